-- g:open_window's words must be words: a number is a located error, and the game is as it
-- was; words that are words open the window.
return {
  rules = "official,window_words", path = "lib", players = 2, top = "red 9",
  hands = {
    [0] = { "blue 3", "blue 4", "green 3", "green 4" },
    [1] = { "blue 4", "blue 5", "blue 9", "green 8" },
  },
  script = {
    { seat = 1, play = "blue 9" },
    { seat = 0, play = "blue 3", error = "window_words.lua:7: open_window: words should be words, not number" },
    { seat = 0, play = "blue 4" },
    { seat = 1, react = "prize", expect = { said = { "seat 1 takes it" } } },
  },
}
