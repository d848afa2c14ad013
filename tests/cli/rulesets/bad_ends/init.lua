-- bad_ends: a ruleset's ends with a mistyped winner ("low"); refused at load, saying what
-- ends.wins takes (cli.bad_ends).
return ruleset { about = "a mistyped ends", extends = "official", ends = { wins = "low" } }
