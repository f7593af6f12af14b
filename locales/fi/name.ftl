# Asetuksissa kirjoitetut pelaajien nimet.
name-too-long = Nimessä voi olla enintään { $limit } merkkiä.
name-taken = { $name } on jo mukana. Kirjoita toinen nimi.
