# Valmentaja: jokaisen merkinnän jälkeen, mitä valinta maksoi odotetuissa pisteissä.
coach-cost = Hinta keskimäärin { NUMBER($cost, maximumFractionDigits: 1) } { $cost ->
    [one] piste
   *[other] pistettä
}. Paras oli { $best }.
coach-good = Hyvä valinta.
coach-review = { $count ->
    [0] Valmentaja, ei kalliita valintoja tässä pelissä.
    [one] Valmentaja, yksi kallis valinta, yhteensä { NUMBER($total, maximumFractionDigits: 1) } { $total ->
        [one] piste
       *[other] pistettä
    }. Vasen ja oikea nuoli lukevat sen.
   *[other] Valmentaja, { $count } kallista valintaa, yhteensä { NUMBER($total, maximumFractionDigits: 1) } { $total ->
        [one] piste
       *[other] pistettä
    }. Vasen ja oikea nuoli käyvät ne läpi.
}
coach-decision = Kierros { $round }, { $chosen }. Paras, { $best }. Hinta { NUMBER($cost, maximumFractionDigits: 1) }.
