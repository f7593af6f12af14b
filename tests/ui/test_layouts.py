"""Every keyboard: holds typed as each layout really types them, yes and no in each language,
first-letter navigation, and the keys of one layout never being commands on another."""

from __future__ import annotations

import pytest
from american import CATEGORIES
from harness import play

from talking_yahtzee.core.game import Player, PlayerKind
from talking_yahtzee.messages.i18n import LANGUAGES, Localizer
from talking_yahtzee.ui.controller import MODES
from talking_yahtzee.ui.keys import Keymap
from talking_yahtzee.ui.layouts import LAYOUTS, number_keys
from talking_yahtzee.ui.modes.base import STOP_SPEECH
from talking_yahtzee.ui.modes.common import COMMON
from talking_yahtzee.ui.modes.confirm import answer_letters
from talking_yahtzee.ui.modes.game_over import GameOverMode
from talking_yahtzee.ui.modes.other_card import OtherCardMode
from talking_yahtzee.ui.modes.play import PlayMode
from talking_yahtzee.ui.modes.setup import SetupMode

ANN = [Player("Ann")]
NUMBER_ACTIONS = {
    "action_hold_position",
    "action_hold_value",
    "action_set_count",
    "action_type_value",
    "action_type_digit",
    "action_open_page",
}


def all_tables() -> list[Keymap]:
    return [
        *(cls.KEYS for cls in MODES),
        SetupMode.NAME_KEYS,
        PlayMode.COMPUTER_TURN,
        COMMON,
        STOP_SPEECH,
    ]


def test_the_layout_table_is_what_the_keyboards_type() -> None:
    by_code = {layout.code: layout for layout in LAYOUTS}
    assert by_code["fr"].plain[:6] == "&é\"'(-" and by_code["fr"].shifted[:6] == "123456"
    assert by_code["be"].plain[5] == "§" and by_code["de"].shifted[1] == '"'
    assert by_code["us"].shifted[:6] == "!@#$%^" and by_code["ru"].shifted[2] == "№"


def test_no_character_means_two_number_keys() -> None:
    seen: dict[str, int] = {}
    for digit in range(10):
        for char in number_keys(digit):
            assert seen.setdefault(char, digit) == digit, (char, digit, seen[char])


def test_no_hold_key_of_one_layout_is_an_action_key_of_another() -> None:
    holds = {char for digit in range(1, 9) for char in number_keys(digit)}
    for table in all_tables():
        for binding in table:
            if binding.action.__name__ not in NUMBER_ACTIONS:
                assert not holds & set(binding.keys), (binding, holds & set(binding.keys))


@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda layout: layout.code)
def test_each_layout_holds_and_releases_dice_from_its_number_row(layout) -> None:  # type: ignore[no-untyped-def]
    keys = [layout.types(n)[0] for n in range(1, 6)]
    run = play(["r", *keys, keys[2]], players=ANN, dice=[1, 2, 3, 4, 5])
    holds = [(m.args["position"], m.args["held"]) for m in run.messages("game-hold")]
    assert holds == [(1, "yes"), (2, "yes"), (3, "yes"), (4, "yes"), (5, "yes"), (3, "no")]
    assert "error-unknown-key" not in run.ids


@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda layout: layout.code)
def test_each_layout_holds_by_value_and_releases_without_shift(layout) -> None:  # type: ignore[no-untyped-def]
    six = layout.types(6)[0]
    run = play(["r", six, six, six], players=ANN, hold_mode="value", dice=[6, 2, 6, 4, 5])
    holds = [(m.args["position"], m.args["held"]) for m in run.messages("game-hold")]
    assert holds == [(1, "yes"), (3, "yes"), (1, "no"), (3, "no")]
    assert run.controller.game.turn.held == frozenset()
    assert run.controller.prefs.pace == 0.0  # AZERTY's 6 key (-) no longer slows the computer


