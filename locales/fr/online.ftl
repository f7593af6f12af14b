# Le jeu en ligne : le salon, la table, la discussion, une connexion perdue.
# $player est un nom (jamais décliné). $code est le code d'une table, chiffres groupés.
online-welcome = Yahtzee parlant en ligne.
online-lobby = Salon en ligne. Haut et Bas choisissent, Gauche et Droite changent, Entrée agit.
online-lobby-keys = Au salon, Haut et Bas choisissent, Gauche et Droite changent, Entrée agit, Q quitte.
online-table-keys = { $role ->
    [host] À votre table, avant la partie. Entrée la lance, C règle les places, J retire un joueur, N ferme la table, T dit le code et qui est là, E ouvre la discussion, Échap revient au salon.
    [spectator] Spectateur, avant la partie. S prend une place libre, T dit le code et qui est là, E ouvre la discussion, Échap revient au salon.
   *[player] En attente du lancement par l’hôte. T dit le code et qui est là, E ouvre la discussion, Échap revient au salon.
}
online-field-seats = Places à la table, { $count }.
online-field-computers = Joueurs ordinateur, { $count }.
online-field-rules = Règles, { $rules }.
online-field-spectators = Spectateurs, { $allowed ->
    [yes] admis
   *[no] refusés
}.
online-field-away = L'ordinateur joue une place vide, { $minutes ->
    [0] jamais
    [one] après une minute
   *[other] après { $minutes } minutes
}.
online-field-turn = Temps par tour, { $minutes ->
    [0] sans limite
    [one] une minute
   *[other] { $minutes } minutes
}.
online-field-create = Créer la table.
online-field-join = Rejoindre une table par son code.
online-field-watch = Regarder une table par son code.
online-code-ask = Tapez les neuf chiffres de la table, puis Entrée. Échap revient en arrière.
online-digit = { $digit }
online-code-typed = Tapé, { $digits }.
online-code-empty = Rien de tapé.
online-code-long = Le code a déjà neuf chiffres. Entrée rejoint, Retour arrière efface.
online-code-short = Un code a neuf chiffres. Tapés, { $count }.
online-busy = En attente du serveur.
online-creating = Création de la table.
online-joining = Connexion à la table { $code }.
online-cannot-connect = Impossible de joindre le serveur. { $reason ->
    [certificate] Son certificat n'est pas reconnu. Indiquez le certificat qui l'a signé avec l'option cafile.
    [tls] La connexion sécurisée a échoué.
    [refused] Rien ne répond à cette adresse.
    [unknown-host] Cet hôte n'existe pas.
    [timeout] Pas de réponse à temps.
    [address] L'adresse n'est pas valide.
    [not-a-server] Ce n'est pas un serveur Talking Yahtzee.
   *[other] Le réseau a échoué.
}
online-created = { $open ->
    [0] Table créée. Son code, { $code }. Toutes les places sont prises, Entrée lance la partie maintenant.
   *[other] Table créée. Son code, { $code }. Donnez-le à vos amis. Entrée lance la partie quand tout le monde est là.
}
online-seated = Vous êtes à la table { $code }. L'hôte lance la partie.
online-seated-by-host = L'hôte vous a donné la place { $number } à la table { $code }. L'hôte lance la partie.
online-watching = Vous regardez la table { $code }.
online-code = Code de la table, { $code }.
online-not-seated = Vous n'êtes encore à aucune table.
online-name = { $player }
online-who = À la table, { $players }. { $open ->
    [0] Aucune place n'est libre.
    [one] Une place est libre.
   *[other] { $open } places sont libres.
}
online-everyone-here = Tout le monde est là. Entrée lance la partie.
online-seat-joined = { $player } rejoint la table.
online-seat-away = { $player }, connexion perdue.
online-seat-stand-in = { $player }, l'ordinateur joue pour l'instant.
online-seat-back = { $player }, de retour à la table.
online-seat-removed = { $player } n'est plus à la table.
online-seat-left = { $player } quitte la table.
online-seat-watching = { $player } regarde.
online-seat-timed-out = { $player }, temps écoulé, l'ordinateur finit ce tour.
online-chat = Discussion, { $player }, { $text }
online-chat-open = Discussion, tapez une ligne, Entrée l'envoie, Échap annule.
online-chat-cancelled = Discussion annulée.
online-chat-offline = La discussion est pour les tables en ligne.
online-mute-none = Personne n'a encore écrit.
online-muted = { $player }, discussion coupée.
online-unmuted = { $player }, discussion rétablie.
online-not-your-turn = Ce n'est pas votre tour. Joue maintenant, { $player }.
online-not-connected = Pas de connexion. Rien n'a été envoyé. Reconnexion.
online-connection-lost = Connexion perdue, reconnexion.
online-back = De retour à la table.
online-missed = Pendant votre absence.
online-missed-scored = { $player }, { $points } { box-in }.
online-missed-for-you = Joué pour vous, { $points } { box-in }.
online-missed-summary = { $player }, { $count } { $count ->
        [one] tour
       *[other] tours
    }, { $points } { $points ->
        [one] point
       *[other] points
    } en tout.
