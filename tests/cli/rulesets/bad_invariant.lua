-- A declared invariant naming a zone nobody declared (a typo): the game does not build.
rule {
  name = "tidy", about = "a pool, and an invariant over a misspelt zone",
  zones = { { name = "pool" } },
  invariant = { zone = "pol", never = "hand" },
}
