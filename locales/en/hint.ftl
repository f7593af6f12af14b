# The advisor's hints and the coach.
hint-keep = { $count ->
    [0] Roll all five
   *[other] Keep { $dice } and roll
}
hint-score = Score { $points } in { $box }
hint-best = { $action }: expected { NUMBER($expected, maximumFractionDigits: 1) }.{ $has_next ->
    [yes] {" "}{ $next }: { NUMBER($next_expected, maximumFractionDigits: 1) }.
   *[no] {""}
}
hint-option = Option { $rank }: { $action }, expected { NUMBER($expected, maximumFractionDigits: 1) }.
hint-none = No hint now.
hint-before-roll = Roll first. Expected final score { NUMBER($expected, maximumFractionDigits: 1) }.
