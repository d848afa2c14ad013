-- A teacher's own bank, well formed: it loads by name or by its path on the ruleset path.
return {
  question { "How many legs has a spider?", 8, topic = "nature" },
  question { "Which is heavier, a kilo of feathers or a kilo of stones?", { "neither", "same" } },
}
