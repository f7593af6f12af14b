"""The interface modes, one module each: a key table (data) and the actions it names."""
