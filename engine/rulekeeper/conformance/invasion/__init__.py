"""The Invasion step library: the judge's words of Warhammer: Invasion, spoken to any engine over the protocol."""
