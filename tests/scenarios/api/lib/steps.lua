-- steps: a card that asks g:next_seat for steps far outside any table (math.maxinteger,
-- 2^31 - 1, math.mininteger) and says the seats it got, plus the deprecated names
-- (next_player, choose_player) still answering, and a prompt given as a plain string.
card {
  name = "steps", label = "Steps", points = 20, copies = 1,
  on_play = function(g, me)
    g:say(("steps: %d %d %d %d"):format(g:next_seat(me, math.maxinteger), g:next_seat(me, 2 ^ 31 - 1 | 0),
      g:next_seat(me, math.mininteger), g:next_player(me, 3)))
    local who = g:choose_player(me, { others = true, prompt = "Who?" })
    g:say("picked " .. who .. (g:ask_yes_no(me, "Sure?") and " surely" or " unsure"))
  end,
}
