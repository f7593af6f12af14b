"""The browser client's files: its script and its style, served by ``ui.web_page``."""
