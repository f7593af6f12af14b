# Bogstaverne for ja og nej i bekræftelser, som store bogstaver (spillet tager begge).
# Beskeder nævner dem ved henvisning ({ confirm-yes }), så den tast, der nævnes, er den, der virker.
confirm-yes = J
confirm-no = N
