"""Online play: the protocol, the authoritative server, the room store and a headless client."""
