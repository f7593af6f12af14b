# Trener: po każdym zapisie, ile wybór kosztował w oczekiwanych punktach.
coach-cost = To kosztowało średnio { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
}. Najlepiej było, { $best }.
coach-good = Dobry wybór.
coach-review = { $count ->
    [0] Trener, żadnych kosztownych wyborów w tej grze.
    [one] Trener, jeden kosztowny wybór, { NUMBER($total, maximumFractionDigits: 1) } { $total ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    }. Strzałki w lewo i w prawo go odczytują.
   *[other] Trener, { $count } { $count ->
        [few] kosztowne wybory
       *[other] kosztownych wyborów
    }, razem { NUMBER($total, maximumFractionDigits: 1) } { $total ->
        [one] punkt
        [few] punkty
        [many] punktów
       *[other] punktu
    }. Strzałki w lewo i w prawo je przeglądają.
}
coach-decision = Runda { $round }, { $chosen }. Najlepiej, { $best }. Koszt { NUMBER($cost, maximumFractionDigits: 1) }.
