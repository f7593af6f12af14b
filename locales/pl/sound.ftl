# Dźwięki: włączanie i wyłączanie, ich głośność, komunikat, gdy nie mogą grać, i ich nazwy
# do testu dźwięków w pomocy (po jednej na każdy dźwięk z talking_yahtzee.sound.Sound).
sound-on = Dźwięki włączone.
sound-off = Dźwięki wyłączone.
# „procent” nie odmienia się po liczebniku: 1 procent, 2 procent, 50 procent.
sound-volume = Głośność dźwięków { NUMBER($percent, maximumFractionDigits: 0) } procent.
sound-output-failed = Nie można odtwarzać dźwięków{ $reason ->
    [no-player] , nie znaleziono programu, który by je odtworzył
   *[other] , nie znaleziono urządzenia audio
}. Gra toczy się dalej bez nich.
sound-test = Test dźwięków. Każdy dźwięk ze swoją nazwą.
sound-dice-rolled = Rzut kośćmi, grzechot, dłuższy przy większej liczbie kości.
sound-die-held = Kość zatrzymana, kliknięcie w górę.
sound-die-released = Kość zwolniona, kliknięcie w dół.
sound-box-scored = Pole zapisane, dwa tony w górę.
sound-zero-scored = Zapisane zero, dwa niskie tony w dół.
sound-upper-bonus = Premia górnej części, cztery szybkie, rosnące tony.
sound-yahtzee = Yahtzee, fanfara.
sound-yahtzee-bonus = Premia Yahtzee, wyższa fanfara z błyskiem.
sound-your-turn = Twoja kolej, jasny dzwonek w górę.
sound-other-turn = Kolej innego gracza, jeden cichy, niski ton.
sound-refusal = Niemożliwe, dwa krótkie, niskie tony.
sound-list-top = Początek listy, wysokie stuknięcie.
sound-list-bottom = Koniec listy, niskie, głuche uderzenie.
sound-thinking = Myślenie, ciche tykanie.
sound-game-won = Wygrana, rosnąca melodia.
sound-game-lost = Przegrana, opadająca melodia.
