"""The table engine: one table (rules, seats, seeded dice, the log of commands) for every client."""
