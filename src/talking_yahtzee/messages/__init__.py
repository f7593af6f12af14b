"""Messages: what the game says, as Fluent message ids with arguments, never sentences in code."""
