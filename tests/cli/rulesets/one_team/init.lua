-- A ruleset whose teams are one team of every seat: no round could score against it, so
-- its match would never end; refused at load.
return ruleset { extends = "official", teams = { { 0, 1, 2, 3 } } }
