# Online spelen: de lobby, de tafel, de chat, een verbroken verbinding.
# $player is een naam (nooit verbogen). $code zijn de cijfers van een tafel, in groepen.
online-welcome = Sprekende Yahtzee online.
online-lobby = Online lobby. Omhoog en Omlaag kiezen, Links en Rechts wijzigen, Enter voert uit.
online-lobby-keys = In de lobby, Omhoog en Omlaag kiezen, Links en Rechts wijzigen, Enter voert uit, Q stopt.
online-table-keys = { $role ->
    [host] Aan je tafel, voor het spel. Enter start het, C regelt de plaatsen, J verwijdert een speler, N sluit de tafel, T zegt de code en wie er is, E opent de chat, Escape gaat terug naar de lobby.
    [spectator] Toeschouwer, voor het spel. S neemt een vrije plaats, T zegt de code en wie er is, E opent de chat, Escape gaat terug naar de lobby.
   *[player] Wachten tot de gastheer het spel start. T zegt de code en wie er is, E opent de chat, Escape gaat terug naar de lobby.
}
online-field-seats = Plaatsen aan tafel, { $count }.
online-field-computers = Computerspelers, { $count }.
online-field-rules = Regels, { $rules }.
online-field-spectators = Toeschouwers, { $allowed ->
    [yes] toegestaan
   *[no] niet toegestaan
}.
online-field-away = De computer speelt een lege plaats, { $minutes ->
    [0] nooit
    [one] na één minuut
   *[other] na { $minutes } minuten
}.
online-field-turn = Tijd per beurt, { $minutes ->
    [0] onbeperkt
    [one] één minuut
   *[other] { $minutes } minuten
}.
online-field-create = De tafel maken.
online-field-join = Aan een tafel gaan zitten met haar code.
online-field-watch = Naar een tafel kijken met haar code.
online-code-ask = Typ de negen cijfers van de tafel en dan Enter. Escape gaat terug.
online-digit = { $digit }
online-code-typed = Getypt, { $digits }.
online-code-empty = Niets getypt.
online-code-long = De code heeft al negen cijfers. Enter gaat naar de tafel, Backspace wist.
online-code-short = Een code heeft negen cijfers. Getypt, { $count }.
online-busy = Wachten op de server.
online-creating = De tafel wordt gemaakt.
online-joining = Naar tafel { $code }.
online-cannot-connect = De server is niet bereikbaar. { $reason ->
    [certificate] Zijn certificaat wordt niet vertrouwd. Geef het certificaat dat het ondertekende op met de optie cafile.
    [tls] De beveiligde verbinding is mislukt.
    [refused] Op dat adres antwoordt niets.
    [unknown-host] Die host bestaat niet.
    [timeout] Geen antwoord op tijd.
    [address] Het adres is ongeldig.
    [not-a-server] Dat is geen Talking Yahtzee-server.
   *[other] Het netwerk faalde.
}
online-created = { $open ->
    [0] Tafel gemaakt. De code, { $code }. Alle plaatsen zijn bezet, dus Enter start het spel nu.
   *[other] Tafel gemaakt. De code, { $code }. Geef die aan je vrienden. Enter start het spel als iedereen er is.
}
online-seated = Je zit aan tafel { $code }. De gastheer start het spel.
online-seated-by-host = De gastheer gaf je plaats { $number } aan tafel { $code }. De gastheer start het spel.
online-watching = Je kijkt naar tafel { $code }.
online-code = Code van de tafel, { $code }.
online-not-seated = Je zit nog niet aan een tafel.
online-name = { $player }
online-who = Aan tafel, { $players }. { $open ->
    [0] Geen plaats is vrij.
    [one] Eén plaats is vrij.
   *[other] { $open } plaatsen zijn vrij.
}
online-everyone-here = Iedereen is er. Enter start het spel.
online-seat-joined = { $player } komt aan tafel.
online-seat-away = { $player }, verbinding verbroken.
online-seat-stand-in = { $player }, de computer speelt voorlopig.
online-seat-back = { $player }, weer aan tafel.
online-seat-removed = { $player } zit niet meer aan tafel.
online-seat-left = { $player } verlaat de tafel.
online-seat-watching = { $player } kijkt mee.
online-seat-timed-out = { $player }, de tijd is om, de computer maakt deze beurt af.
online-chat = Chat, { $player }, { $text }
online-chat-open = Chat, typ een regel, Enter verstuurt, Escape annuleert.
online-chat-cancelled = Chat geannuleerd.
online-chat-offline = De chat is voor online tafels.
online-mute-none = Nog niemand heeft gechat.
online-muted = { $player }, chat gedempt.
online-unmuted = { $player }, chat weer hoorbaar.
online-not-your-turn = Je bent niet aan de beurt. Nu speelt, { $player }.
online-not-connected = Geen verbinding. Er is niets verstuurd. Opnieuw verbinden.
online-connection-lost = Verbinding verbroken, opnieuw verbinden.
online-back = Weer aan tafel.
online-missed = Terwijl je weg was.
online-missed-scored = { $player }, { $points } { box-in }.
online-missed-for-you = Voor je gespeeld, { $points } { box-in }.
online-missed-summary = { $player }, { $count } { $count ->
        [one] beurt
       *[other] beurten
    }, { $points } { $points ->
        [one] punt
       *[other] punten
    } in totaal.
