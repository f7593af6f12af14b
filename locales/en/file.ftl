# Files the game keeps: a broken file found at the start, a write that failed.
file-broken-kept = { $kind ->
    [settings] Your settings file could not be read. It was kept as { $aside }, and the defaults are used.
   *[stats] Your statistics file could not be read. It was kept as { $aside }, and new statistics were started.
}
file-broken-left = { $kind ->
    [settings] Your settings file { $file } could not be read, nor moved aside. It was left as it is, and the defaults are used.
   *[stats] Your statistics file { $file } could not be read, nor moved aside. It was left as it is, and new statistics were started.
}
file-write-failed = { $kind ->
    [settings] Your settings could not be saved in { $file }.
    [stats] The statistics could not be saved in { $file }.
    [save] The game could not be saved to { $file }. If it is interrupted, it cannot be resumed.
    [transcript] The transcript could not be written to { $file }.
   *[record] The game record could not be written to { $file }.
} { $reason ->
    [denied] The folder is read-only or not yours.
    [full] The disk is full.
    [blocked] A file or folder is in the way.
    [no-reader] No program is reading it.
   *[other] The system refused.
} The game goes on.
file-write-works-again = { $kind ->
    [settings] Your settings are saved again in { $file }.
    [stats] The statistics are saved again in { $file }.
    [save] The game is saved again in { $file }.
    [transcript] The transcript is written again to { $file }.
   *[record] The game record is written again to { $file }.
}
file-impossible-kept = Part of your old statistics in { $file } cannot be true, more games or higher scores than can be played, or rules this game does not know. That part was left out, and the file was kept as { $aside }.
file-record-next = This game's record is written to { $file }. The last game's record is kept.
