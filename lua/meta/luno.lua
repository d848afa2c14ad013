---@meta
-- luno.lua: the scripting API of luno as LuaLS (lua-language-server) annotations, so an
-- editor completes and type-checks card, rule and bot scripts. Made by lua/api/gen.lua from
-- lua/api.lua (`make api`); do not edit. Nothing here runs: the host defines every name
-- (lua/API.md describes each). Point your editor at it: .luarc.json
-- `{ "workspace.library": ["<luno>/lua/meta"] }` (the repository's own does).

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

---@class luno.Option

---The game object every hook and card function receives.
---@class luno.Game
---@field players integer number of seats
---@field dealer luno.Seat the dealer's seat
---@field current luno.Seat the seat whose turn it is (during an effect: who played)
---@field direction 1|-1 `1` or `-1`
---@field color luno.Color? the active color, or nil while a wild waits for one
---@field top luno.Card? the top card of the discard pile
---@field round integer round number, from 1
---@field colors luno.Color[] list of the ruleset's colors
---@field options table<string, any> option values: `g.options.uno_penalty` (read-only)
---@field vars table<string, any> a table for the scripts' own per-game state
---@field drawn luno.Card? the card the current seat drew this turn while it may still play it, else nil
---@field again boolean whether the current seat plays again within its turn (`g:play_again`): offered its legal plays and a stop, not a draw
---@field turn_over boolean whether the turn being played is over (a hook ended it, or its play was made)
---@field played_by luno.Seat? the seat that played the last card this round (on a turn or by a script), else nil
---@field color_before luno.Color? the active color the last card was played on: in `before_play`, the table as the play found it
---@field symbol_before string? the active symbol (a card type's name) the last card was played on
local Game = {}

-- Reading
---the seat `steps` places (default 1; negative goes back; any size, reduced modulo the seats) after `from` (default: current) in play order
---@param from? luno.Seat @param steps? integer @return luno.Seat
function Game:next_seat(from, steps) end
---a new list of the cards in a hand
---@param seat luno.Seat @param filter? luno.Filter|luno.Color @return luno.Card[]
function Game:hand(seat, filter) end
---how many cards pass the filter
---@param seat luno.Seat @param filter? luno.Filter|luno.Color @return integer
function Game:holds(seat, filter) end
---how many cards passing the filter the hand held just after the card being played left it, before any effect or penalty (a false-UNO draw) changed it
---@param filter? luno.Filter|luno.Color @return integer
function Game:held_at_play(filter) end
---the card type's name
---@param card luno.Card @return string
function Game:name(card) end
---the card type's label, as people read it
---@param card luno.Card @return string
function Game:label(card) end
---its color, nil for a wild
---@param card luno.Card @return luno.Color?
function Game:color_of(card) end
---its number, nil for a symbol
---@param card luno.Card @return integer?
function Game:number(card) end
---whether it is a wild
---@param card luno.Card @return boolean
function Game:is_wild(card) end
---what it scores left in a hand
---@param card luno.Card @return integer
function Game:points(card) end
---a value from the type's `tags`
---@param card luno.Card @param key any @return any
function Game:tag(card, key) end
---the plain rule: wild, active color, or active symbol; with `other` (a zone's card, say), against that card instead: wild, its color, or its symbol (a number matches the same number)
---@param card luno.Card @param other? luno.Card @return boolean
function Game:matches(card, other) end
---the card's own answer (no `legal` hooks)
---@param seat luno.Seat @param card luno.Card @return luno.Answer
function Game:can_play(seat, card) end
---the engine's whole answer: the card's own, then every rule's `legal` hook
---@param seat luno.Seat @param card luno.Card @return luno.Answer
function Game:legal(seat, card) end
---whether seat has seen the card
---@param seat luno.Seat @param card luno.Card @return boolean
function Game:knows(seat, card) end
---the card as people read it: its color and label, or the label alone for a wild
---@param card luno.Card @return string
function Game:card_text(card) end
---a seat's match score
---@param seat luno.Seat @return integer
function Game:score(seat) end
---a new list of the cards in a zone the rulesets declare (`zones`), first (bottom) to last (top); a zone one per seat (`per_seat`) takes the seat
---@param name string @param seat? luno.Seat @return luno.Card[]
function Game:zone(name, seat) end
---the last (top) card of a zone, nil when it is empty
---@param name string @param seat? luno.Seat @return luno.Card?
function Game:top_of(name, seat) end
---how many cards a zone holds (as `#g:zone(name)`, without making the list)
---@param name string @param seat? luno.Seat @return integer
function Game:zone_size(name, seat) end
---the names of a zone's numbered piles (declared `piles = n`), in order: `"build/1"` ... (a seat's: `"pile/1@2"` ...), each what every zone method takes
---@param name string @param seat? luno.Seat @return string[]
function Game:piles(name, seat) end
---each way the cards make the groups asked (a set: one number; a run: numbers in a row; a color: one color; each of that many cards), no card twice, as many ways as a menu holds beside words of your own (95, and 3 KB of labels); cards named `wild` (default: every wild with no number) stand in for any, a group holding one other card at least. Each meld lists its groups `{ kind, key, cards, label }` (a run's cards low to high) and has a `label`
---@param cards luno.Card[] @param groups { [1]: "set"|"run"|"color", [2]: integer }[] @param wild? string|string[] @return luno.Meld[]
function Game:melds(cards, groups, wild) end
---where card extends a group laid as `kind` (its cards, a run's low to high): `"top"` (its end), `"bottom"` (a run's low end: `g:insert(c, "bottom", zone)`), nil when it does not fit
---@param cards luno.Card[] @param kind "set"|"run"|"color" @param card luno.Card @param wild? string|string[] @return "top"|"bottom"|nil
function Game:meld_fit(cards, kind, card, wild) end
---cards left to draw
---@return integer
function Game:draw_pile_size() end
---cards in the discard pile, its top (`g.top`) among them
---@return integer
function Game:discard_pile_size() end
---the game's card types (what `card{}` declared, read-only), in id order: the same list until the table is built again, so a rule may keep what it works out from it keyed by the list
---@return luno.CardDef[]
function Game:card_types() end
---a new list of every card of the game, wherever it is
---@return luno.Card[]
function Game:deck() end
---the name and color of the card's back (see `g:set_back`), or nothing
---@param card luno.Card @return string?, luno.Color?
function Game:back_of(card) end
---whether a bot plays the seat (part of the setup, so replays agree)
---@param seat luno.Seat @return boolean
function Game:is_bot(seat) end
---the seat's team (0, 1, ... as the ruleset's `teams` lists them); without teams, the seat itself
---@param seat luno.Seat @return integer
function Game:team(seat) end
---a new list of the other seats of its team (empty without teams)
---@param seat luno.Seat @return luno.Seat[]
function Game:partners(seat) end
---whether the seat was eliminated from this round (`g:eliminate`)
---@param seat luno.Seat @return boolean
function Game:is_out(seat) end

-- Changing the table (effects only)
---draws n cards (1); the discard pile is reshuffled (top kept) when the draw pile runs out; returns the cards drawn (fewer if nothing is left)
---@param seat luno.Seat @param n? integer @return luno.Card[]
function Game:draw(seat, n) end
---seat draws n; the next player also loses the turn (kept when `card` is given and the option `draw_loses_turn` is false), another seat only draws; `card` is what causes it (nil for a penalty); `force_draw(g, seat, n, card)` hooks may take it over
---@param seat luno.Seat @param n integer @param card? luno.Card
function Game:force_draw(seat, n, card) end
---draws one at a time until `stop(card)` is true, `max` were drawn, or nothing is left (`stop` may ask a player: the drawing goes on with the answer). `stop` may instead be a filter, as `g:hand`'s: the drawing stops at a card that passes it, and no function is called per card
---@param seat luno.Seat @param stop fun(card: luno.Card): boolean|luno.Filter|luno.Color @param max? integer|false @return luno.Card[]
function Game:draw_until(seat, stop, max) end
---flips like `g:flip()`, one card at a time, until `stop(card)` is true (or the card passes `stop`, a filter), `max` were flipped, or nothing is left to flip; without `max` it also stops once every card outside the hands has had its turn. Returns the cards flipped, in order: the last passed `stop` if any did
---@param stop fun(card: luno.Card): boolean|luno.Filter|luno.Color @param max? integer|false @return luno.Card[]
function Game:flip_until(stop, max) end
---the next n seats lose their turn
---@param n? integer
function Game:skip(n) end
---flips the direction
function Game:reverse() end
---sets the active color
---@param color luno.Color
function Game:set_color(color) end
---seat takes the next turn
---@param seat luno.Seat
function Game:set_next(seat) end
---play goes on as if seat had just taken its turn (jump-in)
---@param seat luno.Seat
function Game:set_current(seat) end
---from `turn_start` or `draw`: the turn ends now
function Game:end_turn() end
---a ruleset's own scoring: with the option `scoring = "script"` the cards left score nothing and `round_end` hooks give each seat its points (the highest total wins)
---@param seat luno.Seat @param n integer
function Game:add_points(seat, n) end
---from a `draw` or `instead_of_draw` hook: that card (in the drawing seat's hand) is the one offered to be played, not the card the turn drew (draw until playable)
---@param card luno.Card
function Game:offer(card) end
---leaves a seat out of the rest of the round: turn order, passing hands and reactions pass over it, its empty hand wins nothing, and the last seat still in wins the round; its cards stay where they are (move them first); back in the next round
---@param seat luno.Seat
function Game:eliminate(seat) end
---the round ends once this effect returns, won by `winner` (nil: by nobody, a tie). A hand emptied by any script (a give, a swap, a take) also wins at once, as a last card played does
---@param winner? luno.Seat
function Game:end_round(winner) end
---the match ends once this round is scored (called before the round's end, it ends the round too, with no winner unless `g:end_round` named one), won by `winner`, or by the leader on totals when nil (the ruleset's `ends.wins`: highest or lowest)
---@param winner? luno.Seat
function Game:end_match(winner) end
---from `draw`: the seat plays its turn afresh (any legal card, or draw again) instead of being offered only the drawn card
function Game:turn_again() end
---deals n cards from the draw pile's top onto a zone (reshuffling the discard pile when it runs out, as a draw does); returns them, fewer when none are left
---@param name string @param n? integer @param seat? luno.Seat @return luno.Card[]
function Game:deal_to(name, n, seat) end
---runs the hook of the rule of that name with these arguments: a rule that takes another's place (`instead_of`) runs it when it applies, without copying it
---@param name string @param hook string @param ... any @return any
function Game:run_rule(name, hook, ...) end
---from a play's effect (`on_play`, `after_play`): once it ends, the same seat plays again within its turn: it is offered its legal plays and a stop (`pass` in the core, `stop` in the REPL), not a draw; `g.again` says so. DOS: match another center card
function Game:play_again() end
---from a first-card effect: the card goes back, the deck is shuffled, another is flipped
function Game:reflip() end
---moves a card into seat's hand
---@param card luno.Card @param seat luno.Seat
function Game:give(card, seat) end
---moves a card (from anywhere) to the end, or top, of a zone; every seat knows it there when the zone is `face_up`, none when not (a seat's own zone: its seat does, and who knew it still does); a zone one per seat takes the seat
---@param card luno.Card @param name string @param seat? luno.Seat
function Game:to_zone(card, name, seat) end
---puts a card into the draw pile: `"top"`, `"bottom"`, at `"random"` (the game's generator) or under that many cards; nobody knows it there. With pile `"discard"` it goes under the discard pile's top (never on it: the top is what was played); with a zone's name, into that zone (a zone one per seat: its seat after the name, or `"nest@1"`, as every zone method takes it)
---@param card luno.Card @param where "top"|"bottom"|"random"|integer @param pile? "draw"|"discard"|string @param seat? luno.Seat
function Game:insert(card, where, pile, seat) end
---gives a card a back: a face of the type `name` (in `color`; nil for a wild type), which `g:turn_cards` turns up; no name takes the back away. Backs last the game (a game started over has none)
---@param card luno.Card @param name? string @param color? string
function Game:set_back(card, name, color) end
---turns the cards given (a card or a list), or every card that has a back, over: face and back change places; when the discard pile's top turns, the active color and symbol follow its new face (no color for a wild: ask for one)
---@param cards? luno.Card|luno.Card[]
function Game:turn_cards(cards) end
---plays a card out of the normal turn, with its effect and the play hooks; without `called` it carries the UNO call the seat made with its reaction (`jump uno`)
---@param seat luno.Seat @param card luno.Card @param called? boolean
function Game:play(seat, card, called) end
---turns the draw pile's top onto the discard pile with no effect; color and symbol follow it
---@return luno.Card?
function Game:flip() end
---puts a card on the discard pile without playing it; color and symbol stay
---@param card luno.Card
function Game:to_discard(card) end
---seats a and b swap hands
---@param a luno.Seat @param b luno.Seat
function Game:swap_hands(a, b) end
---every hand moves one seat that way
---@param direction 1|-1
function Game:pass_hands(direction) end
---moves a card picked at random (the game's generator) from seat `from`'s hand into seat `to`'s; returns it, or nil if `from`'s hand is empty
---@param from luno.Seat @param to luno.Seat @return luno.Card?
function Game:take_random(from, to) end
---seat `to` (or `"all"`) now knows the cards; views and bots see them
---@param cards luno.Card|luno.Card[] @param to luno.Seat|"all"
function Game:reveal(cards, to) end
---opens a reaction that the listed seats (default all) may take until the next turn action; the first to take it runs `run(g, by, target)`; `words` say taking it as people do (`%s` the target's name: the web page's button), `own_words` for the target itself
---@param w luno.Window @return integer
function Game:open_window(w) end
---closes a window opened with `g:open_window` before anyone takes it
---@param id integer
function Game:close_window(id) end
---a line for the table's log. With more than one argument `text` is a `string.format` format (an error in it is an error at the script's line)
---@param text any @param ... any
function Game:say(text, ...) end
---words for one seat only: its screen (the REPL shows the others "a message for Bo"), its `luno serve` client; a format as with `g:say`
---@param seat luno.Seat @param text any @param ... any
function Game:tell(seat, text, ...) end

-- Asking players (effects only)
---a color name; `colors = { "pink", "teal" }` offers only those (a dark side's)
---@param seat luno.Seat @param opts? string|luno.ColorOptions @return luno.Color?
function Game:choose_color(seat, opts) end
---a seat; `others = true` leaves out the asking seat, `among = {...}` offers only those
---@param seat luno.Seat @param opts? string|luno.SeatOptions @return luno.Seat?
function Game:choose_seat(seat, opts) end
---one of `cards` (nil if empty)
---@param seat luno.Seat @param cards luno.Card[] @param opts? string|luno.AskOptions @return luno.Card?
function Game:choose_card(seat, cards, opts) end
---`1` or `-1`
---@param seat luno.Seat @param opts? string|luno.AskOptions @return 1|-1|nil
function Game:choose_direction(seat, opts) end
---`true` or `false`
---@param seat luno.Seat @param opts? string|luno.AskOptions @return boolean
function Game:ask_yes_no(seat, opts) end
---the key of one of the script's own choices, each `{ key, label }` (or a string, its own key and label), 1 to 96 of them: a menu (`"discard"`, `"draw"`; a pile by name), answered by its number or its label in the REPL, by its label in `serve`; nil when `optional` and declined
---@param seat luno.Seat @param choices (string|{ [1]: any, [2]: string })[] @param opts? string|luno.AskOptions @return any
function Game:choose(seat, choices, opts) end
---the text the player typed (`""` for none); bots give none, so a rule decides for them (`g:is_bot`)
---@param seat luno.Seat @param opts string|luno.AskOptions @return string
function Game:ask_text(seat, opts) end

---@deprecated use next_seat
function Game:next_player(from, steps) end
---@deprecated use choose_seat
function Game:choose_player(seat, opts) end

---@class luno.CardDef
---@field name string what scripts and players call it (`"draw_two"`, `"7"`): one word of at most 31 bytes
---@field label? string what people read (`"Draw Two"`), at most 31 bytes
---@field about? string what the card does, in a line (`help <card>` in the REPL shows it)
---@field colored? boolean `true`: `copies` per color; `false`: a wild, `copies` in all
---@field number? integer 0..9 for a number card (cards match by it)
---@field points? integer what it scores left in a hand
---@field copies? integer|string how many, 0 to 1000 (per color when colored); 0 declares a face that only a double-sided card's back shows; the name of a whole-number option makes the count that option's value (`copies = "reverses"`)
---@field colors? luno.Color[] a colored card only in these colors (`{ "red", "blue" }`), e.g. a light side's
---@field tags? table<string, any> any table, read with `g:tag(card, key)` (e.g. `{ draw = 2 }` for stacking rules)
---@field on_play? fun(g: luno.Game, me: luno.Seat, card: luno.Card) its effect when played; may ask players
---@field effect? "skip"|"reverse"|"draw"|"color"|"color_draw" instead of an `on_play`, an effect declared as data: `"skip"` (`g:skip()`), `"reverse"` (`g:reverse()`, or with 2 players `g:skip()`), `"draw"` (`g:force_draw(g:next_seat(), tags.draw, card)`), `"color"` (`g:set_color(g:choose_color(me))`: its player names the next color), `"color_draw"` (the color, then the draw; where the card may be challenged, see `on_challenge`, the next seat is first asked `g:ask_yes_no(victim, "Challenge the <label>?")` and a yes runs `on_challenge` instead of the draw: the Wild Draw Four). The core runs it itself when no script must run around the play and, for a draw, no rule hooks `force_draw` (much cheaper); else it runs as that script, and an error it raises names the card's `card {` line
---@field on_challenge? fun(g: luno.Game, me: luno.Seat, victim: luno.Seat, before: luno.Color?) with `effect = "color_draw"`: judges a challenge of the play (`me` played it, `victim` challenged, `before` is the color active before it); the challenge is offered while the card's play is restricted (`plays = "without_active_color"`, its `restricted_by` option on) and the `challenge_by` option, if named, is on (`luno check` notes an `on_challenge` on a card without that `plays`: it never runs)
---@field challenge_by? string with `on_challenge`: a true-or-false option that offers the challenge when true
---@field on_first? fun(g: luno.Game, dealer: luno.Seat, card: luno.Card) its effect as the round's first card
---@field can_play? fun(g: luno.Game, me: luno.Seat, card: luno.Card, plain: luno.Answer): luno.Answer, ... a question: may it be played now? Return `true`, `false`, or `"bluff"` (allowed, but against the rules if challenged); a refusal's reason may follow, as for a rule's `legal`. `plain` is the color/symbol answer
---@field plays? "always"|"never"|"without_active_color" instead of a `can_play`, a legality the host decides itself: `"always"` (on anything), `"never"` (not on a turn: a reaction card), `"without_active_color"` (truthful only while its player holds no card of the active color, else a bluff)
---@field restricted_by? string with `plays = "without_active_color"`: a boolean option that turns the restriction off when false (the card then plays any time, like a Wild)
---@field on_react? fun(g: luno.Game, me: luno.Seat, card: luno.Card) makes it a reaction card: its holder may use it out of turn at any turn decision

---@class luno.RuleDef
---@field name string the rule's name; a later rule of the same name replaces it only if it says `replaces`
---@field invariant (fun(g: luno.Game): boolean, string?)|{ zone: string, never: string|string[] } a check of the rule's own that must hold after every action (read-only): return `true`, or `false` and why; `luno check`, `luno sim --check` and the scenario tests run it (`invariant = function(g) return g:zone_size("row") <= 4, "the row holds at most 4" end`); or declared: `{ zone = "row", never = "hand" }`, the zone's cards never reach a hand (or `"draw"`, or another zone) before the discard pile
---@field must_play? true declares "a player holding a playable card may not decline": the core leaves the draw (the pass after a draw, the stop of a turn of several plays) out of the options whenever a card plays other than as a bluff, judged after every rule's `legal` (not with `when`)
---@field shows? fun(g: luno.Game): (string|string[]) lines for the table's view, shown alike to every seat under the pile: the REPL's `show`, `serve`'s state (`lines`), the bots' `view.lines` (a question: read-only)
---@field draw_says? fun(g: luno.Game, seat: luno.Seat): string what the turn's draw does now for `seat` when it is more than a card, in words that follow "draw" (a stack: `"the 6 stacked cards, and lose the turn"`), else nil: the REPL's `hint` lists `draw the 6 stacked cards, and lose the turn` (a question: read-only; the first active rule's words count)
---@field before? string another rule's name: this rule's hooks run just before that rule's hooks of the same names (rules whose `before` and `instead_of` name each other round a circle are refused at load, each link named)
---@field instead_of? string another rule's name: this rule's hooks take the place of that rule's hooks of the same names (in its place in the order); `g:run_rule(name, hook, ...)` runs the one replaced when it should apply
---@field replaces? string its own name: it takes the place of the rule of that name loaded before (without it, a second rule of a name is an error)
---@field about? string a line for `luno rules`
---@field options? table<string, luno.Option> options it declares (`option(...)`)
---@field conflicts? string[] rules it may not be loaded with (loading both is refused, naming both)
---@field active? fun(options: table<string, any>): boolean the rule is off when it returns false: its hooks cost nothing
---@field deck? fun(card_type: luno.CardDef): boolean leave card types out of the deck (false drops one)
---@field when? string the rule's hooks run only while `g.vars[when]` is set, neither nil nor false
---@field cards? string[] its `before_play`, `after_play` and `last_card` hooks run only for plays of these cards
---@field zones? { name: string, face_up: boolean?, per_seat: boolean?, gathered: boolean?, hidden: boolean? }[] places for cards besides the draw and discard piles, shared by the table or one per seat (`per_seat = true`: "pass@0", "pass@1", ..., each known to its seat, unless `hidden = true`: known to nobody, a face-down stock), gathered by the discard pile's reshuffle or not (`gathered = true`) (also a ruleset's field): `zones = { { name = "row", face_up = true } }`; see `g:zone`, `g:to_zone`
---@field hidden_vars? table<string, "hidden"|"by_seat"> the `g.vars` keys that hold what not every seat may know: `"hidden"`, no seat (a face-down card's color, a coin's next side); `"by_seat"`, a table by seat whose entry each seat alone knows. A search bot's world drops them (of a by_seat key, every seat's entry but the searcher's) before the rules' `world` hooks run; every other key is public: worlds copy it from the game
---@field world? fun(g: luno.Game, seat: luno.Seat) deals the rule's `hidden_vars` again in a search bot's world for `seat`, after its cards were dealt anew and its generator seeded anew: set them as that seat could believe them, from the world's cards or `math.random` (`world = function(g) g.vars.trap = g.colors[math.random(#g.colors)] end`); it may not ask a question
---@field play_word? string what a play is called in the narration, one lowercase word (`play_word = "discard"`: "Bo discards red 7"; the verb takes an s)
---@field draw_word? string what the turn's draw is called where people read it (the REPL's command and menus, `serve`'s labels), one lowercase word: `draw_word = "press"`
---@field round_start? fun(g: luno.Game, dealer: luno.Seat)
---@field first_card? fun(g: luno.Game, card: luno.Card)
---@field turn_start? fun(g: luno.Game, seat: luno.Seat)
---@field before_play? fun(g: luno.Game, seat: luno.Seat, card: luno.Card, called: boolean)
---@field last_card? fun(g: luno.Game, seat: luno.Seat, card: luno.Card, called: boolean)
---@field after_play? fun(g: luno.Game, seat: luno.Seat, card: luno.Card, called: boolean)
---@field draw? fun(g: luno.Game, seat: luno.Seat, card: luno.Card)
---@field instead_of_draw? fun(g: luno.Game, seat: luno.Seat)
---@field turn_end? fun(g: luno.Game, seat: luno.Seat)
---@field force_draw? fun(g: luno.Game, seat: luno.Seat, n: integer, card: luno.Card?): boolean?
---@field legal? fun(g: luno.Game, seat: luno.Seat, card: luno.Card?, ok: luno.Answer): luno.Answer, ...
---@field legal_types? fun(g: luno.Game, seat: luno.Seat): table<string, true|"match"|false>?, ...
---@field illegal_play? fun(g: luno.Game, seat: luno.Seat, card: luno.Card)
---@field like_top? fun(g: luno.Game, by: luno.Seat, card: luno.Card?)
---@field round_end? fun(g: luno.Game, winner: luno.Seat?)
---@field round_scored? fun(g: luno.Game, winner: luno.Seat?)

---@class luno.RulesetDef
---@field about? string
---@field extends? string|string[]
---@field colors? luno.Color[]
---@field options? table<string, luno.Option>
---@field files? string[]
---@field min_players? integer
---@field max_players? integer
---@field hand_sizes? table<integer, integer> cards dealt by number of players (unless hand_size is set)
---@field set? table<string, any> option values it gives the rulesets it extends
---@field teams? "partners"|integer[][] seats in teams: partners across, or listed (`{ {0, 2}, {1, 3} }`)
---@field zones? { name: string, face_up: boolean? }[] places for cards besides the draw and discard piles
---@field max_number? integer the highest rank numbers reach (9 by default; DOS: 10)
---@field call_at? integer the cards a play leaves when the last-card call is due (1: UNO; DOS: 2)
---@field call_word? string what the call is called (`"dos"`): the REPL's command and word
---@field plays_on_top? boolean false: no play matches the discard pile's top (DOS), and the table does not show it

---Declares a card type; a later card of the same name replaces it.
---@param def luno.CardDef
---@return luno.CardDef
function card(def) end

---Declares a rule; a later rule of the same name replaces it.
---@param def luno.RuleDef
---@return luno.RuleDef
function rule(def) end

---Describes a folder ruleset (its init.lua returns it).
---@param def luno.RulesetDef
---@return luno.RulesetDef
function ruleset(def) end

---Names rulesets and options loaded together.
---@param def { rules: string[], set?: table<string, any>, about?: string }
function preset(def) end

---An option: its default (its type is the option's), a line of help, allowed values, and the
---card type it is about (a deck without that card does not list it).
---@param default boolean|integer|number|string
---@param help string
---@param choices? string[]
---@param card? string
---@return luno.Option
function option(default, help, choices, card) end

---A bot's view of the table (rulesets/bots/): only what its seat may see.
---@class luno.View
---@field seat luno.Seat
---@field players integer
---@field hand table[]                 { id, name, label, color, number, points, wild }
---@field hand_sizes table<luno.Seat, integer>
---@field known table<luno.Seat, table[]>
---@field top table?
---@field color luno.Color?
---@field scores table<luno.Seat, integer>
---@field options table<string, any>
