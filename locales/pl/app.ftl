# Aplikacja wokół gry.
app-welcome = Mówiący Yahtzee. W każdej chwili naciśnij znak zapytania, aby uzyskać pomoc.
app-quit-confirm = Zakończyć grę? Naciśnij { confirm-yes } lub Enter, aby wyjść, lub inny klawisz, aby grać dalej.
app-quit-cancelled = Gramy dalej.
app-goodbye = Do widzenia.
app-goodbye-saved = Twoja gra jest zapisana, runda { $round } z { $rounds }. Uruchom Talking Yahtzee ponownie, aby grać dalej. Do widzenia.
# Before lines of other players that a key cut before they were heard, told again.
app-unheard = To umknęło ci przy naciśnięciu klawisza.
app-verbosity = { $level ->
    [brief] Mowa krótka.
    [detailed] Mowa szczegółowa.
   *[normal] Mowa zwykła.
}
# Liczby mnogie: one (1), few (2–4, 22–24…), many (0, 5–21…), other (ułamki: „1,5 sekundy”).
app-pace = { $seconds ->
    [0] Komputer gra bez przerw.
    [one] Komputer czeka { NUMBER($seconds, maximumFractionDigits: 1) } sekundę między ruchami.
    [few] Komputer czeka { NUMBER($seconds, maximumFractionDigits: 1) } sekundy między ruchami.
    [many] Komputer czeka { NUMBER($seconds, maximumFractionDigits: 1) } sekund między ruchami.
   *[other] Komputer czeka { NUMBER($seconds, maximumFractionDigits: 1) } sekundy między ruchami.
}
app-pace-no-computer = Nie gra żaden komputer. Przerwa między ruchami komputera ma znaczenie tylko w grze z graczami komputerowymi.
app-history-oldest = Najstarszy komunikat.
app-history-newest = Najnowszy komunikat.
app-history-empty = Nic jeszcze nie zostało powiedziane.
app-other-card-hint = Strzałki w lewo i w prawo wybierają gracza, Escape wraca.
app-other-card-none = Nie ma innych graczy.
app-dice-entry = Kości { $typed }
app-waiting = Gra { $player }. Naciśnij spację, aby przyspieszyć.
app-choose-box = Najpierw wybierz pole strzałkami w górę i w dół.
app-first-roll-entry = { $player }, rzuć wszystkimi pięcioma kośćmi, aby ustalić, kto zaczyna, wpisz ich wartości i naciśnij Enter.
# R or T while a computer plays: after what it has so far.
app-computer-hurry = Naciśnij spację, aby przyspieszyć.
