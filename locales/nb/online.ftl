# Spill på nett: lobbyen, bordet, chatten, en brutt tilkobling.
# $player er et navn (bøyes aldri). $code er et bords sifre, i grupper.
online-welcome = Talende Yahtzee på nett.
online-lobby = Nettlobby. Opp og Ned velger, Venstre og Høyre endrer, Enter utfører.
online-lobby-keys = I lobbyen, Opp og Ned velger, Venstre og Høyre endrer, Enter utfører, Q avslutter.
online-table-keys = { $role ->
    [host] Ved bordet ditt, før spillet. Enter starter det, C stiller inn plassene, J fjerner en spiller, N avslutter bordet, T sier koden og hvem som er her, E åpner chatten, Escape går tilbake til lobbyen.
    [spectator] Tilskuer, før spillet. S tar en ledig plass, T sier koden og hvem som er her, E åpner chatten, Escape går tilbake til lobbyen.
   *[player] Venter på at verten starter spillet. T sier koden og hvem som er her, E åpner chatten, Escape går tilbake til lobbyen.
}
online-field-seats = Plasser ved bordet, { $count }.
online-field-computers = Datamaskinspillere, { $count }.
online-field-rules = Regler, { $rules }.
online-field-spectators = Tilskuere, { $allowed ->
    [yes] tillatt
   *[no] ikke tillatt
}.
online-field-away = Datamaskinen spiller en tom plass, { $minutes ->
    [0] aldri
    [one] etter ett minutt
   *[other] etter { $minutes } minutter
}.
online-field-turn = Tid per tur, { $minutes ->
    [0] ubegrenset
    [one] ett minutt
   *[other] { $minutes } minutter
}.
online-field-create = Opprett bordet.
online-field-join = Sett deg ved et bord med koden.
online-field-watch = Se på et bord med koden.
online-code-ask = Skriv bordets ni sifre og deretter Enter. Escape går tilbake.
online-digit = { $digit }
online-code-typed = Skrevet, { $digits }.
online-code-empty = Ingenting skrevet inn.
online-code-long = Koden har allerede ni sifre. Enter setter deg ved bordet, Backspace sletter.
online-code-short = En kode har ni sifre. Skrevet, { $count }.
online-busy = Venter på serveren.
online-creating = Bordet opprettes.
online-joining = Går til bord { $code }.
online-cannot-connect = Serveren kan ikke nås. { $reason ->
    [certificate] Sertifikatet er ikke klarert. Oppgi sertifikatet som signerte det, med valget cafile.
    [tls] Den sikre tilkoblingen mislyktes.
    [refused] Ingenting svarer på den adressen.
    [unknown-host] Den verten finnes ikke.
    [timeout] Ikke noe svar i tide.
    [address] Adressen er ugyldig.
    [not-a-server] Det er ikke en Talking Yahtzee-server.
   *[other] Nettverket sviktet.
}
online-created = { $open ->
    [0] Bordet er opprettet. Koden, { $code }. Alle plassene er tatt, så Enter starter spillet nå.
   *[other] Bordet er opprettet. Koden, { $code }. Gi den til vennene dine. Enter starter spillet når alle er her.
}
online-seated = Du sitter ved bord { $code }. Verten starter spillet.
online-seated-by-host = Verten ga deg plass { $number } ved bord { $code }. Verten starter spillet.
online-watching = Du ser på bord { $code }.
online-code = Bordets kode, { $code }.
online-not-seated = Du sitter ikke ved noe bord ennå.
online-name = { $player }
online-who = Ved bordet, { $players }. { $open ->
    [0] Ingen plass er ledig.
    [one] Én plass er ledig.
   *[other] { $open } plasser er ledige.
}
online-everyone-here = Alle er her. Enter starter spillet.
online-seat-joined = { $player } kommer til bordet.
online-seat-away = { $player }, tilkoblingen er brutt.
online-seat-stand-in = { $player }, datamaskinen spiller inntil videre.
online-seat-back = { $player }, tilbake ved bordet.
online-seat-removed = { $player } sitter ikke lenger ved bordet.
online-seat-left = { $player } forlater bordet.
online-seat-watching = { $player } ser på.
online-seat-timed-out = { $player }, tiden er ute, datamaskinen avslutter denne runden.
online-chat = Chat, { $player }, { $text }
online-chat-open = Chat, skriv en linje, Enter sender, Escape avbryter.
online-chat-cancelled = Chatten ble avbrutt.
online-chat-offline = Chatten er for nettbord.
online-mute-none = Ingen har chattet ennå.
online-muted = { $player }, chat dempet.
online-unmuted = { $player }, chat hørbar igjen.
online-not-your-turn = Det er ikke din tur. Nå spiller { $player }.
online-not-connected = Ingen tilkobling. Ingenting ble sendt. Kobler til igjen.
online-connection-lost = Tilkoblingen er brutt, kobler til igjen.
online-back = Tilbake ved bordet.
online-missed = Mens du var borte.
online-missed-scored = { $player }, { $points } { box-in }.
online-missed-for-you = Spilt for deg, { $points } { box-in }.
online-missed-summary = { $player }, { $count } { $count ->
        [one] tur
       *[other] turer
    }, { $points } poeng i alt.
