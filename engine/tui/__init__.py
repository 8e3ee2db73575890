"""Textual pieces both apps share."""
