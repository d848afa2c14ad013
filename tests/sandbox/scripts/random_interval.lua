-- Mistake: math.random with an interval that is empty, then (caught) one of floats and one
-- too wide for the game's generator: each a located one-line error.
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me)
    local ok, why = pcall(math.random, 1.5)
    if ok or not why:find("math.random: bad interval", 1, true) then error("a float drew: " .. tostring(why)) end
    ok, why = pcall(math.random, 0, math.maxinteger)
    if ok or not why:find("math.random: interval too large", 1, true) then error("a wide interval drew: " .. tostring(why)) end
    if math.random(3, 3) ~= 3 or math.type(math.random(5)) ~= "integer" or math.random() >= 1 then
      error("math.random drew outside its interval")
    end
    math.random(5, 1)
  end }
