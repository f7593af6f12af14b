"""Talking Yahtzee: the Yahtzee dice game that blind players can play by ear."""

__version__ = "0.6.0"
