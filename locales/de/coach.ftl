# Der Trainer: nach jedem Eintrag, was die Wahl an erwarteten Punkten gekostet hat.
# $best und $chosen sind Züge im Infinitiv („9 auf Dreier schreiben“).
coach-cost = Das hat im Schnitt { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] Punkt
   *[other] Punkte
} gekostet. Am besten, { $best }.
coach-good = Gute Wahl.
