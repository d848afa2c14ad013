-- bad_effect: a card declaring an effect there is none of (luno check must say where).
card {
  name = "teleport", label = "Teleport", points = 20,
  effect = "teleport",
}
