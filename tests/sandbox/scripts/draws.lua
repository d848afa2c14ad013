-- draws.lua: a bot that shows what its math.random draws, by failing with it (the test
-- reads the message): two bot seats must draw from streams of their own.
return function() error("drew " .. math.random(1000000000), 0) end
