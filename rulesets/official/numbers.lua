-- Number cards: per color one 0 and two each of 1 to 9. They score their face value and
-- have no effect: they match by color or by number.
for n = 0, 9 do
  card { name = tostring(n), number = n, points = n, copies = n == 0 and 1 or 2,
         about = "a number card: matches its color or its number; scores " .. n }
end
