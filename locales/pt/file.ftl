# Os arquivos do jogo: um arquivo danificado ao iniciar, uma gravação que falhou.
file-broken-kept = { $kind ->
    [settings] Não foi possível ler o seu arquivo de configurações. Ele foi guardado como { $aside }, e os valores padrão estão em uso.
   *[stats] Não foi possível ler o seu arquivo de estatísticas. Ele foi guardado como { $aside }, e novas estatísticas foram iniciadas.
}
file-broken-left = { $kind ->
    [settings] Não foi possível ler o seu arquivo de configurações, { $file }, nem colocá-lo de lado. Ele foi deixado como está, e os valores padrão estão em uso.
   *[stats] Não foi possível ler o seu arquivo de estatísticas, { $file }, nem colocá-lo de lado. Ele foi deixado como está, e novas estatísticas foram iniciadas.
}
file-write-failed = { $kind ->
    [settings] Não foi possível salvar as suas configurações em { $file }.
    [stats] Não foi possível salvar as estatísticas em { $file }.
   *[record] Não foi possível gravar o registro da partida em { $file }.
} { $reason ->
    [denied] A pasta é somente leitura ou não é sua.
    [full] O disco está cheio.
    [blocked] Um arquivo ou uma pasta está no caminho.
   *[other] O sistema recusou.
} O jogo continua.