def test_azerty_shifted_digits_and_the_keypad_hold_too() -> None:
    run = play(["r", "1", "2"], players=ANN, dice=[1, 2, 3, 4, 5])  # Shift+& on AZERTY, keypad 1
    assert run.controller.game.turn.held == {0, 1}


def test_shifted_us_symbols_are_not_holds() -> None:
    run = play(["r", "!", "@"], players=ANN, hold_mode="value", dice=[1, 2, 3, 4, 5])
    assert run.messages("game-hold") == []
    assert run.ids.count("error-unknown-key") == 2


def test_pace_is_on_letters() -> None:
    players = [Player("Ann"), Player("Robo", PlayerKind.COMPUTER, "good")]
    run = play(["p", "p", "f"], players=players, pace=1.0, dice=[6] * 5 + [1] * 5)
    assert [m.args["seconds"] for m in run.messages("app-pace")] == [1.25, 1.5, 1.25]


# -- yes and no follow the language

YES = {"en": "y", "es": "s", "it": "s", "pt": "s", "fr": "o", "de": "j", "nl": "j", "sv": "j"}
YES |= {"pl": "t", "ru": "д", "da": "j", "nb": "j", "fi": "k"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_quitting_is_confirmed_with_the_languages_yes(lang: str) -> None:
    assert answer_letters(Localizer(lang), "yes")[0] == YES[lang]
    other = "y" if lang != "en" else "s"
    run = play(["q", other, "q", YES[lang].upper()], players=ANN, lang=lang)
    assert run.ids.count("app-quit-confirm") == 2
    assert "app-quit-cancelled" in run.ids  # the English Y is not yes in another language
    assert run.ids[-1] == "app-goodbye" and run.ids[-2] == "app-quit-confirm"
    assert YES[lang].upper() in run.texts[run.ids.index("app-quit-confirm")]


def test_the_spanish_message_names_the_key_that_works() -> None:
    run = play(["q", "s"], players=ANN, lang="es")
    assert "Pulsa S o Intro para salir" in " ".join(run.texts)


@pytest.mark.parametrize("key", ["д", "l", "enter"])
def test_russian_yes_in_either_input_mode(key: str) -> None:
    run = play(["q", key], players=ANN, lang="ru")
    assert run.ids[-2:] == ["app-quit-confirm", "app-goodbye"]


@pytest.mark.parametrize("key", ["н", "y", "escape", "n"])
def test_russian_no_escape_or_another_key_keeps_playing(key: str) -> None:
    run = play(["q", key, "r"], players=ANN, lang="ru")
    assert "app-quit-cancelled" in run.ids and "game-rolled" in run.ids


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_confirmation_key_collides_with_a_review_key(lang: str) -> None:
    localizer = Localizer(lang)
    no = set(answer_letters(localizer, "no"))
    game_over = {
        key
        for b in GameOverMode.KEYS
        if b.action is not GameOverMode.action_leave
        for key in b.keys
    }
    assert not no & game_over
    # quitting has no other keys: the yes letters are free there by construction
    assert set(answer_letters(localizer, "yes")).isdisjoint({"enter"})


def test_game_over_in_spanish_ctrl_n_plays_again_and_n_leaves() -> None:
    whole = []
    for turn in range(13):
        whole += ["r", "home", *["down"] * turn, "enter", *(["enter"] if turn < 12 else [])]
    run = play([*whole, "s", "c-n", "q", "s"], players=ANN, lang="es")
    assert "review-standings" in run.ids[run.ids.index("game-play-again") :]  # S: standings
    assert "game-new" in run.ids and run.ids[-1] == "app-goodbye"


# -- first-letter navigation


def focus_names(run) -> list[str]:  # type: ignore[no-untyped-def]
    return [m.args["box"].id for m in run.controller.said if m.id.startswith("box-focus")]


def test_shift_letter_cycles_through_boxes_by_their_english_initial() -> None:
    run = play(["r", "F", "F", "F", "F", "F", "c", "Z"], players=ANN, dice=[1, 2, 3, 4, 5])
    assert focus_names(run) == [
        "box-fours",
        "box-fives",
        "box-four-of-a-kind",
        "box-full-house",
        "box-fours",
    ]
    assert "review-card" in run.ids  # a plain letter is still a command
    assert run.messages("choice-none")[0].args == {"letter": "Z"}


def test_first_letter_follows_the_language() -> None:
    run = play(["G", "C", "C", "C"], players=[Player("Jean")], lang="fr")
    assert focus_names(run) == [
        "box-large-straight",
        "box-chance",
        "box-fives",
        "box-four-of-a-kind",
    ]


def test_first_letter_in_russian_and_cyrillic_commands() -> None:
    run = play(["к", "Ш", "Ч"], players=[Player("Аня")], lang="ru", dice=[1, 2, 3, 4, 5])
    assert "game-rolled" in run.ids  # к is the R key
    names = focus_names(run)
    assert len(names) == 2 and run.controller.handler(PlayMode).focus_area == "boxes"


def test_setup_lists_jump_by_first_letter() -> None:
    run = play(["p", "p", "\u0440", "e", "e"], players=None)  # Cyrillic er
    langs = [m.args["language"].args["code"] for m in run.messages("setup-language")]
    assert langs[-5:] == ["pt", "pl", "ru", "en", "es"]


def test_setup_kind_and_level_by_first_letter() -> None:
    run = play(["enter", "enter", "2", "enter", "c"], players=None)
    assert run.controller.handler(SetupMode).state.kinds[0] == "computer"


# -- the controller's fixes


def test_page_up_from_the_dice_goes_to_the_first_box() -> None:
    run = play(["r", "1", "pageup", "1", "pagedown"], players=ANN, dice=[1, 2, 3, 4, 5])
    assert focus_names(run) == ["box-ones", "box-chance"]


def test_box_messages_carry_the_category() -> None:
    run = play(["r", "end", "up", "enter"], players=ANN, dice=[1, 1, 1, 1, 2])
    (zero,) = run.messages("box-confirm-zero")
    assert zero.args["category"] == "yahtzee"


def test_the_coach_speaks_before_the_next_turn_and_rounds_the_cost() -> None:
    run = play(["r", "home", "enter"], players=ANN, coach=True, dice=[6, 6, 6, 6, 1])
    ids = run.ids
    cost = ids.index("coach-cost")
    assert ids.index("game-turn-end") < cost < len(ids) - 1 - ids[::-1].index("game-turn-start")
    value = run.messages("coach-cost")[0].args["cost"]
    assert value == round(value, 1) and value > 0


def test_other_cards_jump_to_a_player_by_initial() -> None:
    players = [Player("Ann"), Player("Bob"), Player("Beth")]
    dice = [6] * 5 + [1] * 5 + [2] * 5 + [1] * 10  # Ann starts: she is the listener
    once = play(["o", "B"], players=players, dice=dice).controller.handler(OtherCardMode).player
    twice = (
        play(["o", "B", "B"], players=players, dice=dice).controller.handler(OtherCardMode).player
    )
    assert {once, twice} == {1, 2}  # Bob and Beth in turn
    ann = play(["o", "A"], players=players, dice=dice)
    assert "choice-none" in ann.ids  # never the listener's own card


def test_shift_letter_after_a_zero_question_moves_through_the_card() -> None:
    run = play(["r", "end", "up", "enter", "F"], players=ANN, dice=[1, 1, 1, 1, 2])
    assert focus_names(run)[-1] == "box-fours"
    assert run.controller.game.card.is_filled(CATEGORIES[11]) is False


def test_setup_letters_outside_a_list_give_the_setup_hint() -> None:
    run = play(["enter", "enter", "z"], players=None)
    assert "setup-keys" in run.ids and "choice-none" not in run.ids
