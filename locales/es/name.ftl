# Los nombres de los jugadores escritos al preparar la partida.
name-too-long = Los nombres tienen como máximo { $limit } caracteres.
name-taken = { $name } ya está jugando. Escribe otro nombre.