online-missed-summary-you = Joué pour vous, { $count } { $count ->
        [one] tour
       *[other] tours
    }, { $points } { $points ->
        [one] point
       *[other] points
    } en tout.
online-missed-rolled = Les dés ont été lancés pour vous.
online-gave-up = La connexion à la table n'a pas pu être rétablie.
online-closed-ended = L'hôte a fermé la table.
online-closed-removed = L'hôte vous a retiré de la table.
online-over = La partie est finie. L'hôte peut proposer à tous de rejouer. Q quitte.
online-refused = Le serveur ne l'a pas accepté.
online-refused-server-error = Le serveur n'a pas pu l'enregistrer. Réessayez dans un instant.
online-refused-rate-limited = Trop rapide. Attendez un instant, puis réessayez.
online-refused-unknown-table = Aucune table n'a ce code.
online-refused-full = Cette table est complète.
online-refused-started = La partie de cette table a déjà commencé.
online-refused-no-spectators = Cette table n'admet pas de spectateurs.
online-refused-name-taken = Quelqu'un à cette table porte votre nom. Choisissez-en un autre avec l’option de nom.
online-refused-bad-name = Le serveur n'accepte pas ce nom.
online-refused-seats-open = Tout le monde ne s'est pas encore assis.
online-refused-not-host = Seul l'hôte lance la partie.
online-refused-too-many-attempts = Trop de codes erronés. Réessayez plus tard.
online-refused-too-many-tables = Vous avez créé trop de tables. Réessayez plus tard.
online-refused-server-full = Le serveur est plein. Réessayez plus tard.
online-refused-chat-rate = Discussion, une ligne toutes les deux secondes.
online-refused-computer-plays = L'ordinateur joue votre place pour l'instant.
online-refused-spectator = Vous regardez. Les coups sont pour les joueurs.
online-refused-closed = La table est fermée.
online-refused-replaced = Votre place a été reprise depuis un autre appareil.
online-host-only = Seul l'hôte peut le faire.
online-end-confirm = Fermer la table pour tout le monde ? { confirm-yes } ou Entrée la ferme. Toute autre touche continue la partie.
online-end-cancelled = La table continue.
online-remove-choose = Retirer un joueur, Haut et Bas choisissent, Entrée retire, Échap annule.
online-remove-none = Personne d'autre n'est à la table.
online-remove-cancelled = Personne n'a été retiré.

# Issue 32: what a player hears of others' turns, the turn timer, the chat line.
online-turn = Au tour de { $player }.
online-clock-warning = Plus que { $seconds } secondes.
online-clock-left = { $mine ->
    [yes] Plus que { $seconds } secondes pour votre tour.
   *[no] Plus que { $seconds } secondes pour ce tour.
}
online-chat-char = { $char }
online-chat-space = espace
online-chat-erased = { $char } effacé.
online-chat-empty = Ligne vide.
online-chat-start = Début de ligne.
online-chat-end = Fin de ligne.
online-chat-full = La ligne est pleine, { $limit } caractères.
online-chat-typed = { $text }
online-chat-history-none = Pas encore de discussion.
online-chat-history-place = { $place } sur { $count }.
online-spectators-watching = { $count } spectateurs sont arrivés.
online-spectators-left = { $count } spectateurs sont partis.

## A player's key keeps the seat (issue 32)

