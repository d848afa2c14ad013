-- What luno check reports as never run: a hook whose `when` key no card sets, its g:say,
-- and a g:tell behind a test that never holds. The after_play hook itself runs.
rule {
  name = "sleeper", about = "hooks and lines that never run",
  when = "awake", turn_start = function(g, seat) g:say("awake") end,
}
rule {
  name = "late", about = "a line that never speaks",
  after_play = function(g, seat, card) if g:hand(seat) == nil then g:tell(seat, "too late") end end,
}
