# The letters that answer yes and no in confirmations, in upper case (the game accepts either case).
# Messages name them by reference ({ confirm-yes }), so the key a message names is the key that works.
confirm-yes = S
confirm-no = N
