-- field_typo: a ruleset field misspelled (plays_on_tops); refused at load with the field
-- meant (cli.ruleset_field_typo).
return ruleset { about = "a misspelled field", extends = "official", plays_on_tops = false }
