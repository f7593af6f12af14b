# Os nomes dos jogadores digitados na preparação.
name-too-long = Os nomes têm no máximo { $limit } caracteres.
name-taken = { $name } já está jogando. Digite outro nome.
