"""The terminal: prompt_toolkit layouts and key bindings around the controller.

Two layouts. The full screen shows the turn, the dice and the card as plain ASCII lines with the
real cursor on the focused die or box, so screen readers and braille displays follow it; the most
important words come first on each line; nothing moves unless something happened. The plain layout
(``--plain``) draws nothing: the transcript prints each announcement once as a line (``lines``),
for screen readers that read new terminal text.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from prompt_toolkit.application import Application
from prompt_toolkit.data_structures import Point
from prompt_toolkit.formatted_text import StyleAndTextTuples
from prompt_toolkit.input import Input
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.keys import Keys
from prompt_toolkit.layout import HSplit, Layout, Window
from prompt_toolkit.layout.controls import FormattedTextControl
from prompt_toolkit.output import DummyOutput, Output

from talking_yahtzee.core.rules import DICE_COUNT
from talking_yahtzee.messages.announcer import box
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.ui.controller import Controller
from talking_yahtzee.ui.host import Mode

# prompt_toolkit key -> the controller's key name. Only the terminal's spellings of one key are
# merged here (Ctrl+J is Enter, Ctrl+H Backspace); what a key does is in the tables of ui.keys.
SPECIAL_KEYS: dict[str, str] = {
    "up": "up",
    "down": "down",
    "left": "left",
    "right": "right",
    "home": "home",
    "end": "end",
    "pageup": "pageup",
    "pagedown": "pagedown",
    "enter": "enter",
    "c-j": "enter",
    "escape": "escape",
    "backspace": "backspace",
    "c-h": "backspace",
    "f1": "f1",
    "f2": "f2",
    "tab": "tab",
    "s-tab": "s-tab",
    "c-c": "c-c",
    "c-z": "c-z",
    "c-n": "c-n",
}
MESSAGE_LINES = 6
OTHER_KEYS = re.compile(r"f\d+|insert|delete|[sc]-(?:up|down|left|right|home|end)|c-[a-z]")
"""Named keys no table binds (F3 to F24, Insert, Delete, Shift or Ctrl with an arrow, Ctrl with a
letter): they go to the controller by name, so they answer "Unknown key" as any other does."""


class ScreenView:
    """The text of the full screen, line by line, and where the cursor goes."""

    def __init__(self, controller: Controller, *, show_messages: Callable[[], bool]) -> None:
        self.controller = controller
        self.show_messages = show_messages
        self.cursor = Point(0, 0)

    def fmt(self, message: Msg) -> str:
        return self.controller.localizer.format(message)

    def lines(self) -> list[str]:
        """Build the screen and remember the cursor's line."""
        c = self.controller
        game = c.game
        lines: list[str] = []
        cursor_line = 0
        if game is None or c.mode in (Mode.SETUP, Mode.LOBBY):  # a table left: not its game
            lines.append(self.fmt(Msg("screen-title")))
            lines.append(c.history.last or "")
            cursor_line = 1
            if c.table.code is not None:  # online, seated: the code stays in sight
                lines.append(self.fmt(Msg("online-code", code=c.table.code)))
        else:
            player = game.players[game.current]
            card = game.card
            totals = card.totals()
            lines.append(
                self.fmt(
                    Msg(
                        "screen-status",
                        player=player.name,
                        round=game.round,
                        rounds=game.rules.rounds,
                        rolls_left=game.turn.rolls_left,
                        total=totals.grand_total,
                        over="yes" if game.is_over else "no",
                    )
                )
            )
            dice_line = len(lines)
            dice_parts: list[str] = []
            die_columns: list[int] = []
            label = self.fmt(Msg("screen-dice")) + " "
            column = len(label)
            for position in range(DICE_COUNT):
                if game.turn.dice is None:
                    text = "-"
                else:
                    text = self.fmt(
                        Msg(
                            "screen-die",
                            value=game.turn.dice[position],
                            held="yes" if position in game.turn.held else "no",
                        )
                    )
                die_columns.append(column)
                dice_parts.append(text)
                column += len(text) + 2
            lines.append(label + "  ".join(dice_parts))
            if c.mode is Mode.DICE_ENTRY:
                lines.append(self.fmt(Msg("screen-typed", typed=" ".join(c.typed_dice) or "-")))
            else:
                lines.append("")
            first_box_line = len(lines)
            options = {o.category: o for o in game.options()}
            for category in game.rules.categories:
                points = card[category]
                if points is not None:
                    message = Msg("screen-box-filled", box=box(category), points=points)
                elif category in options:
                    message = Msg(
                        "screen-box-option", box=box(category), points=options[category].points
                    )
                elif game.turn.dice is not None:
                    message = Msg("screen-box-forbidden", box=box(category))
                else:
                    message = Msg("screen-box-open", box=box(category))
                lines.append(self.fmt(message))
            lines.append(
                self.fmt(
                    Msg(
                        "screen-totals",
                        upper=totals.upper_subtotal,
                        target=game.rules.upper_bonus_threshold,
                        bonus=totals.upper_bonus,
                        lower=totals.lower_total,
                        yahtzee_bonus=totals.yahtzee_bonus,
                        total=totals.grand_total,
                    )
                )
            )
            if c.mode is Mode.SOUND_TEST:  # the sound's name under the cursor
                lines.append(self.fmt(Msg(c.sound_under_test.message_id)))
                cursor_line = len(lines) - 1
            elif c.focus_area == "dice":
                cursor_line = dice_line
                self.cursor = Point(die_columns[c.focus], dice_line)
            else:
                cursor_line = first_box_line + c.focus
        if self.show_messages():
            lines.append("")
            lines.extend(list(c.history.lines)[-MESSAGE_LINES:])
        if c.game is None or c.mode in (Mode.SETUP, Mode.SOUND_TEST) or c.focus_area != "dice":
            self.cursor = Point(0, cursor_line)
        return lines

    def formatted(self) -> StyleAndTextTuples:
        return [("", "\n".join(self.lines()))]


