# Les fichiers du jeu : un fichier abîmé au démarrage, une écriture qui a échoué.
file-broken-kept = { $kind ->
    [settings] Impossible de lire votre fichier de réglages. Il a été gardé sous le nom { $aside }, et les réglages par défaut sont utilisés.
   *[stats] Impossible de lire votre fichier de statistiques. Il a été gardé sous le nom { $aside }, et de nouvelles statistiques commencent.
}
file-broken-left = { $kind ->
    [settings] Impossible de lire votre fichier de réglages, { $file }, ou de le mettre de côté. Il est laissé tel quel, et les réglages par défaut sont utilisés.
   *[stats] Impossible de lire votre fichier de statistiques, { $file }, ou de le mettre de côté. Il est laissé tel quel, et de nouvelles statistiques commencent.
}
file-write-failed = { $kind ->
    [settings] Impossible d'enregistrer vos réglages dans { $file }.
    [stats] Impossible d'enregistrer les statistiques dans { $file }.
   *[record] Impossible d'écrire l'enregistrement de la partie dans { $file }.
} { $reason ->
    [denied] Le dossier est en lecture seule ou ne vous appartient pas.
    [full] Le disque est plein.
    [blocked] Un fichier ou un dossier est dans le chemin.
   *[other] Le système a refusé.
} La partie continue.
