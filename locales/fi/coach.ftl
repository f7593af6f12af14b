# Valmentaja: jokaisen merkinnän jälkeen, mitä valinta maksoi odotetuissa pisteissä.
coach-cost = Hinta keskimäärin { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] piste
   *[other] pistettä
}. Paras oli { $best }.
coach-good = Hyvä valinta.
