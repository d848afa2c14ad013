-- lua/api.lua: the scripting API, declared once. Every field and method of the game object
-- `g`, every field of card{} and rule{}, with its arguments, their types and a line of doc.
-- lua/api/gen.lua makes from it:
--   * the C side: for each method written in C, a macro that reads and checks its arguments
--     (API_ARGS_<NAME>, by the declared types) and each file's registration list
--     (API_METHODS_<FILE>); build/lua/api_gen.h, made at every build;
--   * the tables of lua/API.md between its "generated" markers, and lua/meta/luno.lua (the
--     LuaLS definitions), kept in the repository: `make api` writes them anew, and the test
--     lint.api fails when either differs from what this file makes;
--   * the list the host checks when it starts: every method declared here is defined (in C
--     or in lua/game.lua, with as many parameters), and g has nothing undeclared.
--
-- An argument is "name: type"; a name ending in ? is optional ("= value": its default). Types: seat, card, color,
-- filter (a filter table or a color name), count (a whole number >= 0, default 1), integer,
-- string, boolean, any; anything else is a LuaLS type written out, which C reads itself.
-- A method with `c = "file"` is written in lua/file.c (`closure`: made there by a core.*
-- function game.lua calls, not registered by name); else in lua/game.lua. `call`: how the
-- docs write the call, when not as its arguments say.

local API = {}

-- LuaLS definitions of the types the entries below name (written into lua/meta/luno.lua).
API.types = [[
---@alias luno.Seat integer   a seat, 0 to g.players - 1
---@alias luno.Card integer   a card id of the running game
---@alias luno.Color string   one of the ruleset's colors, e.g. "red"
---@alias luno.Answer boolean|"bluff"

---@class luno.Filter
---@field color? luno.Color
---@field name? string        the card type's name, e.g. "skip"
---@field number? integer
---@field wild? boolean

---@class luno.Group
---@field kind "set"|"run"|"color"
---@field key integer|luno.Color   a set's number, a run's first number, a color's color
---@field cards luno.Card[]        a run's low to high
---@field label string             "set of 5s (red 5, Wild, blue 5)"

---@class luno.Meld: luno.Group[]
---@field label string             its groups' labels, joined by "and"

---@class luno.AskOptions
---@field prompt? string
---@field optional? boolean   the seat may decline (the call returns nil)
---@field private? string     words only the asking seat is shown (what it holds)
---@field prefer? any          the answer a plain bot gives (greedy): a choice's key, true or false, a card, a seat, a color

---@class luno.ColorOptions: luno.AskOptions
---@field colors? luno.Color[] only these colors are offered

---@class luno.SeatOptions: luno.AskOptions
---@field others? boolean     not the asking seat itself
---@field among? luno.Seat[]  only these seats

---@class luno.Window
---@field name string
---@field target? luno.Seat
---@field seats? luno.Seat[]  who may take it (default: every seat)
---@field words? string  taking it as people say it, %s the target: "catch %s: UNO not called"
---@field own_words? string  the same for the target itself: "call UNO"
---@field run fun(g: luno.Game, by: luno.Seat, target: luno.Seat?)

---@class luno.Option]]

-- The fields of g, read-only: name, LuaLS type, doc.
API.fields = {
  { "players", "integer", "number of seats" },
  { "dealer", "luno.Seat", "the dealer's seat" },
  { "current", "luno.Seat", "the seat whose turn it is (during an effect: who played)" },
  { "direction", "1|-1", "`1` or `-1`" },
  { "color", "luno.Color?", "the active color, or nil while a wild waits for one" },
  { "top", "luno.Card?", "the top card of the discard pile" },
  { "round", "integer", "round number, from 1" },
  { "colors", "luno.Color[]", "list of the ruleset's colors" },
  { "options", "table<string, any>", "option values: `g.options.uno_penalty` (read-only)" },
  { "vars", "table<string, any>", "a table for the scripts' own per-game state" },
  { "drawn", "luno.Card?", "the card the current seat drew this turn while it may still play it, else nil" },
  { "again", "boolean", "whether the current seat plays again within its turn (`g:play_again`): offered its legal plays and a stop, not a draw" },
  { "turn_over", "boolean", "whether the turn being played is over (a hook ended it, or its play was made)" },
  { "played_by", "luno.Seat?", "the seat that played the last card this round (on a turn or by a script), else nil" },
  { "color_before", "luno.Color?", "the active color the last card was played on: in `before_play`, the table as the play found it" },
  { "symbol_before", "string?", "the active symbol (a card type's name) the last card was played on" },
}

