"""The terminal interface: the controller and its prompt_toolkit screens."""
