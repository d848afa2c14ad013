-- A fixture for test_host: the official game plus a card whose can_play question tries to
-- change the game, which must fail with this file's name and line.
return ruleset {
  about = "official plus a card asking a question that draws a card",
  extends = "official",
  files = { "meddle.lua" },
}