-- The methods of g, in the groups lua/API.md shows them.
API.groups = {
  {
    title = "Reading", header = { "call", "returns", "example" },
    { "next_seat", "from?: seat", "steps?: integer = 1", returns = "luno.Seat", c = "methods",
      doc = "the seat `steps` places (default 1; negative goes back; any size, reduced modulo the seats) after `from` (default: current) in play order",
      ex = "local victim = g:next_seat()" },
    { "hand", "seat: seat", "filter?: filter", returns = "luno.Card[]", c = "methods",
      doc = "a new list of the cards in a hand", ex = 'g:hand(me, { color = "green" })' },
    { "holds", "seat: seat", "filter?: filter", returns = "integer", c = "methods",
      doc = "how many cards pass the filter", ex = "g:holds(me, { color = g.color }) == 0" },
    { "held_at_play", "filter?: filter", returns = "integer", c = "methods",
      doc = "how many cards passing the filter the hand held just after the card being played left it, before any effect or penalty (a false-UNO draw) changed it",
      ex = "if g:held_at_play(before) > 0 then" },
    { "name", "card: card", returns = "string", c = "methods",
      doc = "the card type's name", ex = 'g:name(c) == "skip"' },
    { "label", "card: card", returns = "string", c = "methods",
      doc = "the card type's label, as people read it", ex = "g:label(c)" },
    { "color_of", "card: card", returns = "luno.Color?", c = "methods",
      doc = "its color, nil for a wild", ex = 'g:color_of(c) == "green"' },
    { "number", "card: card", returns = "integer?", c = "methods",
      doc = "its number, nil for a symbol", ex = "if g:number(card) == 7 then" },
    { "is_wild", "card: card", returns = "boolean", c = "methods",
      doc = "whether it is a wild", ex = "if g:is_wild(c) then return end" },
    { "points", "card: card", returns = "integer", c = "methods",
      doc = "what it scores left in a hand", ex = "g:points(c)" },
    { "tag", "card: card", "key: any", returns = "any", c = "methods", closure = true,
      doc = "a value from the type's `tags`", ex = 'g:tag(c, "draw")' },
    { "matches", "card: card", "other?: card", returns = "boolean", c = "methods",
      doc = "the plain rule: wild, active color, or active symbol; with `other` (a zone's card, say), against that card instead: wild, its color, or its symbol (a number matches the same number)", ex = "return g:matches(card) and g.vars.open" },
    { "can_play", "seat: seat", "card: card", returns = "luno.Answer",
      doc = "the card's own answer (no `legal` hooks)", ex = "see must_play" },
    { "legal", "seat: seat", "card: card", returns = "luno.Answer",
      doc = "the engine's whole answer: the card's own, then every rule's `legal` hook", ex = "g:legal(seat, c) == true" },
    { "knows", "seat: seat", "card: card", returns = "boolean",
      doc = "whether seat has seen the card", ex = "if not g:knows(me, c) then g:reveal(c, me) end" },
    { "card_text", "card: card", returns = "string", c = "methods", closure = true,
      doc = "the card as people read it: its color and label, or the label alone for a wild",
      ex = 'g:say("takes the %s", g:card_text(g.top))' },
    { "score", "seat: seat", returns = "integer",
      doc = "a seat's match score", ex = "g:score(me)" },
    { "zone", "name: string", "seat?: seat", returns = "luno.Card[]",
      doc = "a new list of the cards in a zone the rulesets declare (`zones`), first (bottom) to last (top); a zone one per seat (`per_seat`) takes the seat",
      ex = 'for _, c in ipairs(g:zone("row")) do ... end' },
    { "top_of", "name: string", "seat?: seat", returns = "luno.Card?",
      doc = "the last (top) card of a zone, nil when it is empty",
      ex = 'local t = g:top_of("stock", me)' },
    { "zone_size", "name: string", "seat?: seat", returns = "integer",
      doc = "how many cards a zone holds (as `#g:zone(name)`, without making the list)",
      ex = 'if g:zone_size("build/1") == 12 then ... end' },
    { "piles", "name: string", "seat?: seat", returns = "string[]",
      doc = "the names of a zone's numbered piles (declared `piles = n`), in order: `\"build/1\"` ... (a seat's: `\"pile/1@2\"` ...), each what every zone method takes",
      ex = 'for i, p in ipairs(g:piles("build")) do ... g:zone(p) ... end' },
    { "melds", "cards: luno.Card[]", "groups: { [1]: \"set\"|\"run\"|\"color\", [2]: integer }[]", "wild?: string|string[]",
      returns = "luno.Meld[]",
      doc = "each way the cards make the groups asked (a set: one number; a run: numbers in a row; a color: one color; each of that many cards), no card twice, as many ways as a menu holds beside words of your own (95, and 3 KB of labels); cards named `wild` (default: every wild with no number) stand in for any, a group holding one other card at least. Each meld lists its groups `{ kind, key, cards, label }` (a run's cards low to high) and has a `label`",
      ex = 'for _, m in ipairs(g:melds(g:hand(me), { { "set", 3 }, { "run", 4 } }, "wild")) do ... end' },
    { "meld_fit", "cards: luno.Card[]", "kind: \"set\"|\"run\"|\"color\"", "card: card", "wild?: string|string[]",
      returns = "\"top\"|\"bottom\"|nil",
      doc = "where card extends a group laid as `kind` (its cards, a run's low to high): `\"top\"` (its end), `\"bottom\"` (a run's low end: `g:insert(c, \"bottom\", zone)`), nil when it does not fit",
      ex = 'if g:meld_fit(g:zone("laid/1", s), "run", c, "wild") then ... end' },
    { "draw_pile_size", returns = "integer",
      doc = "cards left to draw", ex = "if g:draw_pile_size() == 0 then return end" },
    { "discard_pile_size", returns = "integer",
      doc = "cards in the discard pile, its top (`g.top`) among them", ex = "if g:discard_pile_size() > 20 then ... end" },
    { "card_types", returns = "luno.CardDef[]",
      doc = "the game's card types (what `card{}` declared, read-only), in id order: the same list until the table is built again, so a rule may keep what it works out from it keyed by the list", ex = "for _, t in ipairs(g:card_types()) do ... t.tags.draw ... end" },
    { "deck", returns = "luno.Card[]",
      doc = "a new list of every card of the game, wherever it is", ex = "for _, c in ipairs(g:deck()) do ... end" },
    { "back_of", "card: card", returns = "string?, luno.Color?", c = "methods",
      doc = "the name and color of the card's back (see `g:set_back`), or nothing", ex = "local name, color = g:back_of(c)" },
    { "is_bot", "seat: seat", returns = "boolean", c = "methods",
      doc = "whether a bot plays the seat (part of the setup, so replays agree)",
      ex = "if g:is_bot(seat) then ok = math.random() < skill end" },
    { "team", "seat: seat", returns = "integer",
      doc = "the seat's team (0, 1, ... as the ruleset's `teams` lists them); without teams, the seat itself",
      ex = "if g:team(s) ~= g:team(me) then g:draw(s, 1) end" },
    { "partners", "seat: seat", returns = "luno.Seat[]",
      doc = "a new list of the other seats of its team (empty without teams)", ex = "local partner = g:partners(me)[1]" },
    { "is_out", "seat: seat", returns = "boolean",
      doc = "whether the seat was eliminated from this round (`g:eliminate`)", ex = "if g:is_out(s) then" },
  },
  {
    title = "Changing the table (effects only)", header = { "call", "does", "example" },
    { "draw", "seat: seat", "n?: count", returns = "luno.Card[]", c = "methods",
      doc = "draws n cards (1); the discard pile is reshuffled (top kept) when the draw pile runs out; returns the cards drawn (fewer if nothing is left)",
      ex = "g:draw(me, 4)" },
    { "force_draw", "seat: seat", "n: count", "card?: card", c = "methods", closure = true,
      doc = "seat draws n; the next player also loses the turn (kept when `card` is given and the option `draw_loses_turn` is false), another seat only draws; `card` is what causes it (nil for a penalty); `force_draw(g, seat, n, card)` hooks may take it over",
      ex = "g:force_draw(g:next_seat(), 2, card)" },
    { "draw_until", "seat: seat", "stop: fun(card: luno.Card): boolean|luno.Filter|luno.Color", "max?: integer|false",
      returns = "luno.Card[]", c = "loops",
      doc = "draws one at a time until `stop(card)` is true, `max` were drawn, or nothing is left (`stop` may ask a player: the drawing goes on with the answer). `stop` may instead be a filter, as `g:hand`'s: the drawing stops at a card that passes it, and no function is called per card",
      ex = 'g:draw_until(s, { color = "green" }, 5)' },
    { "flip_until", "stop: fun(card: luno.Card): boolean|luno.Filter|luno.Color", "max?: integer|false",
      returns = "luno.Card[]", c = "loops",
      doc = "flips like `g:flip()`, one card at a time, until `stop(card)` is true (or the card passes `stop`, a filter), `max` were flipped, or nothing is left to flip; without `max` it also stops once every card outside the hands has had its turn. Returns the cards flipped, in order: the last passed `stop` if any did",
      ex = "local f = g:flip_until(function(c) return g:number(c) ~= nil end)" },
    { "skip", "n?: count", c = "methods", doc = "the next n seats lose their turn", ex = "g:skip()" },
    { "reverse", c = "methods", doc = "flips the direction", ex = "if g.players > 2 then g:reverse() end" },
    { "set_color", "color: color", c = "methods", doc = "sets the active color", ex = "g:set_color(g:choose_color(me))" },
    { "set_next", "seat: seat", c = "methods", doc = "seat takes the next turn", ex = "g:set_next(g.dealer)" },
    { "set_current", "seat: seat", c = "moves",
      doc = "play goes on as if seat had just taken its turn (jump-in)", ex = "g:set_current(by); g:play(by, card)" },
    { "end_turn", c = "moves", doc = "from `turn_start` or `draw`: the turn ends now", ex = "g:draw(seat, 1); g:end_turn()" },
    { "add_points", "seat: seat", "n: integer",
      doc = "a ruleset's own scoring: with the option `scoring = \"script\"` the cards left score nothing and `round_end` hooks give each seat its points (the highest total wins)",
      ex = "round_end = function(g, w) if w then g:add_points(w, 10) end end" },
    { "offer", "card: card",
      doc = "from a `draw` or `instead_of_draw` hook: that card (in the drawing seat's hand) is the one offered to be played, not the card the turn drew (draw until playable)",
      ex = "g:offer(drawn[#drawn])" },
    { "eliminate", "seat: seat",
      doc = "leaves a seat out of the rest of the round: turn order, passing hands and reactions pass over it, its empty hand wins nothing, and the last seat still in wins the round; its cards stay where they are (move them first); back in the next round",
      ex = 'for _, c in ipairs(g:hand(s)) do g:insert(c, "random") end; g:eliminate(s)' },
    { "end_round", "winner?: seat",
      doc = "the round ends once this effect returns, won by `winner` (nil: by nobody, a tie). A hand emptied by any script (a give, a swap, a take) also wins at once, as a last card played does",
      ex = "if g:holds(me) >= 25 then g:end_round(g:next_seat(me)) end" },
    { "end_match", "winner?: seat",
      doc = "the match ends once this round is scored (called before the round's end, it ends the round too, with no winner unless `g:end_round` named one), won by `winner`, or by the leader on totals when nil (the ruleset's `ends.wins`: highest or lowest)",
      ex = "if g.vars.phase[w] > 10 then g:end_match(w) end" },
    { "turn_again", c = "moves",
      doc = "from `draw`: the seat plays its turn afresh (any legal card, or draw again) instead of being offered only the drawn card",
      ex = "g:turn_again()" },
    { "deal_to", "name: string", "n?: integer = 1", "seat?: seat", returns = "luno.Card[]",
      doc = "deals n cards from the draw pile's top onto a zone (reshuffling the discard pile when it runs out, as a draw does); returns them, fewer when none are left",
      ex = "g:deal_to(\"row\", 2 - g:zone_size(\"row\"))" },
    { "run_rule", "name: string", "hook: string", "...: any", returns = "any",
      doc = "runs the hook of the rule of that name with these arguments: a rule that takes another's place (`instead_of`) runs it when it applies, without copying it",
      ex = "g:run_rule(\"seven_o\", \"after_play\", seat, card, called)" },
    { "play_again", c = "moves",
      doc = "from a play's effect (`on_play`, `after_play`): once it ends, the same seat plays again within its turn: it is offered its legal plays and a stop (`pass` in the core, `stop` in the REPL), not a draw; `g.again` says so. DOS: match another center card",
      ex = "if g:zone_size(\"row\") > 0 then g:play_again() end" },
    { "reflip", doc = "from a first-card effect: the card goes back, the deck is shuffled, another is flipped",
      ex = "on_first = function(g) g:reflip() end" },
    { "give", "card: card", "seat: seat", c = "moves", doc = "moves a card into seat's hand", ex = "g:give(theirs, me)" },
    { "to_zone", "card: card", "name: string", "seat?: seat",
      doc = "moves a card (from anywhere) to the end, or top, of a zone; every seat knows it there when the zone is `face_up`, none when not (a seat's own zone: its seat does, and who knew it still does); a zone one per seat takes the seat",
      ex = 'g:to_zone(g:draw(me)[1], "row")' },
    { "insert", "card: card", "where: \"top\"|\"bottom\"|\"random\"|integer", "pile?: \"draw\"|\"discard\"|string", "seat?: seat",
      doc = "puts a card into the draw pile: `\"top\"`, `\"bottom\"`, at `\"random\"` (the game's generator) or under that many cards; nobody knows it there. With pile `\"discard\"` it goes under the discard pile's top (never on it: the top is what was played); with a zone's name, into that zone (a zone one per seat: its seat after the name, or `\"nest@1\"`, as every zone method takes it)",
      ex = 'g:insert(c, "bottom")' },
    { "set_back", "card: card", "name?: string", "color?: string", c = "methods",
      doc = "gives a card a back: a face of the type `name` (in `color`; nil for a wild type), which `g:turn_cards` turns up; no name takes the back away. Backs last the game (a game started over has none)",
      ex = 'g:set_back(c, "draw_five", "pink")' },
    { "turn_cards", "cards?: luno.Card|luno.Card[]", c = "methods",
      doc = "turns the cards given (a card or a list), or every card that has a back, over: face and back change places; when the discard pile's top turns, the active color and symbol follow its new face (no color for a wild: ask for one)",
      ex = "g:turn_cards()" },
    { "play", "seat: seat", "card: card", "called?: boolean", c = "plays", closure = true,
      doc = "plays a card out of the normal turn, with its effect and the play hooks; without `called` it carries the UNO call the seat made with its reaction (`jump uno`)",
      ex = "g:play(by, c)" },
    { "flip", returns = "luno.Card?",
      doc = "turns the draw pile's top onto the discard pile with no effect; color and symbol follow it", ex = "local c = g:flip()" },
    { "to_discard", "card: card",
      doc = "puts a card on the discard pile without playing it; color and symbol stay", ex = "g:give(g.top, me); g:to_discard(card)" },
    { "swap_hands", "a: seat", "b: seat", c = "moves", doc = "seats a and b swap hands", ex = "g:swap_hands(me, them)" },
    { "pass_hands", "direction: 1|-1", c = "moves", doc = "every hand moves one seat that way", ex = "g:pass_hands(g.direction)" },
    { "take_random", "from: seat", "to: seat", returns = "luno.Card?", c = "moves",
      doc = "moves a card picked at random (the game's generator) from seat `from`'s hand into seat `to`'s; returns it, or nil if `from`'s hand is empty",
      ex = "g:take_random(victim, g:next_seat())" },
    { "reveal", "cards: luno.Card|luno.Card[]", "to: luno.Seat|\"all\"", c = "moves",
      doc = "seat `to` (or `\"all\"`) now knows the cards; views and bots see them", ex = "g:reveal(g:hand(them), me)" },
    { "open_window", "w: luno.Window", returns = "integer", call = "g:open_window{ name, target, seats, words, own_words, run }",
      doc = "opens a reaction that the listed seats (default all) may take until the next turn action; the first to take it runs `run(g, by, target)`; `words` say taking it as people do (`%s` the target's name: the web page's button), `own_words` for the target itself",
      ex = 'g:open_window{ name = "catch", target = s, run = catch }' },
    { "close_window", "id: integer",
      doc = "closes a window opened with `g:open_window` before anyone takes it", ex = "g:close_window(g.vars.window)" },
    { "say", "text: any", "...: any", c = "say",
      doc = "a line for the table's log. With more than one argument `text` is a `string.format` format (an error in it is an error at the script's line)",
      ex = 'g:say("seat %d harvests %d cards", s, n)' },
    { "tell", "seat: seat", "text: any", "...: any", c = "say",
      doc = "words for one seat only: its screen (the REPL shows the others \"a message for Bo\"), its `luno serve` client; a format as with `g:say`",
      ex = 'g:tell(me, "Bo holds %d reds", n)' },
  },
  {
    title = "Asking players (effects only)", header = { "call", "answer" },
    { "choose_color", "seat: seat", "opts?: string|luno.ColorOptions", returns = "luno.Color?", c = "choices",
      doc = "a color name; `colors = { \"pink\", \"teal\" }` offers only those (a dark side's)" },
    { "choose_seat", "seat: seat", "opts?: string|luno.SeatOptions", returns = "luno.Seat?", c = "choices",
      doc = "a seat; `others = true` leaves out the asking seat, `among = {...}` offers only those" },
    { "choose_card", "seat: seat", "cards: luno.Card[]", "opts?: string|luno.AskOptions", returns = "luno.Card?", c = "choices",
      doc = "one of `cards` (nil if empty)" },
    { "choose_direction", "seat: seat", "opts?: string|luno.AskOptions", returns = "1|-1|nil",
      doc = "`1` or `-1`" },
    { "ask_yes_no", "seat: seat", "opts?: string|luno.AskOptions", returns = "boolean", c = "choices",
      doc = "`true` or `false`" },
    { "choose", "seat: seat", "choices: (string|{ [1]: any, [2]: string })[]", "opts?: string|luno.AskOptions", returns = "any",
      doc = "the key of one of the script's own choices, each `{ key, label }` (or a string, its own key and label), 1 to 96 of them: a menu (`\"discard\"`, `\"draw\"`; a pile by name), answered by its number or its label in the REPL, by its label in `serve`; nil when `optional` and declined" },
    { "ask_text", "seat: seat", "opts: string|luno.AskOptions", returns = "string",
      doc = "the text the player typed (`\"\"` for none); bots give none, so a rule decides for them (`g:is_bot`)" },
  },
}