online-missed-summary-you = Voor jou gespeeld, { $count } { $count ->
        [one] beurt
       *[other] beurten
    }, { $points } { $points ->
        [one] punt
       *[other] punten
    } in totaal.
online-missed-rolled = Er is voor je gegooid.
online-gave-up = De verbinding met de tafel kon niet worden hersteld.
online-closed-ended = De gastheer heeft de tafel gesloten.
online-closed-removed = De gastheer heeft je van de tafel gehaald.
online-over = Het spel is voorbij. De gastheer kan iedereen vragen nog een keer te spelen. Q stopt.
online-refused = De server heeft dat niet geaccepteerd.
online-refused-server-error = De server kon dat niet opslaan. Probeer het zo opnieuw.
online-refused-rate-limited = Te snel. Wacht even en probeer het dan opnieuw.
online-refused-unknown-table = Geen tafel heeft die code.
online-refused-full = Die tafel is vol.
online-refused-started = Het spel aan die tafel is al begonnen.
online-refused-no-spectators = Die tafel laat geen toeschouwers toe.
online-refused-name-taken = Iemand aan die tafel heeft jouw naam. Kies een andere met de naamoptie.
online-refused-bad-name = De server neemt die naam niet aan.
online-refused-seats-open = Nog niet iedereen zit.
online-refused-not-host = Alleen de gastheer start het spel.
online-refused-too-many-attempts = Te veel verkeerde codes. Probeer het later.
online-refused-too-many-tables = Je hebt te veel tafels gemaakt. Probeer het later.
online-refused-server-full = De server is vol. Probeer het later.
online-refused-chat-rate = Chat, één regel per twee seconden.
online-refused-computer-plays = De computer speelt voorlopig jouw plaats.
online-refused-spectator = Je kijkt mee. Zetten zijn voor de spelers.
online-refused-closed = De tafel is gesloten.
online-refused-replaced = Je plaats is vanaf een ander apparaat teruggenomen.
online-host-only = Alleen de gastheer kan dat.
online-end-confirm = De tafel voor iedereen sluiten? { confirm-yes } of Enter sluit hem. Elke andere toets speelt verder.
online-end-cancelled = De tafel gaat door.
online-remove-choose = Een speler verwijderen, Omhoog en Omlaag kiezen, Enter verwijdert, Escape annuleert.
online-remove-none = Er zit verder niemand aan tafel.
online-remove-cancelled = Niemand is verwijderd.

# Issue 32: what a player hears of others' turns, the turn timer, the chat line.
online-turn = Nu aan de beurt, { $player }.
online-clock-warning = Nog { $seconds } seconden.
online-clock-left = { $mine ->
    [yes] Nog { $seconds } seconden voor jouw beurt.
   *[no] Nog { $seconds } seconden voor deze beurt.
}
online-chat-char = { $char }
online-chat-space = spatie
online-chat-erased = { $char } gewist.
online-chat-empty = Lege regel.
online-chat-start = Begin van de regel.
online-chat-end = Einde van de regel.
online-chat-full = De regel is vol, { $limit } tekens.
online-chat-typed = { $text }
online-chat-history-none = Nog geen chat.
online-chat-history-place = { $place } van { $count }.
online-spectators-watching = { $count } toeschouwers kwamen erbij.
online-spectators-left = { $count } toeschouwers gingen weg.

