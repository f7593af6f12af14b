# Spela online: lobbyn, bordet, chatten, en tappad anslutning.
# $player är ett namn (böjs aldrig). $code är ett bords siffror, i grupper.
online-welcome = Talande Yahtzee online.
online-lobby = Onlinelobby. Upp och Ned väljer, Vänster och Höger ändrar, Enter utför.
online-lobby-keys = I lobbyn, Upp och Ned väljer, Vänster och Höger ändrar, Enter utför, Q avslutar.
online-table-keys = { $role ->
    [host] Vid ditt bord, före spelet. Enter startar det, C ställer in platserna, J tar bort en spelare, N avslutar bordet, T säger koden och vilka som är här, E öppnar chatten, Escape går tillbaka till lobbyn.
    [spectator] Åskådare, före spelet. S tar en ledig plats, T säger koden och vilka som är här, E öppnar chatten, Escape går tillbaka till lobbyn.
   *[player] Väntar på att värden startar spelet. T säger koden och vilka som är här, E öppnar chatten, Escape går tillbaka till lobbyn.
}
online-field-seats = Platser vid bordet, { $count }.
online-field-computers = Datorspelare, { $count }.
online-field-rules = Regler, { $rules }.
online-field-spectators = Åskådare, { $allowed ->
    [yes] tillåtna
   *[no] inte tillåtna
}.
online-field-away = Datorn spelar en tom plats, { $minutes ->
    [0] aldrig
    [one] efter en minut
   *[other] efter { $minutes } minuter
}.
online-field-turn = Tid per tur, { $minutes ->
    [0] obegränsad
    [one] en minut
   *[other] { $minutes } minuter
}.
online-field-create = Skapa bordet.
online-field-join = Gå med vid ett bord med dess kod.
online-field-watch = Titta på ett bord med dess kod.
online-code-ask = Skriv bordets nio siffror och sedan Enter. Escape går tillbaka.
online-digit = { $digit }
online-code-typed = Skrivet, { $digits }.
online-code-empty = Inget inskrivet.
online-code-long = Koden har redan nio siffror. Enter går med, Backsteg raderar.
online-code-short = En kod har nio siffror. Skrivna, { $count }.
online-busy = Väntar på servern.
online-creating = Bordet skapas.
online-joining = Går med vid bord { $code }.
online-cannot-connect = Servern går inte att nå. { $reason ->
    [certificate] Dess certifikat är inte betrott. Ange certifikatet som signerade det med alternativet cafile.
    [tls] Den säkra anslutningen misslyckades.
    [refused] Ingenting svarar på den adressen.
    [unknown-host] Den värden finns inte.
    [timeout] Inget svar i tid.
    [address] Adressen är ogiltig.
    [not-a-server] Det är ingen Talking Yahtzee-server.
   *[other] Nätverket svek.
}
online-created = { $open ->
    [0] Bordet är skapat. Dess kod, { $code }. Alla platser är tagna, så Enter startar spelet nu.
   *[other] Bordet är skapat. Dess kod, { $code }. Ge den till dina vänner. Enter startar spelet när alla är här.
}
online-seated = Du sitter vid bord { $code }. Värden startar spelet.
online-seated-by-host = Värden gav dig plats { $number } vid bord { $code }. Värden startar spelet.
online-watching = Du tittar på bord { $code }.
online-code = Bordets kod, { $code }.
online-not-seated = Du sitter inte vid något bord än.
online-name = { $player }
online-who = Vid bordet, { $players }. { $open ->
    [0] Ingen plats är ledig.
    [one] En plats är ledig.
   *[other] { $open } platser är lediga.
}
online-everyone-here = Alla är här. Enter startar spelet.
online-seat-joined = { $player } kommer till bordet.
online-seat-away = { $player }, anslutningen bröts.
online-seat-stand-in = { $player }, datorn spelar så länge.
online-seat-back = { $player }, tillbaka vid bordet.
online-seat-removed = { $player } sitter inte längre vid bordet.
online-seat-left = { $player } lämnar bordet.
online-seat-watching = { $player } tittar på.
online-seat-timed-out = { $player }, tiden är ute, datorn avslutar den här turen.
online-chat = Chatt, { $player }, { $text }
online-chat-open = Chatt, skriv en rad, Enter skickar, Escape avbryter.
online-chat-cancelled = Chatten avbröts.
online-chat-offline = Chatten är för onlinebord.
online-mute-none = Ingen har chattat än.
online-muted = { $player }, chatten tystad.
online-unmuted = { $player }, chatten hörs igen.
online-not-your-turn = Det är inte din tur. Nu spelar, { $player }.
online-not-connected = Ingen anslutning. Inget skickades. Ansluter igen.
online-connection-lost = Anslutningen bröts, ansluter igen.
online-back = Tillbaka vid bordet.
online-missed = Medan du var borta.
online-missed-scored = { $player }, { $points } { box-in }.
online-missed-for-you = Spelat åt dig, { $points } { box-in }.
online-missed-summary = { $player }, { $count } { $count ->
        [one] tur
       *[other] turer
    }, { $points } poäng totalt.
