-- A fixture for test_host: the official game plus a card that asks every kind of choice
-- and one whose effect fails at run time.
return ruleset {
  about = "official plus an asking card and a failing card",
  extends = "official",
  files = { "asker.lua", "boom.lua" },
}
