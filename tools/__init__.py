"""Developers' tools, not shipped to players: the table build, simulations, moments, key docs."""