online-returned = Vous avez retrouvé votre place à la table { $code }.
online-quit-seat = Quitter la table ? Un ordinateur joue votre place jusqu’à votre retour avec la même commande. Appuyez sur { confirm-yes } ou Entrée pour partir, sur une autre touche pour continuer.
# The same question in the browser, where no command was typed.
online-quit-seat-web = Quitter la table ? Un ordinateur joue votre place jusqu’à ce que vous rouvriez le lien de la table dans ce navigateur. Appuyez sur { confirm-yes } ou Entrée pour partir, sur une autre touche pour continuer.

## The public tables, in the lobby and for --tables (issue 32)

online-table-line = Table { $code }, { $rules }, { $players }. { $started ->
    [yes] Partie en cours.
   *[no] { $free ->
        [0] Aucune place n'est libre.
        [one] Une place est libre.
       *[other] { $free } places sont libres.
    }
} { $spectators ->
    [yes] Spectateurs bienvenus.
   *[no] Pas de spectateurs.
}
# Issue 42: a seat of yours in a game under way, named in the lobby; a game begun offered to watch.
online-table-yours = Table { $code }, { $rules }, { $players }. Votre place, manche { $round }. Entrée la reprend.
online-watch-offer = La partie de cette table a déjà commencé. La regarder ? Appuyez sur { confirm-yes } ou Entrée pour regarder, sur une autre touche pour rester au salon.
online-watch-declined = Vous restez au salon.
online-tables-none = Aucune table publique pour l’instant.
online-field-public = Affichée dans le salon, { $public ->
    [yes] oui, tout le monde peut venir
   *[no] non, par son code seulement
}.
online-lobby-people = { $tables ->
    [0] Aucune table publique.
    [one] Une table publique.
   *[other] { $tables } tables publiques.
} { $count ->
    [0] Personne d’autre dans le salon.
   *[other] Dans le salon, { $people }.
}

## Who comes into the lobby and who leaves, one line per burst; the lobby's connection (issue 40)
online-lobby-came = { $count ->
    [one] { $people } arrive dans le salon.
   *[other] { $people } arrivent dans le salon.
}
online-lobby-left = { $count ->
    [one] { $people } quitte le salon.
   *[other] { $people } quittent le salon.
}
online-lobby-others = { $count ->
    [one] une autre personne
   *[other] { $count } autres personnes
}
online-lobby-back = De retour dans le salon.
online-lobby-chat-later = Pas de connexion. Votre ligne sera envoyée au retour de la connexion.

## Back to the lobby from a table, and what you missed (issue 32)

online-leave-seat = Retourner au salon ? Un ordinateur joue votre place jusqu’à votre retour à cette table. Appuyez sur { confirm-yes } ou Entrée pour partir, sur une autre touche pour continuer.
online-left = { $watching ->
    [yes] Vous ne regardez plus la table.
   *[no] Vous avez quitté la table.
}
online-missed-recap = { $since ->
    [move] Depuis votre dernier coup.
   *[came] Depuis votre arrivée à la table.
}
online-missed-none = { $since ->
    [move] Rien ne s’est passé depuis votre dernier coup.
   *[came] Rien ne s’est passé depuis votre arrivée à la table.
}

