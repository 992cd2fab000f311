// The ceremony's page script (filled in by the next change).
