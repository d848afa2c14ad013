-- bad_colors: a ruleset whose colors have a space in one (players type "dark red 7"); refused
-- at load (cli.bad_colors).
return ruleset { about = "colors that cannot be typed",
                 colors = { "dark red", "blue" }, files = {} }
