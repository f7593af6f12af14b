# Spil online: lobbyen, bordet, chatten, en tabt forbindelse.
# $player er et navn (bøjes aldrig). $code er et bords cifre, i grupper.
online-welcome = Talende Yahtzee online.
online-lobby = Onlinelobby. Op og Ned vælger, Venstre og Højre ændrer, Enter udfører.
online-lobby-keys = I lobbyen, Op og Ned vælger, Venstre og Højre ændrer, Enter udfører, Q afslutter.
online-table-keys = { $role ->
    [host] Ved dit bord, før spillet. Enter starter det, C indstiller pladserne, J fjerner en spiller, N lukker bordet, T siger koden og hvem der er her, E åbner chatten, Escape går tilbage til lobbyen.
    [spectator] Tilskuer, før spillet. S tager en ledig plads, T siger koden og hvem der er her, E åbner chatten, Escape går tilbage til lobbyen.
   *[player] Venter på, at værten starter spillet. T siger koden og hvem der er her, E åbner chatten, Escape går tilbage til lobbyen.
}
online-field-seats = Pladser ved bordet, { $count }.
online-field-computers = Computerspillere, { $count }.
online-field-rules = Regler, { $rules }.
online-field-spectators = Tilskuere, { $allowed ->
    [yes] tilladt
   *[no] ikke tilladt
}.
online-field-away = Computeren spiller en tom plads, { $minutes ->
    [0] aldrig
    [one] efter et minut
   *[other] efter { $minutes } minutter
}.
online-field-turn = Tid pr. tur, { $minutes ->
    [0] ubegrænset
    [one] et minut
   *[other] { $minutes } minutter
}.
online-field-create = Opret bordet.
online-field-join = Sæt dig ved et bord med dets kode.
online-field-watch = Se et bord med dets kode.
online-code-ask = Skriv bordets ni cifre og derefter Enter. Escape går tilbage.
online-digit = { $digit }
online-code-typed = Skrevet, { $digits }.
online-code-empty = Intet indtastet.
online-code-long = Koden har allerede ni cifre. Enter sætter dig ved bordet, Backspace sletter.
online-code-short = En kode har ni cifre. Skrevet, { $count }.
online-busy = Venter på serveren.
online-creating = Bordet oprettes.
online-joining = Går til bord { $code }.
online-cannot-connect = Serveren kan ikke nås. { $reason ->
    [certificate] Dens certifikat er ikke betroet. Angiv det certifikat, der har underskrevet det, med tilvalget cafile.
    [tls] Den sikre forbindelse mislykkedes.
    [refused] Intet svarer på den adresse.
    [unknown-host] Den vært findes ikke.
    [timeout] Intet svar i tide.
    [address] Adressen er ugyldig.
    [not-a-server] Det er ikke en Talking Yahtzee-server.
   *[other] Netværket svigtede.
}
online-created = { $open ->
    [0] Bordet er oprettet. Dets kode, { $code }. Alle pladser er taget, så Enter starter spillet nu.
   *[other] Bordet er oprettet. Dets kode, { $code }. Giv den til dine venner. Enter starter spillet, når alle er her.
}
online-seated = Du sidder ved bord { $code }. Værten starter spillet.
online-seated-by-host = Værten gav dig plads { $number } ved bord { $code }. Værten starter spillet.
online-watching = Du ser bord { $code }.
online-code = Bordets kode, { $code }.
online-not-seated = Du sidder ikke ved noget bord endnu.
online-name = { $player }
online-who = Ved bordet, { $players }. { $open ->
    [0] Ingen plads er ledig.
    [one] Én plads er ledig.
   *[other] { $open } pladser er ledige.
}
online-everyone-here = Alle er her. Enter starter spillet.
online-seat-joined = { $player } kommer til bordet.
online-seat-away = { $player }, forbindelsen er tabt.
online-seat-stand-in = { $player }, computeren spiller indtil videre.
online-seat-back = { $player }, tilbage ved bordet.
online-seat-removed = { $player } sidder ikke længere ved bordet.
online-seat-left = { $player } forlader bordet.
online-seat-watching = { $player } ser med.
online-seat-timed-out = { $player }, tiden er gået, computeren afslutter denne tur.
online-chat = Chat, { $player }, { $text }
online-chat-open = Chat, skriv en linje, Enter sender, Escape annullerer.
online-chat-cancelled = Chat annulleret.
online-chat-offline = Chatten er til onlineborde.
online-mute-none = Ingen har chattet endnu.
online-muted = { $player }, chat slået fra.
online-unmuted = { $player }, chat hørbar igen.
online-not-your-turn = Det er ikke din tur. Nu spiller { $player }.
online-not-connected = Ingen forbindelse. Intet blev sendt. Forbinder igen.
online-connection-lost = Forbindelsen er tabt, forbinder igen.
online-back = Tilbage ved bordet.
online-missed = Mens du var væk.
online-missed-scored = { $player }, { $points } { box-in }.
online-missed-for-you = Spillet for dig, { $points } { box-in }.
online-missed-summary = { $player }, { $count } { $count ->
        [one] tur
       *[other] ture
    }, { $points } point i alt.
