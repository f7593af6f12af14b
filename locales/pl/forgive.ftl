# Wyrozumiała gra: ochrona przed przypadkowymi klawiszami, cofanie i wznawianie niedokończonej gry.
# $combo to yahtzee, large-straight, small-straight lub full-house. $key to nazwa klawisza.
# $box to nazwa pola (box.ftl). $dice to lista kości.
forgive-roll-too-soon = Rzut pominięty, zbyt szybko po poprzednim.
forgive-confirm-roll = Masz { $combo ->
    [yahtzee] Yahtzee
    [yatzy] Yatzy
    [large-straight] dużego strita
    [small-straight] małego strita
   *[full-house] fulla
}. Naciśnij { $key } jeszcze raz, aby mimo to rzucić.
forgive-undo-hold = Cofnięto. { $count ->
    [0] Żadna kość nie jest zatrzymana.
   *[other] Zatrzymane, { $dice }.
}
forgive-undo-score = Cofnięto, { $points } w polu { $box }. Pole { $box } jest znów wolne.
forgive-undo-turn-back = Znów kolej gracza { $player }.
forgive-undo-nothing = Nie ma czego cofnąć.
forgive-undo-after-roll = Od tego czasu był rzut. Rzutu nie można cofnąć.
forgive-undo-not-yours = Od tego czasu był już ruch gracza { $player }. Możesz cofnąć tylko swój ostatni ruch.
forgive-undo-off = Cofanie jest w tej grze wyłączone.
forgive-undo-game-over = Gra się skończyła. Niczego nie można już cofnąć.
forgive-resume-offer = Masz niedokończoną grę z dnia { DATETIME($when, dateStyle: "long") }, { $rules }, runda { $round } z { $rounds }, { $scores }, { $last_score }. Naciśnij { confirm-yes } lub Enter, aby ją wznowić, albo { confirm-no } lub Escape, aby zacząć nową grę. { forgive-resume-discard-key }
forgive-resume-choice = Niedokończona gra { $number } z { $count }, z dnia { DATETIME($when, dateStyle: "long") }, { $rules }, runda { $round } z { $rounds }, { $scores }, { $last_score }. Naciśnij { confirm-yes } lub Enter, aby ją wznowić, { $last ->
    [yes] albo { confirm-no } lub Escape, aby zacząć nową grę.
   *[no] albo { confirm-no } lub Escape, aby przejść do następnej.
} { forgive-resume-discard-key }
forgive-resume-last = ostatni zapis, { $player }, { $points } { box-in }
forgive-resume-score = { $player }, { $total } { $total ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
}
forgive-resumed = Gra wznowiona. { $kind ->
    [solo] Runda { $round } z { $rounds }
   *[other] { $player }, runda { $round } z { $rounds }
}. { $dice }
forgive-resume-new = Nowa gra. Niedokończone gry pozostają zapisane.
forgive-resume-none = Nie ma niedokończonej gry do wznowienia. Zaczyna się nowa gra.
forgive-save-broken-notice = Nie udało się odczytać twojej niedokończonej gry. Odłożono ją jako { $file }.
forgive-save-old-notice = Twoja niedokończona gra została zapisana przez inną wersję Talking Yahtzee i nie można jej wznowić. Odłożono ją jako { $file }.
forgive-save-failed-notice = Nie można zapisać gry w { $file }. Gra toczy się dalej, ale po przerwaniu nie będzie można jej wznowić.
forgive-save-running = { $count ->
    [1] W tym folderze danych trwa inna gra. Jej zapis należy do niej i zostaje zachowany.
   *[other] Gry trwające w tym folderze danych, { $count }. Ich zapisy należą do nich i zostają zachowane.
}
forgive-resume-discard-key = Backspace usuwa ją na zawsze.
forgive-resume-discard-ask = Usunąć tę niedokończoną grę na zawsze? Naciśnij ponownie Backspace, aby ją usunąć. Każdy inny klawisz ją zachowa.
forgive-resume-discarded = Niedokończona gra usunięta.