online-missed-summary-you = Spelat åt dig, { $count } { $count ->
        [one] tur
       *[other] turer
    }, { $points } poäng totalt.
online-missed-rolled = Tärningarna kastades åt dig.
online-gave-up = Anslutningen till bordet gick inte att återställa.
online-closed-ended = Värden stängde bordet.
online-closed-removed = Värden tog bort dig från bordet.
online-over = Spelet är slut. Värden kan fråga alla om de vill spela igen. Q avslutar.
online-refused = Servern tog inte emot det.
online-refused-server-error = Servern kunde inte spara det. Försök igen om en stund.
online-refused-rate-limited = För snabbt. Vänta en stund och försök sedan igen.
online-refused-unknown-table = Inget bord har den koden.
online-refused-full = Det bordet är fullt.
online-refused-started = Spelet vid det bordet har redan börjat.
online-refused-no-spectators = Det bordet tillåter inga åskådare.
online-refused-name-taken = Någon vid det bordet har ditt namn. Välj ett annat med namnalternativet.
online-refused-bad-name = Servern godtar inte det namnet.
online-refused-seats-open = Alla har inte satt sig än.
online-refused-not-host = Bara värden startar spelet.
online-refused-too-many-attempts = För många felaktiga koder. Försök senare.
online-refused-too-many-tables = Du har skapat för många bord. Försök senare.
online-refused-server-full = Servern är full. Försök senare.
online-refused-chat-rate = Chatt, en rad varannan sekund.
online-refused-computer-plays = Datorn spelar din plats så länge.
online-refused-spectator = Du tittar på. Dragen är spelarnas.
online-refused-closed = Bordet är stängt.
online-refused-replaced = Din plats togs tillbaka från en annan enhet.
online-host-only = Bara värden kan göra det.
online-end-confirm = Stänga bordet för alla? { confirm-yes } eller Enter stänger det. Alla andra tangenter spelar vidare.
online-end-cancelled = Bordet fortsätter.
online-remove-choose = Ta bort en spelare, Upp och Ned väljer, Enter tar bort, Escape avbryter.
online-remove-none = Ingen annan sitter vid bordet.
online-remove-cancelled = Ingen togs bort.

# Issue 32: what a player hears of others' turns, the turn timer, the chat line.
online-turn = Nu spelar, { $player }.
online-clock-warning = { $seconds } sekunder kvar.
online-clock-left = { $mine ->
    [yes] { $seconds } sekunder kvar av din tur.
   *[no] { $seconds } sekunder kvar av den här turen.
}
online-chat-char = { $char }
online-chat-space = mellanslag
online-chat-erased = { $char } raderat.
online-chat-empty = Tom rad.
online-chat-start = Början av raden.
online-chat-end = Slutet av raden.
online-chat-full = Raden är full, { $limit } tecken.
online-chat-typed = { $text }
online-chat-history-none = Ingen chatt än.
online-chat-history-place = { $place } av { $count }.
online-spectators-watching = { $count } åskådare kom.
online-spectators-left = { $count } åskådare gick.