online-missed-summary-you = Spilt for deg, { $count } { $count ->
        [one] tur
       *[other] turer
    }, { $points } poeng i alt.
online-missed-rolled = Terningene ble kastet for deg.
online-gave-up = Tilkoblingen til bordet kunne ikke gjenopprettes.
online-closed-ended = Verten stengte bordet.
online-closed-removed = Verten fjernet deg fra bordet.
online-over = Spillet er over. Verten kan spørre alle om de vil spille igjen. Q avslutter.
online-refused = Serveren tok ikke imot det.
online-refused-server-error = Serveren kunne ikke lagre det. Prøv igjen om et øyeblikk.
online-refused-rate-limited = For raskt. Vent litt, og prøv så igjen.
online-refused-unknown-table = Ingen bord har den koden.
online-refused-full = Det bordet er fullt.
online-refused-started = Spillet ved det bordet har allerede begynt.
online-refused-no-spectators = Det bordet tillater ingen tilskuere.
online-refused-name-taken = Noen ved det bordet har navnet ditt. Velg et annet med navnevalget.
online-refused-bad-name = Serveren godtar ikke det navnet.
online-refused-seats-open = Ikke alle har satt seg ennå.
online-refused-not-host = Bare verten starter spillet.
online-refused-too-many-attempts = For mange feil koder. Prøv igjen senere.
online-refused-too-many-tables = Du har opprettet for mange bord. Prøv igjen senere.
online-refused-server-full = Serveren er full. Prøv igjen senere.
online-refused-chat-rate = Chat, én linje annethvert sekund.
online-refused-computer-plays = Datamaskinen spiller plassen din inntil videre.
online-refused-spectator = Du ser på. Trekkene er for spillerne.
online-refused-closed = Bordet er stengt.
online-refused-replaced = Plassen din ble tatt tilbake fra en annen enhet.
online-host-only = Bare verten kan gjøre det.
online-end-confirm = Stenge bordet for alle? { confirm-yes } eller Enter stenger det. Alle andre taster spiller videre.
online-end-cancelled = Bordet fortsetter.
online-remove-choose = Fjern en spiller, Opp og Ned velger, Enter fjerner, Escape avbryter.
online-remove-none = Det er ingen andre ved bordet.
online-remove-cancelled = Ingen ble fjernet.

# Issue 32: what a player hears of others' turns, the turn timer, the chat line.
online-turn = Nå spiller { $player }.
online-clock-warning = { $seconds } sekunder igjen.
online-clock-left = { $mine ->
    [yes] { $seconds } sekunder igjen av din tur.
   *[no] { $seconds } sekunder igjen av denne turen.
}
online-chat-char = { $char }
online-chat-space = mellomrom
online-chat-erased = { $char } slettet.
online-chat-empty = Tom linje.
online-chat-start = Starten av linjen.
online-chat-end = Slutten av linjen.
online-chat-full = Linjen er full, { $limit } tegn.
online-chat-typed = { $text }
online-chat-history-none = Ingen chat ennå.
online-chat-history-place = { $place } av { $count }.
online-spectators-watching = { $count } tilskuere kom.
online-spectators-left = { $count } tilskuere gikk.

