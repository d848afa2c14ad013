-- window_words: a 3 opens a window whose words are a number, not words (an error at the
-- script's line); a 4 opens one with words the surfaces show.
rule {
  name = "window_words", cards = { "3", "4" },
  after_play = function(g, seat, card)
    local words = g:number(card) == 3 and 5 or "take %s's prize"
    g:open_window { name = "prize", target = seat, words = words, run = function(g2, by) g2:say("seat %d takes it", by) end }
  end,
}
