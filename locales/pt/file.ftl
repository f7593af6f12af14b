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
    [save] Não foi possível salvar a partida em { $file }. Se ela for interrompida, não poderá ser retomada.
    [transcript] Não foi possível gravar a transcrição em { $file }.
   *[record] Não foi possível gravar o registro da partida em { $file }.
} { $reason ->
    [denied] A pasta é somente leitura ou não é sua.
    [full] O disco está cheio.
    [blocked] Um arquivo ou uma pasta está no caminho.
    [no-reader] Nenhum programa está lendo o arquivo.
   *[other] O sistema recusou.
} O jogo continua.
file-write-works-again = { $kind ->
    [settings] As suas configurações voltaram a ser salvas em { $file }.
    [stats] As estatísticas voltaram a ser salvas em { $file }.
    [save] A partida voltou a ser salva em { $file }.
    [transcript] A transcrição voltou a ser gravada em { $file }.
   *[record] O registro da partida voltou a ser gravado em { $file }.
}
file-impossible-kept = Uma parte das suas estatísticas antigas em { $file } não pode ser verdadeira, mais partidas ou pontuações maiores do que é possível, ou regras que este jogo não conhece. Essa parte foi deixada de fora, e o arquivo foi guardado como { $aside }.
file-record-next = O registro desta partida é gravado em { $file }. O da partida anterior é mantido.
