"""luno.stats: the interval luno reports rates with."""

import math

__all__ = ["wilson"]


def wilson(wins, n, z=1.96):
    """The 95% Wilson score interval of wins out of n, as fractions (the one `luno sim`
    prints: docs/SIMULATION.md)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)
