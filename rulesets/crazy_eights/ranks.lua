-- The ranks: one card of each per suit. They match by suit (color) or by rank; ace to nine
-- are numbers, ten and the court cards symbols. Left in a hand: pips at face value, an ace
-- 1, tens and court cards 10 (eights: eights.lua).
card { name = "ace", label = "Ace", number = 1, points = 1, about = "matches its suit or an ace" }
for n = 2, 9 do
  if n ~= 8 then
    card { name = tostring(n), number = n, points = n, about = "matches its suit or a " .. n }
  end
end
for _, rank in ipairs { "10", "jack", "queen", "king" } do
  card { name = rank, label = rank:sub(1, 1):upper() .. rank:sub(2), points = 10,
         about = "matches its suit or another " .. rank }
end