-- Old names, kept for a release: each is the method it names.
API.deprecated = {
  { "next_player", alias = "next_seat", since = "0.2" },
  { "choose_player", alias = "choose_seat", since = "0.2" },
}

-- The fields of card { ... }.
API.card = {
  { "name", "string", doc = "what scripts and players call it (`\"draw_two\"`, `\"7\"`): one word of at most 31 bytes", default = "required" },
  { "label", "string?", doc = "what people read (`\"Draw Two\"`), at most 31 bytes", default = "the name" },
  { "about", "string?", doc = "what the card does, in a line (`help <card>` in the REPL shows it)", default = "none" },
  { "colored", "boolean?", doc = "`true`: `copies` per color; `false`: a wild, `copies` in all", default = "`true`" },
  { "number", "integer?", doc = "0..9 for a number card (cards match by it)", default = "none: a symbol" },
  { "points", "integer?", doc = "what it scores left in a hand", default = "0" },
  { "copies", "integer|string?", doc = "how many, 0 to 1000 (per color when colored); 0 declares a face that only a double-sided card's back shows; the name of a whole-number option makes the count that option's value (`copies = \"reverses\"`)", default = "1" },
  { "colors", "luno.Color[]?", doc = "a colored card only in these colors (`{ \"red\", \"blue\" }`), e.g. a light side's", default = "every color" },
  { "tags", "table<string, any>?", doc = "any table, read with `g:tag(card, key)` (e.g. `{ draw = 2 }` for stacking rules)", default = "`{}`" },
  { "on_play", "fun(g: luno.Game, me: luno.Seat, card: luno.Card)?", doc = "its effect when played; may ask players", default = "none" },
  { "effect", "\"skip\"|\"reverse\"|\"draw\"|\"color\"|\"color_draw\"?", doc = "instead of an `on_play`, an effect declared as data: `\"skip\"` (`g:skip()`), `\"reverse\"` (`g:reverse()`, or with 2 players `g:skip()`), `\"draw\"` (`g:force_draw(g:next_seat(), tags.draw, card)`), `\"color\"` (`g:set_color(g:choose_color(me))`: its player names the next color), `\"color_draw\"` (the color, then the draw; where the card may be challenged, see `on_challenge`, the next seat is first asked `g:ask_yes_no(victim, \"Challenge the <label>?\")` and a yes runs `on_challenge` instead of the draw: the Wild Draw Four). The core runs it itself when no script must run around the play and, for a draw, no rule hooks `force_draw` (much cheaper); else it runs as that script, and an error it raises names the card's `card {` line", default = "none" },
  { "on_challenge", "fun(g: luno.Game, me: luno.Seat, victim: luno.Seat, before: luno.Color?)?", doc = "with `effect = \"color_draw\"`: judges a challenge of the play (`me` played it, `victim` challenged, `before` is the color active before it); the challenge is offered while the card's play is restricted (`plays = \"without_active_color\"`, its `restricted_by` option on) and the `challenge_by` option, if named, is on (`luno check` notes an `on_challenge` on a card without that `plays`: it never runs)", default = "none: no challenge" },
  { "challenge_by", "string?", doc = "with `on_challenge`: a true-or-false option that offers the challenge when true", default = "none: always offered" },
  { "on_first", "fun(g: luno.Game, dealer: luno.Seat, card: luno.Card)?", doc = "its effect as the round's first card", default = "`on_play` as if the dealer played it" },
  { "can_play", "fun(g: luno.Game, me: luno.Seat, card: luno.Card, plain: luno.Answer): luno.Answer, ...?",
    doc = "a question: may it be played now? Return `true`, `false`, or `\"bluff\"` (allowed, but against the rules if challenged); a refusal's reason may follow, as for a rule's `legal`. `plain` is the color/symbol answer", default = "the plain rule" },
  { "plays", "\"always\"|\"never\"|\"without_active_color\"?",
    doc = "instead of a `can_play`, a legality the host decides itself: `\"always\"` (on anything), `\"never\"` (not on a turn: a reaction card), `\"without_active_color\"` (truthful only while its player holds no card of the active color, else a bluff)", default = "none" },
  { "restricted_by", "string?", doc = "with `plays = \"without_active_color\"`: a boolean option that turns the restriction off when false (the card then plays any time, like a Wild)", default = "none" },
  { "on_react", "fun(g: luno.Game, me: luno.Seat, card: luno.Card)?", doc = "makes it a reaction card: its holder may use it out of turn at any turn decision", default = "none" },
}

