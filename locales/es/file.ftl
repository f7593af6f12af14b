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
   *[record] No se pudo guardar el registro de la partida en { $file }.
} { $reason ->
    [denied] La carpeta es de solo lectura o no es tuya.
    [full] El disco está lleno.
    [blocked] Hay un archivo o una carpeta en medio.
   *[other] El sistema lo rechazó.
} La partida continúa.
