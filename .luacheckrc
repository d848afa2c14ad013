-- luacheck settings for luno's Lua: rulesets, bots, quiz banks and test scripts.
-- Scripts run in luno's sandbox (lua/sandbox/sandbox.c), Lua 5.4, with these globals on top
-- of the safe standard library.
std = "lua54"
read_globals = { "card", "rule", "ruleset", "preset", "option" }
max_line_length = 120
-- Hooks have fixed signatures (function(g, me, card) ...): a card that does not need an
-- argument still receives it, so unused arguments are not worth a warning.
unused_args = false
-- Every callback receives the game as `g` (window runs inside an effect that has a `g`
-- too): the same object, so that shadowing is the convention, not a slip.
ignore = { "43[12]/g" }

-- Quiz banks are data: one question per line reads better than wrapped text.
files["rulesets/quiz"] = { read_globals = { "question" }, max_line_length = false }
for _, banks in ipairs({ "tests/quiz/banks", "tests/scenarios/house/banks", "tests/repl/rulesets/quiz" }) do
  files[banks] = { read_globals = { "question" }, max_line_length = false }
end
-- Scenarios spell out a whole table and its expected outcome on one line each.
files["tests/scenarios"] = { max_line_length = false }

-- Hostile and broken scripts kept on purpose (sandbox tests, fuzz corpora, load errors).
exclude_files = {
  "tests/sandbox/scripts/**", "tests/fuzz/corpus/**", "tests/quiz/banks/syntax.lua",
  "tests/**/broken*.lua", "tests/**/bad*/**",
}
