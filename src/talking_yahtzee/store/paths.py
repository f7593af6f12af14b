"""The game's folders: where data (saves, statistics, the log) and settings live."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final

import platformdirs

APP_NAME: Final = "talking-yahtzee"
DATA_DIR_ENV: Final = "TALKING_YAHTZEE_DATA_DIR"
CONFIG_DIR_ENV: Final = "TALKING_YAHTZEE_CONFIG_DIR"


def data_dir() -> Path:
    """The data folder: ``$TALKING_YAHTZEE_DATA_DIR`` or the platform's data folder."""
    override = os.environ.get(DATA_DIR_ENV)
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME))


def config_dir() -> Path:
    """The settings folder: ``$TALKING_YAHTZEE_CONFIG_DIR`` or the platform's config folder."""
    override = os.environ.get(CONFIG_DIR_ENV)
    return Path(override) if override else Path(platformdirs.user_config_dir(APP_NAME))
