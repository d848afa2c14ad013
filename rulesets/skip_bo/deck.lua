-- The deck: twelve of each number, colored as printed (1-4 blue, 5-8 green, 9-12 red), and
-- 18 Skip-Bo cards, wild: each stands for the number its building pile needs.
local COLOR = { "blue", "blue", "blue", "blue", "green", "green", "green", "green", "red", "red", "red", "red" }
for n = 1, 12 do
  card { name = tostring(n), number = n, points = 0, copies = 12, colors = { COLOR[n] },
         about = "goes on a building pile that shows " .. (n - 1) .. (n == 1 and " (empty)" or "") }
end
card { name = "skip_bo", label = "Skip-Bo", colored = false, copies = 18,
       about = "wild: goes on any building pile as the number it needs" }
