-- dice_bot: answers every decision with an option drawn by math.random, the bots' own
-- generator (seeded by --bot-seed, apart from the game's seed).
return { name = "dice", decide = function(view, ask) return math.random(#ask.options) end }
