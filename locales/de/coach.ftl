# Der Trainer: nach jedem Eintrag, was die Wahl an erwarteten Punkten gekostet hat.
# $best und $chosen sind Züge im Infinitiv („9 auf Dreier schreiben“).
coach-cost = Das hat im Schnitt { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] Punkt
   *[other] Punkte
} gekostet. Am besten, { $best }.
coach-good = Gute Wahl.
coach-review = { $count ->
    [0] Trainer, keine teuren Entscheidungen in diesem Spiel.
    [one] Trainer, eine teure Entscheidung, { NUMBER($total, maximumFractionDigits: 1) } { $total ->
        [one] Punkt
       *[other] Punkte
    }. Pfeil links und rechts lesen sie vor.
   *[other] Trainer, { $count } teure Entscheidungen, zusammen { NUMBER($total, maximumFractionDigits: 1) } { $total ->
        [one] Punkt
       *[other] Punkte
    }. Pfeil links und rechts gehen sie durch.
}
coach-decision = Runde { $round }. Deine Wahl, { $chosen }. Am besten, { $best }. Kosten { NUMBER($cost, maximumFractionDigits: 1) }.
