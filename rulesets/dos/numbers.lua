-- Number cards: 1, 3, 4 and 5 three times in each color, 6 to 10 twice. Twos are all
-- Wild DOS (wilds.lua). A number scores its value.
for _, n in ipairs({ 1, 3, 4, 5, 6, 7, 8, 9, 10 }) do
  card { name = tostring(n), number = n, points = n, copies = n <= 5 and 3 or 2,
         about = "matches a center row card of its number, or half a pair that adds up to one" }
end
