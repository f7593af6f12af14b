# Trener: po każdym zapisie, ile wybór kosztował w oczekiwanych punktach.
coach-cost = To kosztowało średnio { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
}. Najlepiej było, { $best }.
coach-good = Dobry wybór.