online-missed-summary-you = Spillet for dig, { $count } { $count ->
        [one] tur
       *[other] ture
    }, { $points } point i alt.
online-missed-rolled = Terningerne blev slået for dig.
online-gave-up = Forbindelsen til bordet kunne ikke genoprettes.
online-closed-ended = Værten lukkede bordet.
online-closed-removed = Værten fjernede dig fra bordet.
online-over = Spillet er slut. Værten kan spørge alle, om de vil spille igen. Q afslutter.
online-refused = Serveren tog ikke imod det.
online-refused-server-error = Serveren kunne ikke gemme det. Prøv igen om et øjeblik.
online-refused-rate-limited = For hurtigt. Vent et øjeblik, og prøv så igen.
online-refused-unknown-table = Intet bord har den kode.
online-refused-full = Det bord er fuldt.
online-refused-started = Spillet ved det bord er allerede begyndt.
online-refused-no-spectators = Det bord tillader ingen tilskuere.
online-refused-name-taken = Nogen ved det bord har dit navn. Vælg et andet med navneindstillingen.
online-refused-bad-name = Serveren godtager ikke det navn.
online-refused-seats-open = Ikke alle har sat sig endnu.
online-refused-not-host = Kun værten starter spillet.
online-refused-too-many-attempts = For mange forkerte koder. Prøv igen senere.
online-refused-too-many-tables = Du har oprettet for mange borde. Prøv igen senere.
online-refused-server-full = Serveren er fuld. Prøv igen senere.
online-refused-chat-rate = Chat, én linje hvert andet sekund.
online-refused-computer-plays = Computeren spiller din plads indtil videre.
online-refused-spectator = Du ser med. Træk er for spillerne.
online-refused-closed = Bordet er lukket.
online-refused-replaced = Din plads blev taget tilbage fra en anden enhed.
online-host-only = Kun værten kan gøre det.
online-end-confirm = Lukke bordet for alle? { confirm-yes } eller Enter lukker det. Enhver anden tast spiller videre.
online-end-cancelled = Bordet fortsætter.
online-remove-choose = Fjern en spiller, Op og Ned vælger, Enter fjerner, Escape annullerer.
online-remove-none = Der er ingen andre ved bordet.
online-remove-cancelled = Ingen blev fjernet.

# Issue 32: what a player hears of others' turns, the turn timer, the chat line.
online-turn = Nu spiller { $player }.
online-clock-warning = { $seconds } sekunder tilbage.
online-clock-left = { $mine ->
    [yes] { $seconds } sekunder tilbage af din tur.
   *[no] { $seconds } sekunder tilbage af denne tur.
}
online-chat-char = { $char }
online-chat-space = mellemrum
online-chat-erased = { $char } slettet.
online-chat-empty = Tom linje.
online-chat-start = Starten af linjen.
online-chat-end = Slutningen af linjen.
online-chat-full = Linjen er fuld, { $limit } tegn.
online-chat-typed = { $text }
online-chat-history-none = Ingen chat endnu.
online-chat-history-place = { $place } af { $count }.
online-spectators-watching = { $count } tilskuere kom.
online-spectators-left = { $count } tilskuere gik.

