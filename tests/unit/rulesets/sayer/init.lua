-- A fixture for test_host: the official game plus cards that say with a format, rightly
-- and wrongly, played where nobody listens.
return ruleset {
  about = "official plus cards saying with a format",
  extends = "official",
  files = { "say.lua" },
}
