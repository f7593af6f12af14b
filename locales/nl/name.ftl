# Namen van spelers, getypt bij de voorbereiding.
name-too-long = Namen hebben hoogstens { $limit } tekens.
name-taken = { $name } speelt al mee. Typ een andere naam.
