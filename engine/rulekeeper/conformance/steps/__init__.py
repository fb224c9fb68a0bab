"""What every game's step library shares: the engine link of a run, and (as games need them) the steps whose
words are the same in every game."""