## A player's key keeps the seat (issue 32)

online-returned = Je zit weer op je plaats aan tafel { $code }.
online-quit-seat = De tafel verlaten? Een computer speelt je plaats tot je terugkomt met hetzelfde commando. Druk op { confirm-yes } of Enter om te gaan, of op een andere toets om door te spelen.
# The same question in the browser, where no command was typed.
online-quit-seat-web = De tafel verlaten? Een computer speelt je plaats tot je de link van de tafel weer opent in deze browser. Druk op { confirm-yes } of Enter om te gaan, of op een andere toets om door te spelen.

## The public tables, in the lobby and for --tables (issue 32)

online-table-line = Tafel { $code }, { $rules }, { $players }. { $started ->
    [yes] Het spel is bezig.
   *[no] { $free ->
        [0] Geen plaats is vrij.
        [one] Eén plaats is vrij.
       *[other] { $free } plaatsen zijn vrij.
    }
} { $spectators ->
    [yes] Toeschouwers welkom.
   *[no] Geen toeschouwers.
}
# Issue 42: a seat of yours in a game under way, named in the lobby; a game begun offered to watch.
online-table-yours = Tafel { $code }, { $rules }, { $players }. Jouw plaats, ronde { $round }. Enter neemt hem terug.
online-watch-offer = Het spel aan die tafel is al begonnen. Meekijken? Druk op { confirm-yes } of Enter om mee te kijken, of op een andere toets om in de lobby te blijven.
online-watch-declined = Je blijft in de lobby.
online-tables-none = Nu geen openbare tafels.
online-field-public = Zichtbaar in de lobby, { $public ->
    [yes] ja, iedereen mag meedoen
   *[no] nee, alleen met de code
}.
online-lobby-people = { $tables ->
    [0] Geen openbare tafels.
    [one] Eén openbare tafel.
   *[other] { $tables } openbare tafels.
} { $count ->
    [0] Er is verder niemand in de lobby.
   *[other] In de lobby, { $people }.
}

## Who comes into the lobby and who leaves, one line per burst; the lobby's connection (issue 40)
online-lobby-came = { $count ->
    [one] { $people } komt de lobby binnen.
   *[other] { $people } komen de lobby binnen.
}
online-lobby-left = { $count ->
    [one] { $people } verlaat de lobby.
   *[other] { $people } verlaten de lobby.
}
online-lobby-others = { $count ->
    [one] nog iemand
   *[other] nog { $count } anderen
}
online-lobby-back = Weer in de lobby.
online-lobby-chat-later = Geen verbinding. Je regel wordt verstuurd zodra de verbinding terug is.

## Back to the lobby from a table, and what you missed (issue 32)

online-leave-seat = Terug naar de lobby? Een computer speelt je plaats tot je terugkomt aan deze tafel. Druk op { confirm-yes } of Enter om te gaan, of op een andere toets om door te spelen.
online-left = { $watching ->
    [yes] Je kijkt niet meer mee aan de tafel.
   *[no] Je hebt de tafel verlaten.
}
online-missed-recap = { $since ->
    [move] Sinds je laatste zet.
   *[came] Sinds je aan tafel kwam.
}
online-missed-none = { $since ->
    [move] Er is niets gebeurd sinds je laatste zet.
   *[came] Er is niets gebeurd sinds je aan tafel kwam.
}

