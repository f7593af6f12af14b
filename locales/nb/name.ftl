# Spillernavn som skrives i oppsettet.
name-too-long = Navn har høyst { $limit } tegn.
name-taken = { $name } er allerede med. Skriv et annet navn.