-- The hooks of rule { ... }: "effect" hooks may change the game and ask players; a
-- "question" may only read it. `event`: the core event (core.EVENT) the host fires it on;
-- false where only the Lua side fires it (g:force_draw's hooks); "window" for like_top, run
-- when its window is taken.
API.hooks = {
  { "round_start", "dealer: luno.Seat",
    when = "after the deal, before the first card", kind = "effect", event = "round_start" },
  { "first_card", "card: luno.Card",
    when = "the first card is flipped, before its own effect (call `g:reflip()` to flip again)", kind = "effect", event = "first_card" },
  { "turn_start", "seat: luno.Seat",
    when = "a seat begins its turn (`g:end_turn()` ends it at once)", kind = "effect", event = "turn_start" },
  { "before_play", "seat: luno.Seat", "card: luno.Card", "called: boolean",
    when = "a card was played (it is already on the discard pile)", kind = "effect", event = "play" },
  { "last_card", "seat: luno.Seat", "card: luno.Card", "called: boolean",
    when = "only after a play whose call (\"UNO\") does not match the cards left: one card left without a call, or a call without one card left", kind = "effect", event = "last_card" },
  { "after_play", "seat: luno.Seat", "card: luno.Card", "called: boolean",
    when = "after the card's own effect", kind = "effect", event = "play" },
  { "draw", "seat: luno.Seat", "card: luno.Card",
    when = "a seat drew on its turn (`g:end_turn()` keeps it from playing the card)", kind = "effect", event = "draw" },
  { "instead_of_draw", "seat: luno.Seat",
    when = "a seat chose to draw on its turn and no card has moved yet: the hook deals what the draw gives (`g:draw(seat, n)`, any `n`, none too); the turn then ends, unless it offers a card it dealt with `g:offer(card)`. The `draw` hooks do not run. A launcher that sometimes shoots nothing: `instead_of_draw = function(g, seat) g:draw(seat, math.random(0, 3)) end`", kind = "effect", event = "instead_of_draw" },
  { "turn_end", "seat: luno.Seat",
    when = "a seat's turn is over (it played, passed, stopped or lost it), before the next seat's: bonuses due at the end of a turn (DOS's cards added to the row); may ask the seat", kind = "effect", event = "turn_end" },
  { "force_draw", "seat: luno.Seat", "n: integer", "card: luno.Card?", returns = "boolean?",
    when = "`g:force_draw` was called; return `true` to take it over (stacking)", kind = "effect", event = false },
  { "legal", "seat: luno.Seat", "card: luno.Card?", "ok: luno.Answer", returns = "luno.Answer, ...",
    when = "a question for every turn option: `card` is nil for \"may the seat decline to play\" (draw instead, or keep a card it drew). `ok` is the answer so far (the card's own, then the earlier rules'). Return the new answer (`true`/`false`/`\"bluff\"`); a refusal may give its reason after it, as `g:say` takes words: a text, or a format and its values (`return false, \"%d cards are stacked on you\", s.total`), formatted only when the refusal is shown", kind = "question", event = "legal" },
  { "legal_types", "seat: luno.Seat", returns = "table<string, true|\"match\"|false>?, ...",
    when = "a question asked once for all of a seat's cards (where a `legal` hook is asked for each): return nil to leave them as they are, or a table of the card types (by name) the seat may play now: `true` plays whether or not it matches (a bluff stays a bluff), `\"match\"` as the answer so far says, and every type it leaves out (or gives `false`) is refused; `draw = false` refuses declining to play (drawing instead, keeping a card drawn: no card type is called `draw`), which is otherwise left as it is; a refusal's reason may follow, as for `legal`. It runs before its rule's `legal`. Stacking's victim: `return s.victim == seat and STACKS_ON[s.family] or nil, \"stack a draw card or draw\"`", kind = "question", event = "legal" },
  { "illegal_play", "seat: luno.Seat", "card: luno.Card",
    when = "a seat tried a play against the rules (it is refused)", kind = "effect", event = "illegal_play" },
  { "like_top", "by: luno.Seat", "card: luno.Card?",
    when = "a window the host opens itself for the seats holding a card identical to the top (see below); `by` took it", kind = "effect", event = "window" },
  { "round_end", "winner: luno.Seat?",
    when = "the round ends, before scoring: `winner` went out (or `g:end_round` named it), nil when the round ended without a winner (`g:end_round()`)", kind = "effect", event = "round_end" },
  { "round_scored", "winner: luno.Seat?",
    when = "the round was scored (`g:score` holds its points), before the match's end is judged: `g:end_match` ends it here (the ruleset's `ends.match` runs here)", kind = "effect", event = "round_scored" },
}

-- The other fields of rule { ... }.
API.rule = {
  { "name", "string", doc = "the rule's name; a later rule of the same name replaces it only if it says `replaces`" },
  { "invariant", "(fun(g: luno.Game): boolean, string?)|{ zone: string, never: string|string[] }", doc = "a check of the rule's own that must hold after every action (read-only): return `true`, or `false` and why; `luno check`, `luno sim --check` and the scenario tests run it (`invariant = function(g) return g:zone_size(\"row\") <= 4, \"the row holds at most 4\" end`); or declared: `{ zone = \"row\", never = \"hand\" }`, the zone's cards never reach a hand (or `\"draw\"`, or another zone) before the discard pile" },
  { "must_play", "true?", doc = "declares \"a player holding a playable card may not decline\": the core leaves the draw (the pass after a draw, the stop of a turn of several plays) out of the options whenever a card plays other than as a bluff, judged after every rule's `legal` (not with `when`)" },
  { "shows", "fun(g: luno.Game): (string|string[])?", doc = "lines for the table's view, shown alike to every seat under the pile: the REPL's `show`, `serve`'s state (`lines`), the bots' `view.lines` (a question: read-only)" },
  { "draw_says", "fun(g: luno.Game, seat: luno.Seat): string?", doc = "what the turn's draw does now for `seat` when it is more than a card, in words that follow \"draw\" (a stack: `\"the 6 stacked cards, and lose the turn\"`), else nil: the REPL's `hint` lists `draw the 6 stacked cards, and lose the turn` (a question: read-only; the first active rule's words count)" },
  { "before", "string?", doc = "another rule's name: this rule's hooks run just before that rule's hooks of the same names (rules whose `before` and `instead_of` name each other round a circle are refused at load, each link named)" },
  { "instead_of", "string?", doc = "another rule's name: this rule's hooks take the place of that rule's hooks of the same names (in its place in the order); `g:run_rule(name, hook, ...)` runs the one replaced when it should apply" },
  { "replaces", "string?", doc = "its own name: it takes the place of the rule of that name loaded before (without it, a second rule of a name is an error)" },
  { "about", "string?", doc = "a line for `luno rules`" },
  { "options", "table<string, luno.Option>?", doc = "options it declares (`option(...)`)" },
  { "conflicts", "string[]?", doc = "rules it may not be loaded with (loading both is refused, naming both)" },
  { "active", "fun(options: table<string, any>): boolean?", doc = "the rule is off when it returns false: its hooks cost nothing" },
  { "deck", "fun(card_type: luno.CardDef): boolean?", doc = "leave card types out of the deck (false drops one)" },
  { "when", "string?", doc = "the rule's hooks run only while `g.vars[when]` is set, neither nil nor false" },
  { "cards", "string[]?", doc = "its `before_play`, `after_play` and `last_card` hooks run only for plays of these cards" },
  { "zones", "{ name: string, face_up: boolean?, per_seat: boolean?, gathered: boolean?, hidden: boolean? }[]?", doc = "places for cards besides the draw and discard piles, shared by the table or one per seat (`per_seat = true`: \"pass@0\", \"pass@1\", ..., each known to its seat, unless `hidden = true`: known to nobody, a face-down stock), gathered by the discard pile's reshuffle or not (`gathered = true`) (also a ruleset's field): `zones = { { name = \"row\", face_up = true } }`; see `g:zone`, `g:to_zone`" },
  { "hidden_vars", "table<string, \"hidden\"|\"by_seat\">?", doc = "the `g.vars` keys that hold what not every seat may know: `\"hidden\"`, no seat (a face-down card's color, a coin's next side); `\"by_seat\"`, a table by seat whose entry each seat alone knows. A search bot's world drops them (of a by_seat key, every seat's entry but the searcher's) before the rules' `world` hooks run; every other key is public: worlds copy it from the game" },
  { "world", "fun(g: luno.Game, seat: luno.Seat)?", doc = "deals the rule's `hidden_vars` again in a search bot's world for `seat`, after its cards were dealt anew and its generator seeded anew: set them as that seat could believe them, from the world's cards or `math.random` (`world = function(g) g.vars.trap = g.colors[math.random(#g.colors)] end`); it may not ask a question" },
  { "play_word", "string?", doc = "what a play is called in the narration, one lowercase word (`play_word = \"discard\"`: \"Bo discards red 7\"; the verb takes an s)" },
  { "draw_word", "string?", doc = "what the turn's draw is called where people read it (the REPL's command and menus, `serve`'s labels), one lowercase word: `draw_word = \"press\"`" },
}

return API
