-- A test ruleset for the REPL: the official game plus a card that asks every kind of
-- decision a script can ask (a player, a card, a direction) and one that opens a reaction.
return ruleset {
  about = "official plus Pick (asks a player, a card, a direction) and Bell (opens a reaction)",
  extends = "official",
  files = { "pick.lua", "bell.lua" },
}
