-- short_deck: an option that leaves the Skips out of the deck (through a rule active only
-- with it), so a second build of the same host lays out other card types.
rule {
  name = "no_skips", active = function(o) return o.short_deck end,
  deck = function(t) return t.name ~= "skip" end,
}

return rule {
  name = "short_deck", about = "the option short_deck leaves the Skips out",
  options = { short_deck = option(false, "leave the Skips out") },
}
