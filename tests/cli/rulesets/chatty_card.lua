-- chatty_card: prints on every play, with a terminal escape in the text. print must reach
-- standard error (escaped), never standard output, where `luno sim --json` writes.
card {
  name = "chatty", label = "Chatty", points = 20, copies = 2,
  on_play = function(g, me) print("chatty played by", me, "\27[2J") end,
}
