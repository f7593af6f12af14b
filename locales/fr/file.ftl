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
    [save] Impossible d'enregistrer la partie dans { $file }. Si elle est interrompue, elle ne pourra pas être reprise.
    [transcript] Impossible d'écrire la transcription dans { $file }.
   *[record] Impossible d'écrire l'enregistrement de la partie dans { $file }.
} { $reason ->
    [denied] Le dossier est en lecture seule ou ne vous appartient pas.
    [full] Le disque est plein.
    [blocked] Un fichier ou un dossier est dans le chemin.
    [no-reader] Aucun programme ne le lit.
   *[other] Le système a refusé.
} La partie continue.
file-write-works-again = { $kind ->
    [settings] Vos réglages sont de nouveau enregistrés dans { $file }.
    [stats] Les statistiques sont de nouveau enregistrées dans { $file }.
    [save] La partie est de nouveau enregistrée dans { $file }.
    [transcript] La transcription est de nouveau écrite dans { $file }.
   *[record] L'enregistrement de la partie est de nouveau écrit dans { $file }.
}
file-impossible-kept = Une partie de vos anciennes statistiques dans { $file } ne peut pas être vraie, plus de parties ou des scores plus élevés que possible, ou des règles que ce jeu ne connaît pas. Cette partie a été laissée de côté, et le fichier a été gardé sous le nom { $aside }.
file-record-next = L'enregistrement de cette partie est écrit dans { $file }. Celui de la partie précédente est conservé.
