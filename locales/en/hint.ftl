# The advisor's hints and the coach.
hint-keep = { $count ->
    [0] Roll all five
   *[other] Keep { $dice } and roll
}
hint-score = Score { $points } in { $box }
# The best move only: pressing H again gives option 2, then 3 (hint-option), so the second option
# is never spoken twice. hint-best and hint-option read alike: the same frame, one decimal.
# $has_next, $next and $next_expected remain available to translators.
hint-best = { $action }, expected final score { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-option = Option { $rank }. { $action }, expected final score { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
hint-none = No hint now.
hint-before-roll = Roll first. Expected final score { NUMBER($expected, minimumFractionDigits: 1, maximumFractionDigits: 1) }.
