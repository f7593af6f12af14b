# Die Dateien des Spiels: eine beschädigte Datei beim Start, ein Schreibfehler.
file-broken-kept = { $kind ->
    [settings] Deine Einstellungsdatei konnte nicht gelesen werden. Sie wurde als { $aside } aufbewahrt, und die Standardwerte gelten.
   *[stats] Deine Statistikdatei konnte nicht gelesen werden. Sie wurde als { $aside } aufbewahrt, und eine neue Statistik wurde begonnen.
}
file-broken-left = { $kind ->
    [settings] Deine Einstellungsdatei { $file } konnte weder gelesen noch beiseitegelegt werden. Sie bleibt, wie sie ist, und die Standardwerte gelten.
   *[stats] Deine Statistikdatei { $file } konnte weder gelesen noch beiseitegelegt werden. Sie bleibt, wie sie ist, und eine neue Statistik wurde begonnen.
}
file-write-failed = { $kind ->
    [settings] Deine Einstellungen konnten nicht in { $file } gespeichert werden.
    [stats] Die Statistik konnte nicht in { $file } gespeichert werden.
   *[record] Das Spielprotokoll konnte nicht in { $file } geschrieben werden.
} { $reason ->
    [denied] Der Ordner ist schreibgeschützt oder gehört dir nicht.
    [full] Der Datenträger ist voll.
    [blocked] Eine Datei oder ein Ordner ist im Weg.
   *[other] Das System hat abgelehnt.
} Das Spiel geht weiter.
