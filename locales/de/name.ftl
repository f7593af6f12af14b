# Die Namen der Spieler, getippt bei der Vorbereitung.
name-too-long = Namen haben höchstens { $limit } Zeichen.
name-taken = { $name } spielt schon mit. Tippe einen anderen Namen.