# Issue 32, des tables qui durent : rejouer à la même table, les droits de l'hôte transmis, un
# spectateur qui s'assoit, les ordinateurs de l'hôte entre deux parties.
online-over-host = La partie est finie. Ctrl+N propose à tous de rejouer à cette table. Q quitte.
online-again-sent = Vous avez proposé aux autres de rejouer.
online-again-asked = { $player } propose à tous de rejouer à cette table. { confirm-yes } ou Entrée pour rejouer, { confirm-no } ou Échap pour laisser votre place.
online-again-asked-others = { $player } propose aux joueurs de rejouer.
online-again-host-only = Seul l'hôte peut proposer de rejouer.
online-again-yes = Vous rejouez. En attente des autres.
online-seat-accepted = { $player } rejoue.
online-seat-declined = { $player } ne rejoue pas. La place est libre.
online-seat-host = { $player } est maintenant l'hôte.
online-host-you = Vous êtes maintenant l'hôte.
online-seat-sat = { $player } prend une place.
online-seat-computer = { $player }, un ordinateur, prend une place, niveau { $level }.
online-seat-level = { $player }, niveau { $level }.
online-seat-dropped = { $player }, la place est retirée.
online-seat-opened = { $player }, la place est libre pour une personne.
online-seat-seated = { $player } prend la place { $number }, au choix de l'hôte.
online-new-game = { $host ->
    [yes] Une nouvelle partie à cette table, avec de nouveaux dés. Entrée la lance, C règle les ordinateurs.
   *[no] Une nouvelle partie à cette table, avec de nouveaux dés. { $player } la lance.
}
online-closed-declined = Vous avez laissé votre place à cette table.
online-refused-not-over = La partie n'est pas encore finie.
online-refused-not-asked = Il n'y a pas de question à laquelle répondre.
online-refused-seated = Vous avez déjà une place.
online-refused-bad-seat = Cette place ne peut pas être changée.
online-refused-bad-level = Le serveur ne connaît pas ce niveau.
online-refused-bad-seats = Une table garde au moins deux places.
online-refused-no-spectator = Cette personne ne regarde plus la table.
online-seats-keys = Places. Haut et Bas choisissent, Gauche et Droite changent le niveau d'un ordinateur, A ajoute un ordinateur, O libère la place d'un ordinateur pour une personne, S y installe un spectateur, Suppr retire un ordinateur ou une place libre, Échap revient.
online-seat-line = Place { $number }, { $kind ->
    [computer] { $player }, ordinateur, niveau { $level }
    [open] libre
   *[person] { $player }
}.
online-seats-not-now = Les places ne changent qu'avant une partie.
online-seats-not-computer = Seuls un ordinateur ou une place libre changent ici.
online-spectators-choose = Place { $number }, choisissez un spectateur, Haut et Bas choisissent, Entrée installe, Échap revient.
online-spectators-none = Personne ne regarde cette table.
online-spectators-cancelled = Personne n'a été installé.
online-seats-done = De retour à la table.
# The lobby: each computer's own level ($number as in its name, Computer 3).
online-field-computer-level = Ordinateur { $number }, niveau { $level }.
online-link-copied = Lien copié. Vos amis rejoignent la table en l’ouvrant dans leur navigateur.
online-link-no-clipboard = Aucun programme de presse-papiers trouvé ici. Vos amis peuvent rejoindre la table avec le code { $code }.

online-field-rated = Classée, { $rated ->
    [yes] oui, les parties comptent pour le classement, personnes seulement
   *[no] non, pour s'entraîner
}.
online-rating-own = Votre classement ici est de { $rating }, rang { $rank } sur { $ranked }, après { $games ->
    [one] une partie classée
   *[other] { $games } parties classées
}.
online-rating-none = Vous n'avez pas encore de classement sur ce serveur. Jouez à une table classée.
online-ratings-line = { $rank }. { $name }, { $rating }, { $games ->
    [one] une partie
   *[other] { $games } parties
}.
online-ratings-none = Personne n'a encore joué de partie classée sur ce serveur.

# Issue 40 : une touche que la table n'a pas prise (la table a avancé avant son arrivée, ou la
# connexion a été perdue) : quelle touche et pourquoi, jamais un identifiant de motif.
online-refused-stale = La table a avancé avant que votre touche n'arrive. Appuyez de nouveau si vous le voulez toujours.
online-not-taken = Non pris en compte, { $command ->
        [roll] votre lancer
        [hold] garder ou relâcher le dé { $die }
        [set-held] les dés que vous gardiez
        [score] votre score { box-in }
       *[undo] l'annulation
    }. { $why ->
        [stale] La table a avancé avant que votre touche n'arrive.
       *[lost] Votre touche n'a pas atteint la table avant la perte de la connexion.
    } Appuyez de nouveau si vous le voulez toujours.
# Your own score, taken, whose answer was lost with the connection (issue 40).
online-missed-yours = Votre score a atteint la table avant la perte de la connexion, { $points } { box-in }.
# A chat line on its way when the connection closed (issue 40): it may have been said.
online-chat-lost = Votre ligne de discussion n'a peut-être pas atteint la table, { $text }. Tapez-la de nouveau si vous le voulez toujours.
