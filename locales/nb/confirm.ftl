# Bokstavene for ja og nei i bekreftelser, som store bokstaver (spillet godtar begge).
# Meldinger nevner dem ved henvisning ({ confirm-yes }), så tasten som nevnes, er tasten som virker.
confirm-yes = J
confirm-no = N