## A player's key keeps the seat (issue 32)

online-returned = Du er tilbake på plassen din ved bord { $code }.
online-quit-seat = Forlate bordet? En datamaskin spiller plassen din til du kommer tilbake med den samme kommandoen. Trykk { confirm-yes } eller Enter for å gå, en annen tast for å spille videre.
# The same question in the browser, where no command was typed.
online-quit-seat-web = Forlate bordet? En datamaskin spiller plassen din til du åpner bordets lenke igjen i denne nettleseren. Trykk { confirm-yes } eller Enter for å gå, en annen tast for å spille videre.

## The public tables, in the lobby and for --tables (issue 32)

online-table-line = Bord { $code }, { $rules }, { $players }. { $started ->
    [yes] Spillet er i gang.
   *[no] { $free ->
        [0] Ingen plass er ledig.
        [one] Én plass er ledig.
       *[other] { $free } plasser er ledige.
    }
} { $spectators ->
    [yes] Tilskuere er velkomne.
   *[no] Ingen tilskuere.
}
# Issue 42: a seat of yours in a game under way, named in the lobby; a game begun offered to watch.
online-table-yours = Bord { $code }, { $rules }, { $players }. Din plass, runde { $round }. Enter tar den tilbake.
online-watch-offer = Spillet ved det bordet har allerede begynt. Vil du se på? Trykk { confirm-yes } eller Enter for å se på, en annen tast for å bli i lobbyen.
online-watch-declined = Du blir i lobbyen.
online-tables-none = Ingen offentlige bord akkurat nå.
online-field-public = Vist i lobbyen, { $public ->
    [yes] ja, alle kan bli med
   *[no] nei, bare med koden
}.
online-lobby-people = { $tables ->
    [0] Ingen offentlige bord.
    [one] Ett offentlig bord.
   *[other] { $tables } offentlige bord.
} { $count ->
    [0] Ingen andre er i lobbyen.
   *[other] I lobbyen, { $people }.
}

## Who comes into the lobby and who leaves, one line per burst; the lobby's connection (issue 40)
online-lobby-came = { $people } kom inn i lobbyen.
online-lobby-left = { $people } forlot lobbyen.
online-lobby-others = { $count ->
    [one] én til
   *[other] { $count } til
}
online-lobby-back = Tilbake i lobbyen.
online-lobby-chat-later = Ingen tilkobling. Linjen din blir sendt når tilkoblingen er tilbake.

## Back to the lobby from a table, and what you missed (issue 32)

online-leave-seat = Tilbake til lobbyen? En datamaskin spiller plassen din til du kommer tilbake til dette bordet. Trykk { confirm-yes } eller Enter for å gå, en annen tast for å spille videre.
online-left = { $watching ->
    [yes] Du sluttet å se på bordet.
   *[no] Du forlot bordet.
}
online-missed-recap = { $since ->
    [move] Siden ditt forrige trekk.
   *[came] Siden du kom til bordet.
}
online-missed-none = { $since ->
    [move] Ingenting har skjedd siden ditt forrige trekk.
   *[came] Ingenting har skjedd siden du kom til bordet.
}

