-- combo: a folder ruleset extending two rulesets at once (a deck and the house rule it
-- needs), for three to four players.
return ruleset {
  about = "official and progressive as one folder, 3 or 4 players",
  extends = { "official", "progressive" },
  min_players = 3, max_players = 4,
}
