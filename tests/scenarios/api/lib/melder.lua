-- melder: g:melds, g:meld_fit and g:piles on a hand (tests/scenarios/api/melds.lua). Each
-- card says what it finds in its player's hand.
local function says(g, melds)
  g:say("%d ways", #melds)
  for _, m in ipairs(melds) do g:say("%s", m.label) end
end

card { name = "sets", label = "Sets", points = 20, copies = 1,
       on_play = function(g, me) says(g, g:melds(g:hand(me), { { "set", 2 }, { "set", 2 } })) end }
card { name = "runs", label = "Runs", points = 20, copies = 1,
       on_play = function(g, me) says(g, g:melds(g:hand(me), { { "run", 4 } }, "wild")) end }
card { name = "colors", label = "Colors", points = 20, copies = 1,
       on_play = function(g, me) says(g, g:melds(g:hand(me), { { "color", 3 }, { "set", 2 } }, { "wild" })) end }
card { name = "fits", label = "Fits", points = 20, copies = 1,
  on_play = function(g, me)
    local run = g:melds(g:hand(me), { { "run", 3 } }, "wild")[1][1].cards
    for i, c in ipairs(run) do g:to_zone(c, g:piles("row")[1]); run[i] = c end
    local cards = g:hand(me)
    cards[#cards + 1] = g:hand(g:next_seat(me), { number = 3 })[1] -- (a run's low end)
    for _, c in ipairs(cards) do
      g:say("%s: run %s, set %s", g:card_text(c), tostring(g:meld_fit(run, "run", c, "wild")),
            tostring(g:meld_fit(run, "set", c, "wild")))
    end
    g:say("row/1 holds %d, piles %s", #g:zone("row/1"), table.concat(g:piles("row"), " "))
  end }
card { name = "bad_groups", label = "Bad groups", points = 20, copies = 1,
       on_play = function(g, me) g:melds(g:hand(me), { { "pair", 2 } }) end }
card { name = "bad_pile", label = "Bad pile", points = 20, copies = 1,
       on_play = function(g) g:zone("row") end }
return rule { name = "melder", about = "finds melds", zones = { { name = "row", face_up = true, piles = 2 } } }
