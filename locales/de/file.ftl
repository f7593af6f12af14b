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
    [save] Das Spiel konnte nicht in { $file } gespeichert werden. Nach einer Unterbrechung kann es nicht fortgesetzt werden.
    [transcript] Das Transkript konnte nicht in { $file } geschrieben werden.
   *[record] Das Spielprotokoll konnte nicht in { $file } geschrieben werden.
} { $reason ->
    [denied] Der Ordner ist schreibgeschützt oder gehört dir nicht.
    [full] Der Datenträger ist voll.
    [blocked] Eine Datei oder ein Ordner ist im Weg.
    [no-reader] Kein Programm liest es.
   *[other] Das System hat abgelehnt.
} Das Spiel geht weiter.
file-write-works-again = { $kind ->
    [settings] Deine Einstellungen werden wieder in { $file } gespeichert.
    [stats] Die Statistik wird wieder in { $file } gespeichert.
    [save] Das Spiel wird wieder in { $file } gespeichert.
    [transcript] Das Transkript wird wieder in { $file } geschrieben.
   *[record] Das Spielprotokoll wird wieder in { $file } geschrieben.
}
file-impossible-kept = Ein Teil deiner alten Statistik in { $file } kann nicht stimmen, mehr Spiele oder höhere Ergebnisse, als möglich sind, oder Regeln, die dieses Spiel nicht kennt. Dieser Teil wurde weggelassen, und die Datei wurde als { $aside } aufbewahrt.
file-record-next = Das Spielprotokoll dieser Partie wird in { $file } geschrieben. Das der vorigen Partie bleibt erhalten.
