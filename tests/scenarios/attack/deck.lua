-- UNO Attack!, the deck: 112 cards (no 0s, no Draw Twos, no Wild Draw Fours; one Reverse
-- and two Discard Alls a color): two hands of one card and the top leave 109 to draw.
return {
  rules = "attack", players = 2, hand_size = 1,
  hands = { [0] = { "green 1" }, [1] = { "red 3" } },
  top = "red 7",
  script = { { seat = 1, play = "red 3", expect = { draw_pile = 109 } } },
}
