-- Hostile: a card that asks whether its effect runs in a coroutine, to play differently in
-- `sim` (bots answer where asked: a plain call) and `sim --check` (a coroutine). It must see
-- the same both ways: not yieldable, the main thread.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    error(string.format("yieldable %s, main %s", tostring(coroutine.isyieldable()),
                        tostring(select(2, coroutine.running()))))
  end }