## A player's key keeps the seat (issue 32)

online-returned = Du är tillbaka på din plats vid bord { $code }.
online-quit-seat = Lämna bordet? En dator spelar din plats tills du kommer tillbaka med samma kommando. Tryck { confirm-yes } eller Enter för att gå, någon annan tangent för att spela vidare.
# The same question in the browser, where no command was typed.
online-quit-seat-web = Lämna bordet? En dator spelar din plats tills du öppnar bordets länk igen i den här webbläsaren. Tryck { confirm-yes } eller Enter för att gå, någon annan tangent för att spela vidare.

## The public tables, in the lobby and for --tables (issue 32)

online-table-line = Bord { $code }, { $rules }, { $players }. { $started ->
    [yes] Spelet pågår.
   *[no] { $free ->
        [0] Ingen plats är ledig.
        [one] En plats är ledig.
       *[other] { $free } platser är lediga.
    }
} { $spectators ->
    [yes] Åskådare är välkomna.
   *[no] Inga åskådare.
}
# Issue 42: a seat of yours in a game under way, named in the lobby; a game begun offered to watch.
online-table-yours = Bord { $code }, { $rules }, { $players }. Din plats, runda { $round }. Enter tar tillbaka den.
online-watch-offer = Spelet vid det bordet har redan börjat. Vill du titta? Tryck { confirm-yes } eller Enter för att titta, någon annan tangent för att stanna i lobbyn.
online-watch-declined = Du stannar i lobbyn.
online-tables-none = Inga öppna bord just nu.
online-field-public = Syns i lobbyn, { $public ->
    [yes] ja, alla får vara med
   *[no] nej, bara med koden
}.
online-lobby-people = { $tables ->
    [0] Inga öppna bord.
    [one] Ett öppet bord.
   *[other] { $tables } öppna bord.
} { $count ->
    [0] Ingen annan är i lobbyn.
   *[other] I lobbyn, { $people }.
}

## Who comes into the lobby and who leaves, one line per burst; the lobby's connection (issue 40)
online-lobby-came = { $people } kom in i lobbyn.
online-lobby-left = { $people } lämnade lobbyn.
online-lobby-others = { $count ->
    [one] en till
   *[other] { $count } till
}
online-lobby-back = Tillbaka i lobbyn.
online-lobby-chat-later = Ingen anslutning. Din rad skickas när anslutningen är tillbaka.

## Back to the lobby from a table, and what you missed (issue 32)

online-leave-seat = Tillbaka till lobbyn? En dator spelar din plats tills du kommer tillbaka till det här bordet. Tryck { confirm-yes } eller Enter för att gå, någon annan tangent för att spela vidare.
online-left = { $watching ->
    [yes] Du slutade titta på bordet.
   *[no] Du lämnade bordet.
}
online-missed-recap = { $since ->
    [move] Sedan ditt senaste drag.
   *[came] Sedan du kom till bordet.
}
online-missed-none = { $since ->
    [move] Inget har hänt sedan ditt senaste drag.
   *[came] Inget har hänt sedan du kom till bordet.
}