## A player's key keeps the seat (issue 32)

online-returned = Du er tilbage på din plads ved bord { $code }.
online-quit-seat = Forlade bordet? En computer spiller din plads, indtil du vender tilbage med den samme kommando. Tryk { confirm-yes } eller Enter for at gå, en anden tast for at spille videre.
# The same question in the browser, where no command was typed.
online-quit-seat-web = Forlade bordet? En computer spiller din plads, indtil du åbner bordets link igen i denne browser. Tryk { confirm-yes } eller Enter for at gå, en anden tast for at spille videre.

## The public tables, in the lobby and for --tables (issue 32)

online-table-line = Bord { $code }, { $rules }, { $players }. { $started ->
    [yes] Spillet er i gang.
   *[no] { $free ->
        [0] Ingen plads er ledig.
        [one] Én plads er ledig.
       *[other] { $free } pladser er ledige.
    }
} { $spectators ->
    [yes] Tilskuere er velkomne.
   *[no] Ingen tilskuere.
}
# Issue 42: a seat of yours in a game under way, named in the lobby; a game begun offered to watch.
online-table-yours = Bord { $code }, { $rules }, { $players }. Din plads, runde { $round }. Enter tager den tilbage.
online-watch-offer = Spillet ved det bord er allerede i gang. Vil du se med? Tryk { confirm-yes } eller Enter for at se med, en anden tast for at blive i lobbyen.
online-watch-declined = Du bliver i lobbyen.
online-tables-none = Ingen offentlige borde lige nu.
online-field-public = Vist i lobbyen, { $public ->
    [yes] ja, alle kan komme med
   *[no] nej, kun med koden
}.
online-lobby-people = { $tables ->
    [0] Ingen offentlige borde.
    [one] Et offentligt bord.
   *[other] { $tables } offentlige borde.
} { $count ->
    [0] Ingen andre er i lobbyen.
   *[other] I lobbyen, { $people }.
}

## Who comes into the lobby and who leaves, one line per burst; the lobby's connection (issue 40)
online-lobby-came = { $people } kom ind i lobbyen.
online-lobby-left = { $people } forlod lobbyen.
online-lobby-others = { $count ->
    [one] én til
   *[other] { $count } til
}
online-lobby-back = Tilbage i lobbyen.
online-lobby-chat-later = Ingen forbindelse. Din linje bliver sendt, når forbindelsen er tilbage.

## Back to the lobby from a table, and what you missed (issue 32)

online-leave-seat = Tilbage til lobbyen? En computer spiller din plads, indtil du vender tilbage til dette bord. Tryk { confirm-yes } eller Enter for at gå, en anden tast for at spille videre.
online-left = { $watching ->
    [yes] Du holdt op med at se med ved bordet.
   *[no] Du forlod bordet.
}
online-missed-recap = { $since ->
    [move] Siden dit sidste træk.
   *[came] Siden du kom til bordet.
}
online-missed-none = { $since ->
    [move] Intet er sket siden dit sidste træk.
   *[came] Intet er sket, siden du kom til bordet.
}

