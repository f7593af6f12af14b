# Lydeffekter: slå dem av og på, volumet, meldingen når de ikke kan spilles, og navnene deres
# til lydtesten i hjelpen (én per lyd i talking_yahtzee.sound.Sound).
sound-on = Lyd på.
sound-off = Lyd av.
sound-volume = Lydvolum { NUMBER($percent, maximumFractionDigits: 0) } prosent.
sound-output-failed = Lydene kan ikke spilles{ $reason ->
    [no-player] , fant ikke noe program som kan spille dem
   *[other] , fant ingen lydenhet
}. Spillet fortsetter uten dem.
sound-test = Lydtest. Hver lyd med navnet sitt.
sound-dice-rolled = Terninger kastet, en rasling, lengre for flere terninger.
sound-die-held = Terning holdt, et klikk oppover.
sound-die-released = Terning sluppet, et klikk nedover.
sound-box-scored = Rute fylt ut, to toner oppover.
sound-zero-scored = Null skrevet, to dype toner nedover.
sound-upper-bonus = Bonus i øvre del, fire raske stigende toner.
sound-yahtzee = Yatzy, en fanfare.
sound-yahtzee-bonus = Yatzy-bonus, en høyere fanfare med et glitter.
sound-your-turn = Din tur, en klar bjelle som stiger.
sound-other-turn = En annen spillers tur, én myk, dyp tone.
sound-refusal = Ikke mulig, to korte, dype toner.
sound-list-top = Toppen av en liste, et høyt dunk.
sound-list-bottom = Bunnen av en liste, et dypt dunk.
sound-thinking = Tenker, et mykt tikk.
sound-game-won = Du vant, en stigende melodi.
sound-game-lost = Spillet tapt, en fallende melodi.
