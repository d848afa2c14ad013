for n = 0, 9 do card { name = tostring(n), number = n, points = n, copies = 2 } end
card { name = "draw_two", label = "Draw Two", points = 20, copies = 2, tags = { draw = 2 },
       effect = "draw" }
