# Ljuden: slå på och av, deras volym, meddelandet när de inte kan spelas, och deras namn
# för ljudtestet i hjälpen (ett per ljud i talking_yahtzee.sound.Sound).
sound-on = Ljud på.
sound-off = Ljud av.
sound-volume = Ljudvolym { NUMBER($percent, maximumFractionDigits: 0) } procent.
sound-output-failed = Ljuden kan inte spelas{ $reason ->
    [no-player] , inget program hittades som kan spela dem
   *[other] , ingen ljudenhet hittades
}. Spelet fortsätter utan dem.
sound-test = Ljudtest. Varje ljud med sitt namn.
sound-dice-rolled = Tärningar slagna, ett skrammel, längre för fler tärningar.
sound-die-held = Tärning sparad, ett klick uppåt.
sound-die-released = Tärning släppt, ett klick nedåt.
sound-box-scored = Ruta ifylld, två toner uppåt.
sound-zero-scored = Noll ifylld, två låga toner nedåt.
sound-upper-bonus = Bonus i övre delen, fyra snabba stigande toner.
sound-yahtzee = Yatzy, en fanfar.
sound-yahtzee-bonus = Yatzybonus, en högre fanfar med ett glitter.
sound-your-turn = Din tur, en klar klocka uppåt.
sound-other-turn = En annan spelares tur, en mjuk låg ton.
sound-refusal = Inte möjligt, två korta låga toner.
sound-list-top = Början av en lista, ett högt knack.
sound-list-bottom = Slutet av en lista, en låg duns.
sound-thinking = Tänker, ett mjukt tickande.
sound-game-won = Du vann, en stigande melodi.
sound-game-lost = Spelet förlorat, en fallande melodi.
