# De namen van de spelers, getypt bij de voorbereiding.
name-too-long = Namen hebben hoogstens { $limit } { $limit ->
    [one] teken
   *[other] tekens
}.
name-taken = { $name } speelt al mee. Typ een andere naam.