# Issue 32, bord som består: spela igen vid samma bord, värdens rättigheter går vidare, en åskådare
# tar en plats, värdens datorer mellan spelen.
online-over-host = Spelet är slut. Ctrl+N frågar alla om de vill spela igen vid det här bordet. Q avslutar.
online-again-sent = Du har frågat de andra om de vill spela igen.
online-again-asked = { $player } frågar alla om de vill spela igen vid det här bordet. { confirm-yes } eller Enter spelar igen, { confirm-no } eller Escape lämnar din plats.
online-again-asked-others = { $player } frågar spelarna om de vill spela igen.
online-again-host-only = Bara värden kan fråga om alla vill spela igen.
online-again-yes = Du spelar igen. Väntar på de andra.
online-seat-accepted = { $player } spelar igen.
online-seat-declined = { $player } spelar inte igen. Platsen är ledig.
online-seat-host = { $player } är nu värd.
online-host-you = Du är nu värd.
online-seat-sat = { $player } tar en plats.
online-seat-computer = { $player }, en dator, tar en plats, nivå { $level }.
online-seat-level = { $player }, nivå { $level }.
online-seat-dropped = { $player }, platsen är borttagen.
online-seat-opened = { $player }, platsen är ledig för en person.
online-seat-seated = { $player } tar plats { $number }, satt där av värden.
online-new-game = { $host ->
    [yes] Ett nytt spel vid det här bordet, med nya tärningar. Enter startar det, C ställer in datorerna.
   *[no] Ett nytt spel vid det här bordet, med nya tärningar. { $player } startar det.
}
online-closed-declined = Du har lämnat din plats vid det här bordet.
online-refused-not-over = Spelet är inte slut än.
online-refused-not-asked = Det finns ingen fråga att svara på.
online-refused-seated = Du har redan en plats.
online-refused-bad-seat = Den platsen kan inte ändras.
online-refused-bad-level = Servern känner inte till den nivån.
online-refused-bad-seats = Ett bord behåller minst två platser.
online-refused-no-spectator = Den åskådaren tittar inte längre.
online-seats-keys = Platser. Upp och Ned väljer, Vänster och Höger ändrar en dators nivå, A lägger till en dator, O gör en dators plats ledig för en person, S sätter en åskådare på platsen, Delete tar bort en dator eller en ledig plats, Escape går tillbaka.
online-seat-line = Plats { $number }, { $kind ->
    [computer] { $player }, dator, nivå { $level }
    [open] ledig
   *[person] { $player }
}.
online-seats-not-now = Platserna ändras bara före ett spel.
online-seats-not-computer = Här ändras bara en dator eller en ledig plats.
online-spectators-choose = Plats { $number }, välj en åskådare, Upp och Ned väljer, Enter sätter, Escape går tillbaka.
online-spectators-none = Ingen tittar på det här bordet.
online-spectators-cancelled = Ingen fick plats.
online-seats-done = Tillbaka vid bordet.
# The lobby: each computer's own level ($number as in its name, Computer 3).
online-field-computer-level = Dator { $number }, nivå { $level }.
online-link-copied = Länken är kopierad. Vänner som öppnar den spelar med i sin webbläsare.
online-link-no-clipboard = Inget urklippsprogram hittades här. Vänner kan gå med med koden { $code }.

online-field-rated = Ratat, { $rated ->
    [yes] ja, spelen räknas till ratingen, bara människor
   *[no] nej, för träning
}.
online-rating-own = Din rating här är { $rating }, plats { $rank } av { $ranked }, efter { $games ->
    [one] ett ratat spel
   *[other] { $games } ratade spel
}.
online-rating-none = Du har ingen rating på den här servern än. Spela vid ett ratat bord.
online-ratings-line = { $rank }. { $name }, { $rating }, { $games ->
    [one] ett spel
   *[other] { $games } spel
}.
online-ratings-none = Ingen har spelat ett ratat spel på den här servern än.

# Issue 40: en tangent som bordet inte tog emot (bordet hann gå vidare, eller anslutningen bröts):
# vilken tangent och varför, aldrig ett orsaks-id.
online-refused-stale = Bordet hann gå vidare innan din tangent kom fram. Tryck igen om du fortfarande vill.
online-not-taken = Togs inte emot, { $command ->
        [roll] ditt slag
        [hold] att hålla eller släppa tärning { $die }
        [set-held] tärningarna du höll
        [score] dina poäng { box-in }
       *[undo] ångringen
    }. { $why ->
        [stale] Bordet hann gå vidare innan din tangent kom fram.
       *[lost] Din tangent nådde inte bordet innan anslutningen bröts.
    } Tryck igen om du fortfarande vill.
# Your own score, taken, whose answer was lost with the connection (issue 40).
online-missed-yours = Dina poäng nådde bordet innan anslutningen bröts, { $points } { box-in }.
# A chat line on its way when the connection closed (issue 40): it may have been said.
online-chat-lost = Din chattrad kanske inte nådde bordet, { $text }. Skriv den igen om du fortfarande vill.