# Issue 32, borde der består: spil igen ved samme bord, værtens rettigheder går videre, en tilskuer
# tager en plads, værtens computere mellem spillene.
online-over-host = Spillet er slut. Ctrl+N spørger alle, om de vil spille igen ved dette bord. Q afslutter.
online-again-sent = Du har spurgt de andre, om de vil spille igen.
online-again-asked = { $player } spørger alle, om de vil spille igen ved dette bord. { confirm-yes } eller Enter spiller igen, { confirm-no } eller Escape opgiver din plads.
online-again-asked-others = { $player } spørger spillerne, om de vil spille igen.
online-again-host-only = Kun værten kan spørge, om alle vil spille igen.
online-again-yes = Du spiller igen. Venter på de andre.
online-seat-accepted = { $player } spiller igen.
online-seat-declined = { $player } spiller ikke igen. Pladsen er ledig.
online-seat-host = { $player } er nu vært.
online-host-you = Du er nu vært.
online-seat-sat = { $player } tager en plads.
online-seat-computer = { $player }, en computer, tager en plads, niveau { $level }.
online-seat-level = { $player }, niveau { $level }.
online-seat-dropped = { $player }, pladsen er fjernet.
online-seat-opened = { $player }, pladsen er åben for en person.
online-seat-seated = { $player } tager plads { $number }, sat der af værten.
online-new-game = { $host ->
    [yes] Et nyt spil ved dette bord, med nye terninger. Enter starter det, C indstiller computerne.
   *[no] Et nyt spil ved dette bord, med nye terninger. { $player } starter det.
}
online-closed-declined = Du har opgivet din plads ved dette bord.
online-refused-not-over = Spillet er ikke slut endnu.
online-refused-not-asked = Der er ikke noget spørgsmål at svare på.
online-refused-seated = Du har allerede en plads.
online-refused-bad-seat = Den plads kan ikke ændres.
online-refused-bad-level = Serveren kender ikke det niveau.
online-refused-bad-seats = Et bord beholder mindst to pladser.
online-refused-no-spectator = Den tilskuer ser ikke længere med.
online-seats-keys = Pladser. Op og Ned vælger, Venstre og Højre ændrer en computers niveau, A tilføjer en computer, O åbner en computers plads for en person, S sætter en tilskuer på pladsen, Delete fjerner en computer eller en ledig plads, Escape går tilbage.
online-seat-line = Plads { $number }, { $kind ->
    [computer] { $player }, computer, niveau { $level }
    [open] ledig
   *[person] { $player }
}.
online-seats-not-now = Pladserne ændres kun før et spil.
online-seats-not-computer = Her ændres kun en computer eller en ledig plads.
online-spectators-choose = Plads { $number }, vælg en tilskuer, Op og Ned vælger, Enter sætter, Escape går tilbage.
online-spectators-none = Ingen ser med ved dette bord.
online-spectators-cancelled = Ingen fik plads.
online-seats-done = Tilbage ved bordet.
# The lobby: each computer's own level ($number as in its name, Computer 3).
online-field-computer-level = Computer { $number }, niveau { $level }.
online-link-copied = Linket er kopieret. Venner, der åbner det, spiller med i deres browser.
online-link-no-clipboard = Der blev ikke fundet noget udklipsholderprogram her. Venner kan være med med koden { $code }.

online-field-rated = Ratet, { $rated ->
    [yes] ja, spillene tæller med i ratingen, kun mennesker
   *[no] nej, til træning
}.
online-rating-own = Din rating her er { $rating }, plads { $rank } af { $ranked }, efter { $games ->
    [one] ét ratet spil
   *[other] { $games } ratede spil
}.
online-rating-none = Du har ingen rating på denne server endnu. Spil ved et ratet bord.
online-ratings-line = { $rank }. { $name }, { $rating }, { $games ->
    [one] ét spil
   *[other] { $games } spil
}.
online-ratings-none = Ingen har spillet et ratet spil på denne server endnu.

# Issue 40: en tast, bordet ikke tog imod (bordet gik videre, før den nåede frem, eller forbindelsen
# blev afbrudt): hvilken tast og hvorfor, aldrig et årsags-id.
online-refused-stale = Bordet gik videre, før din tast nåede frem. Tryk igen, hvis du stadig vil.
online-not-taken = Ikke taget imod, { $command ->
        [roll] dit slag
        [hold] at holde eller slippe terning { $die }
        [set-held] de terninger, du holdt
        [score] dine point { box-in }
       *[undo] din fortrydelse
    }. { $why ->
        [stale] Bordet gik videre, før din tast nåede frem.
       *[lost] Din tast nåede ikke frem til bordet, før forbindelsen blev afbrudt.
    } Tryk igen, hvis du stadig vil.
# Your own score, taken, whose answer was lost with the connection (issue 40).
online-missed-yours = Dine point nåede frem til bordet, før forbindelsen blev afbrudt, { $points } { box-in }.
# A chat line on its way when the connection closed (issue 40): it may have been said.
online-chat-lost = Din chatlinje nåede måske ikke frem til bordet, { $text }. Skriv den igen, hvis du stadig vil.
