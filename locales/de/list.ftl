# Listen: wie diese Sprache Elemente verbindet („a und b“, „a, b und c“).
# Der Code verbindet beliebig viele Elemente mit diesen vier Mustern.
list-two = { $a } und { $b }
list-start = { $a }, { $b }
list-middle = { $a }, { $b }
list-end = { $a } und { $b }
# Der Name eines Spielers in einer Liste.
list-name = { $name }
# Eine schnelle Reihe von Augenzahlen („3, 5, 6, 6, 6“): ohne „und“.
list-short-two = { $a }, { $b }
list-short-start = { $a }, { $b }
list-short-middle = { $a }, { $b }
list-short-end = { $a }, { $b }
