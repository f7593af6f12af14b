# Lydeffekter: slå dem til og fra, deres lydstyrke, beskeden når de ikke kan spille, og deres navne
# til lydtesten i hjælpen (én pr. lyd i talking_yahtzee.sound.Sound).
sound-on = Lyd til.
sound-off = Lyd fra.
sound-volume = Lydstyrke { NUMBER($percent, maximumFractionDigits: 0) } procent.
sound-output-failed = Lydene kan ikke afspilles{ $reason ->
    [no-player] , der blev ikke fundet noget program, der kan afspille dem
   *[other] , der blev ikke fundet nogen lydenhed
}. Spillet fortsætter uden dem.
sound-test = Lydtest. Hver lyd med sit navn.
sound-dice-rolled = Terninger slået, en raslen, længere for flere terninger.
sound-die-held = Terning holdt, et klik opad.
sound-die-released = Terning sluppet, et klik nedad.
sound-box-scored = Felt udfyldt, to toner opad.
sound-zero-scored = Nul skrevet, to dybe toner nedad.
sound-upper-bonus = Bonus i øvre del, fire hurtige stigende toner.
sound-yahtzee = Yatzy, en fanfare.
sound-yahtzee-bonus = Yatzy-bonus, en højere fanfare med et glimt.
sound-your-turn = Din tur, en klar klokke, der stiger.
sound-other-turn = En anden spillers tur, en blød, dyb tone.
sound-refusal = Ikke muligt, to korte, dybe toner.
sound-list-top = Toppen af en liste, et højt bump.
sound-list-bottom = Bunden af en liste, et dybt dunk.
sound-thinking = Tænker, et blødt tik.
sound-game-won = Du vandt, en stigende melodi.
sound-game-lost = Spillet tabt, en faldende melodi.
