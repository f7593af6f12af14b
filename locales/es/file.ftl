# Los archivos del juego: un archivo dañado al empezar, una escritura que falló.
file-broken-kept = { $kind ->
    [settings] No se pudo leer tu archivo de configuración. Se guardó como { $aside } y se usan los valores predeterminados.
   *[stats] No se pudo leer tu archivo de estadísticas. Se guardó como { $aside } y se empezaron estadísticas nuevas.
}
file-broken-left = { $kind ->
    [settings] No se pudo leer tu archivo de configuración, { $file }, ni apartarlo. Se dejó tal como está y se usan los valores predeterminados.
   *[stats] No se pudo leer tu archivo de estadísticas, { $file }, ni apartarlo. Se dejó tal como está y se empezaron estadísticas nuevas.
}
file-write-failed = { $kind ->
    [settings] No se pudo guardar tu configuración en { $file }.
    [stats] No se pudieron guardar las estadísticas en { $file }.
    [save] No se pudo guardar la partida en { $file }. Si se interrumpe, no se podrá reanudar.
    [transcript] No se pudo escribir la transcripción en { $file }.
   *[record] No se pudo guardar el registro de la partida en { $file }.
} { $reason ->
    [denied] La carpeta es de solo lectura o no es tuya.
    [full] El disco está lleno.
    [blocked] Hay un archivo o una carpeta en medio.
    [no-reader] Ningún programa lo está leyendo.
   *[other] El sistema lo rechazó.
} La partida continúa.
file-write-works-again = { $kind ->
    [settings] Tu configuración vuelve a guardarse en { $file }.
    [stats] Las estadísticas vuelven a guardarse en { $file }.
    [save] La partida vuelve a guardarse en { $file }.
    [transcript] La transcripción vuelve a escribirse en { $file }.
   *[record] El registro de la partida vuelve a escribirse en { $file }.
}
file-impossible-kept = Una parte de tus estadísticas antiguas en { $file } no puede ser cierta, más partidas o puntuaciones más altas de las que se pueden jugar, o reglas que este juego no conoce. Esa parte se omitió y el archivo se guardó como { $aside }.
file-record-next = El registro de esta partida se guarda en { $file }. El de la partida anterior se conserva.