# Issue 32, bord som varer: spill igjen ved samme bord, vertens rettigheter går videre, en tilskuer
# tar en plass, vertens datamaskiner mellom spillene.
online-over-host = Spillet er over. Ctrl+N spør alle om de vil spille igjen ved dette bordet. Q avslutter.
online-again-sent = Du har spurt de andre om de vil spille igjen.
online-again-asked = { $player } spør alle om de vil spille igjen ved dette bordet. { confirm-yes } eller Enter spiller igjen, { confirm-no } eller Escape gir fra deg plassen.
online-again-asked-others = { $player } spør spillerne om de vil spille igjen.
online-again-host-only = Bare verten kan spørre om alle vil spille igjen.
online-again-yes = Du spiller igjen. Venter på de andre.
online-seat-accepted = { $player } spiller igjen.
online-seat-declined = { $player } spiller ikke igjen. Plassen er ledig.
online-seat-host = { $player } er nå vert.
online-host-you = Du er nå vert.
online-seat-sat = { $player } tar en plass.
online-seat-computer = { $player }, en datamaskin, tar en plass, nivå { $level }.
online-seat-level = { $player }, nivå { $level }.
online-seat-dropped = { $player }, plassen er fjernet.
online-seat-opened = { $player }, plassen er ledig for en person.
online-seat-seated = { $player } tar plass { $number }, satt der av verten.
online-new-game = { $host ->
    [yes] Et nytt spill ved dette bordet, med nye terninger. Enter starter det, C stiller inn datamaskinene.
   *[no] Et nytt spill ved dette bordet, med nye terninger. { $player } starter det.
}
online-closed-declined = Du har gitt fra deg plassen ved dette bordet.
online-refused-not-over = Spillet er ikke over ennå.
online-refused-not-asked = Det er ikke noe spørsmål å svare på.
online-refused-seated = Du har allerede en plass.
online-refused-bad-seat = Den plassen kan ikke endres.
online-refused-bad-level = Serveren kjenner ikke det nivået.
online-refused-bad-seats = Et bord beholder minst to plasser.
online-refused-no-spectator = Den tilskueren ser ikke lenger på.
online-seats-keys = Plasser. Opp og Ned velger, Venstre og Høyre endrer nivået til en datamaskin, A legger til en datamaskin, O gjør en datamaskins plass ledig for en person, S setter en tilskuer på plassen, Delete fjerner en datamaskin eller en ledig plass, Escape går tilbake.
online-seat-line = Plass { $number }, { $kind ->
    [computer] { $player }, datamaskin, nivå { $level }
    [open] ledig
   *[person] { $player }
}.
online-seats-not-now = Plassene endres bare før et spill.
online-seats-not-computer = Her endres bare en datamaskin eller en ledig plass.
online-spectators-choose = Plass { $number }, velg en tilskuer, Opp og Ned velger, Enter setter, Escape går tilbake.
online-spectators-none = Ingen ser på dette bordet.
online-spectators-cancelled = Ingen fikk plass.
online-seats-done = Tilbake ved bordet.
# The lobby: each computer's own level ($number as in its name, Computer 3).
online-field-computer-level = Datamaskin { $number }, nivå { $level }.
online-link-copied = Lenken er kopiert. Venner som åpner den, spiller med i nettleseren sin.
online-link-no-clipboard = Fant ikke noe utklippsprogram her. Venner kan bli med med koden { $code }.

online-field-rated = Ratet, { $rated ->
    [yes] ja, spillene teller for ratingen, bare mennesker
   *[no] nei, for trening
}.
online-rating-own = Ratingen din her er { $rating }, plass { $rank } av { $ranked }, etter { $games ->
    [one] ett ratet spill
   *[other] { $games } ratede spill
}.
online-rating-none = Du har ingen rating på denne serveren ennå. Spill ved et ratet bord.
online-ratings-line = { $rank }. { $name }, { $rating }, { $games ->
    [one] ett spill
   *[other] { $games } spill
}.
online-ratings-none = Ingen har spilt et ratet spill på denne serveren ennå.

# Issue 40: en tast bordet ikke tok imot (bordet gikk videre før den kom fram, eller forbindelsen
# ble brutt): hvilken tast og hvorfor, aldri en årsaks-id.
online-refused-stale = Bordet gikk videre før tasten din kom fram. Trykk igjen hvis du fortsatt vil.
online-not-taken = Ikke tatt imot, { $command ->
        [roll] kastet ditt
        [hold] å holde eller slippe terning { $die }
        [set-held] terningene du holdt
        [score] poengene dine { box-in }
       *[undo] angringen
    }. { $why ->
        [stale] Bordet gikk videre før tasten din kom fram.
       *[lost] Tasten din nådde ikke bordet før forbindelsen ble brutt.
    } Trykk igjen hvis du fortsatt vil.
# Your own score, taken, whose answer was lost with the connection (issue 40).
online-missed-yours = Poengene dine nådde bordet før forbindelsen ble brutt, { $points } { box-in }.
# A chat line on its way when the connection closed (issue 40): it may have been said.
online-chat-lost = Chattelinjen din nådde kanskje ikke bordet, { $text }. Skriv den igjen hvis du fortsatt vil.
