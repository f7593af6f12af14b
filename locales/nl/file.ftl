# De bestanden van het spel: een beschadigd bestand bij de start, een schrijffout.
file-broken-kept = { $kind ->
    [settings] Je instellingenbestand kon niet worden gelezen. Het is bewaard als { $aside }, en de standaardwaarden worden gebruikt.
   *[stats] Je statistiekenbestand kon niet worden gelezen. Het is bewaard als { $aside }, en er zijn nieuwe statistieken begonnen.
}
file-broken-left = { $kind ->
    [settings] Je instellingenbestand { $file } kon niet worden gelezen en ook niet opzij worden gezet. Het is gelaten zoals het is, en de standaardwaarden worden gebruikt.
   *[stats] Je statistiekenbestand { $file } kon niet worden gelezen en ook niet opzij worden gezet. Het is gelaten zoals het is, en er zijn nieuwe statistieken begonnen.
}
file-write-failed = { $kind ->
    [settings] Je instellingen konden niet in { $file } worden opgeslagen.
    [stats] De statistieken konden niet in { $file } worden opgeslagen.
    [save] Het spel kon niet in { $file } worden opgeslagen. Als het wordt onderbroken, kan het niet worden hervat.
    [transcript] Het transcript kon niet naar { $file } worden geschreven.
   *[record] Het spelverslag kon niet naar { $file } worden geschreven.
} { $reason ->
    [denied] De map is alleen-lezen of niet van jou.
    [full] De schijf is vol.
    [blocked] Er staat een bestand of map in de weg.
    [no-reader] Geen enkel programma leest het.
   *[other] Het systeem weigerde.
} Het spel gaat door.
file-write-works-again = { $kind ->
    [settings] Je instellingen worden weer in { $file } opgeslagen.
    [stats] De statistieken worden weer in { $file } opgeslagen.
    [save] Het spel wordt weer in { $file } opgeslagen.
    [transcript] Het transcript wordt weer naar { $file } geschreven.
   *[record] Het spelverslag wordt weer naar { $file } geschreven.
}
file-impossible-kept = Een deel van je oude statistieken in { $file } kan niet kloppen, meer spellen of hogere scores dan mogelijk is, of regels die dit spel niet kent. Dat deel is weggelaten, en het bestand is bewaard als { $aside }.
file-record-next = Het verslag van dit spel wordt naar { $file } geschreven. Dat van het vorige spel blijft bewaard.
