-- Hostile: keeps the table it gave rule{} and adds a hook once the host has registered it;
-- the host keeps its own copy, so the late hook never runs (the game stays official).
local def = { name = "late", about = "adds a hook too late" }
rule(def)
def.turn_start = function(g) error("a hook added after rule{} ran") end
card { name = "hostile", colored = false, copies = 4, points = 50, on_first = function() end,
  on_play = function(g, me) error("rule_table: nothing changed") end }
