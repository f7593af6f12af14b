# Skärmläsare: hur spelet läses med dem.
reader-plain-mode = Skärmläsare hittad, en enkel rad per meddelande. För hela spelplanen, starta spelet med alternativet helskärm.