def key_bindings(controller: Controller) -> KeyBindings:
    bindings = KeyBindings()
    for key, name in SPECIAL_KEYS.items():

        def handler(event: KeyPressEvent, name: str = name) -> None:
            controller.key(name)

        bindings.add(key)(handler)

    @bindings.add(Keys.Any)
    def any_key(event: KeyPressEvent) -> None:
        data = event.data
        if data == "\r" or data == "\n":
            controller.key("enter")
        elif data and data.isprintable():
            controller.key(data)
        else:
            key = event.key_sequence[0].key
            name = key.value if isinstance(key, Keys) else ""
            if OTHER_KEYS.fullmatch(name):
                controller.key(name)

    return bindings


def full_screen_application(
    controller: Controller,
    *,
    input: Input | None,
    output: Output | None,
    show_messages: Callable[[], bool],
) -> Application[int]:
    view = ScreenView(controller, show_messages=show_messages)
    control = FormattedTextControl(
        view.formatted,
        focusable=True,
        show_cursor=True,
        get_cursor_position=lambda: view.cursor,
    )
    layout = Layout(HSplit([Window(control, wrap_lines=True, always_hide_cursor=False)]))
    application: Application[int] = Application(
        layout=layout,
        key_bindings=key_bindings(controller),
        full_screen=True,
        mouse_support=False,
        input=input,
        output=output,
    )
    application.ttimeoutlen = 0.05
    return application


def plain_application(
    controller: Controller, *, input: Input | None, output: Output | None
) -> Application[int]:
    """Keys only: prompt_toolkit draws nothing; the transcript's echo prints each line once.

    A redrawn prompt, cursor moves or a blank line would be read aloud by a screen reader that
    reads the terminal, so the application renders to a dummy output (``output`` is unused).
    """
    control = FormattedTextControl(lambda: [], focusable=True, show_cursor=False)
    application: Application[int] = Application(
        layout=Layout(HSplit([Window(control, height=1, dont_extend_height=True)])),
        key_bindings=key_bindings(controller),
        full_screen=False,
        mouse_support=False,
        input=input,
        output=DummyOutput(),
    )
    application.ttimeoutlen = 0.05
    return application
