-- mistakes: a deck with the slips `luno check` warns about (tests/cli/check_warnings.sh).
return ruleset { about = "slips check warns about", extends = "official",
                 files = { "cards.lua", "empty.lua" } }
