# De geluiden: aan- en uitzetten, hun volume, de melding als ze niet kunnen spelen, en hun namen
# voor de geluidstest in de hulp (één per geluid van talking_yahtzee.sound.Sound).
sound-on = Geluiden aan.
sound-off = Geluiden uit.
sound-volume = Geluidsvolume { NUMBER($percent, maximumFractionDigits: 0) } procent.
sound-output-failed = Geluiden kunnen niet worden afgespeeld{ $reason ->
    [no-player] , er is geen programma gevonden om ze af te spelen
   *[other] , er is geen geluidsapparaat gevonden
}. Het spel gaat zonder geluid verder.
sound-test = Geluidstest. Elk geluid met zijn naam.
sound-dice-rolled = Stenen gegooid, een geratel, langer bij meer stenen.
sound-die-held = Steen vastgehouden, een klik omhoog.
sound-die-released = Steen losgelaten, een klik omlaag.
sound-box-scored = Vak ingevuld, twee tonen omhoog.
sound-zero-scored = Nul ingevuld, twee lage tonen omlaag.
sound-upper-bonus = Bonus bovenin gehaald, vier snelle stijgende tonen.
sound-yahtzee = Yahtzee, een fanfare.
sound-yahtzee-bonus = Yahtzee-bonus, een hogere fanfare met een twinkeling.
sound-your-turn = Jij bent aan de beurt, een heldere bel omhoog.
sound-other-turn = Een andere speler is aan de beurt, één zachte lage toon.
sound-refusal = Niet mogelijk, twee korte lage tonen.
sound-list-top = Begin van een lijst, een hoge tik.
sound-list-bottom = Einde van een lijst, een lage plof.
sound-thinking = Nadenken, een zacht getik.
sound-game-won = Je hebt gewonnen, een stijgende melodie.
sound-game-lost = Spel verloren, een dalende melodie.
