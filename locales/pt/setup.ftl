# A preparação falada antes de uma partida. Cada opção é anunciada.
setup-intro = Nova partida. Cima e baixo mudam uma opção, Enter aceita, Esc volta.
setup-language = Idioma, { $language }.
setup-players = Número de jogadores, { $count }.
setup-name = Nome do jogador { $number }, { $name }. Digite um nome e depois Enter.
setup-name-typed = { $name }
setup-name-empty = Vazio
setup-kind = Jogador { $number }, { $kind ->
    [computer] o computador
   *[human] uma pessoa
}.
setup-level = { $name } joga { $level ->
    [beginner] como iniciante
    [good] bem
    [master] como mestre
   *[expert] como especialista
}.
setup-ready = Tudo pronto, { $players }. { $rules }. Pressione Enter para começar.
setup-player = { $kind ->
    [computer] { $name }, computador
   *[human] { $name }
}
setup-default-name = { $kind ->
    [computer] Computador { $number }
   *[human] Jogador { $number }
}
# Nomes das línguas, cada um na sua própria língua.
setup-language-name = { $code ->
    [es] Español
    [fr] Français
    [de] Deutsch
    [it] Italiano
    [pt] Português
    [nl] Nederlands
    [pl] Polski
    [ru] Русский
    [sv] Svenska
    [da] Dansk
    [nb] Norsk bokmål
    [fi] Suomi
   *[en] English
}
setup-keys = Cima e baixo mudam a opção, Enter aceita, Esc volta, Q sai.
setup-no-known-names = Ainda não há nomes conhecidos, escreva o nome.
setup-name-needed = O jogador { $number } precisa de um nome. Digite um e depois Enter.
setup-computer-name = Só são oferecidos nomes de pessoas. Digite o nome do computador e depois Enter.
# Os conjuntos de regras (--rules), como a configuração os nomeia; $rules é um desses nomes.
setup-rules = Regras, { $rules }.
setup-rules-official = Yahtzee americano
setup-rules-free-joker = Yahtzee, coringa livre
setup-rules-yatzy = Yatzy
setup-rules-yatzy-forced = Yatzy, ordem obrigatória