# Issue 32, tafels die blijven: nog een keer aan dezelfde tafel, de rechten van de gastheer gaan
# over, een toeschouwer neemt plaats, de computers van de gastheer tussen de spellen.
online-over-host = Het spel is voorbij. Ctrl+N vraagt iedereen nog een keer aan deze tafel te spelen. Q stopt.
online-again-sent = Je hebt de anderen gevraagd nog een keer te spelen.
online-again-asked = { $player } vraagt iedereen nog een keer aan deze tafel te spelen. { confirm-yes } of Enter speelt nog een keer, { confirm-no } of Escape geeft je plaats op.
online-again-asked-others = { $player } vraagt de spelers nog een keer te spelen.
online-again-host-only = Alleen de gastheer kan vragen nog een keer te spelen.
online-again-yes = Je speelt nog een keer. Wachten op de anderen.
online-seat-accepted = { $player } speelt nog een keer.
online-seat-declined = { $player } speelt niet nog een keer. De plaats is vrij.
online-seat-host = { $player } is nu de gastheer.
online-host-you = Jij bent nu de gastheer.
online-seat-sat = { $player } neemt plaats.
online-seat-computer = { $player }, een computer, neemt plaats, niveau { $level }.
online-seat-level = { $player }, niveau { $level }.
online-seat-dropped = { $player }, de plaats is weggehaald.
online-seat-opened = { $player }, de plaats is vrij voor een mens.
online-seat-seated = { $player } neemt plaats { $number }, gekozen door de gastheer.
online-new-game = { $host ->
    [yes] Een nieuw spel aan deze tafel, met nieuwe stenen. Enter start het, C stelt de computers in.
   *[no] Een nieuw spel aan deze tafel, met nieuwe stenen. { $player } start het.
}
online-closed-declined = Je hebt je plaats aan deze tafel opgegeven.
online-refused-not-over = Het spel is nog niet voorbij.
online-refused-not-asked = Er is geen vraag om te beantwoorden.
online-refused-seated = Je hebt al een plaats.
online-refused-bad-seat = Die plaats kan niet veranderen.
online-refused-bad-level = De server kent dat niveau niet.
online-refused-bad-seats = Een tafel houdt minstens twee plaatsen.
online-refused-no-spectator = Die toeschouwer kijkt niet meer.
online-seats-keys = Plaatsen. Omhoog en Omlaag kiezen, Links en Rechts veranderen het niveau van een computer, A voegt een computer toe, O maakt de plaats van een computer vrij voor een mens, S zet er een toeschouwer neer, Delete haalt een computer of een vrije plaats weg, Escape gaat terug.
online-seat-line = Plaats { $number }, { $kind ->
    [computer] { $player }, computer, niveau { $level }
    [open] vrij
   *[person] { $player }
}.
online-seats-not-now = De plaatsen veranderen alleen voor een spel.
online-seats-not-computer = Hier veranderen alleen een computer of een vrije plaats.
online-spectators-choose = Plaats { $number }, kies een toeschouwer, Omhoog en Omlaag kiezen, Enter zet neer, Escape gaat terug.
online-spectators-none = Niemand kijkt naar deze tafel.
online-spectators-cancelled = Niemand neergezet.
online-seats-done = Terug aan tafel.
# The lobby: each computer's own level ($number as in its name, Computer 3).
online-field-computer-level = Computer { $number }, niveau { $level }.
online-link-copied = Link gekopieerd. Vrienden die hem openen, spelen mee in hun browser.
online-link-no-clipboard = Hier is geen klembordprogramma gevonden. Vrienden kunnen meedoen met de code { $code }.

online-field-rated = Met rating, { $rated ->
    [yes] ja, de spellen tellen mee voor de ratings, alleen mensen
   *[no] nee, om te oefenen
}.
online-rating-own = Je rating hier is { $rating }, plaats { $rank } van { $ranked }, na { $games ->
    [one] één spel met rating
   *[other] { $games } spellen met rating
}.
online-rating-none = Je hebt nog geen rating op deze server. Speel aan een tafel met rating.
online-ratings-line = { $rank }. { $name }, { $rating }, { $games ->
    [one] één spel
   *[other] { $games } spellen
}.
online-ratings-none = Op deze server heeft nog niemand een spel met rating gespeeld.

# Issue 40: een toets die de tafel niet aannam (de tafel was al verder, of de verbinding viel weg):
# welke toets en waarom, nooit een reden-id.
online-refused-stale = De tafel was al verder voordat je toets aankwam. Druk nog eens als je het nog wilt.
online-not-taken = Niet aangenomen, { $command ->
        [roll] je worp
        [hold] steen { $die } vasthouden of loslaten
        [set-held] de stenen die je vasthield
        [score] je score { box-in }
       *[undo] het ongedaan maken
    }. { $why ->
        [stale] De tafel was al verder voordat je toets aankwam.
       *[lost] Je toets bereikte de tafel niet voordat de verbinding wegviel.
    } Druk nog eens als je het nog wilt.
# Your own score, taken, whose answer was lost with the connection (issue 40).
online-missed-yours = Je score bereikte de tafel voordat de verbinding wegviel, { $points } { box-in }.
# A chat line on its way when the connection closed (issue 40): it may have been said.
online-chat-lost = Je chatregel heeft de tafel misschien niet bereikt, { $text }. Typ hem opnieuw als je dat nog wilt.
