-- The API: g:insert puts a card on top of the draw pile or at its bottom; with the option
-- reshuffle=false an emptied draw pile stays empty (draws end short); g:tell speaks to one
-- seat; g:discard_pile_size() counts the pile; choose_color{ colors = {...} } offers only
-- those colors.
return {
  rules = "official,deckhand", path = "lib", players = 3, set = { reshuffle = false },
  hands = {
    [0] = { "green 1", "green 2" },
    [1] = { "red deckhand", "yellow 4" },
    [2] = { "blue 4", "blue 5" },
  },
  top = "red 7",
  draw = { "green 5", "green 6", "green 7" },
  script = {
    { seat = 1, play = "red deckhand", expect = {
        said = { "top ok", "bottom ok", "empty stays empty", "a secret for you",
                 "discard pile 2" },
        pending = { seat = 1, kind = "color" } } },
    { seat = 1, choose = "green", refused = "not one of the options" },
    { seat = 1, choose = "blue" },
  },
  expect = { color = "blue", current = 2 },
}
