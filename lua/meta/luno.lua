---@meta
-- luno.lua: the scripting API of luno as LuaLS (lua-language-server) annotations, so an
-- editor completes and type-checks card, rule and bot scripts. Nothing here runs: the host
-- defines every name (lua/API.md describes each with an example). Point your editor at it:
-- .luarc.json `{ "workspace.library": ["<luno>/lua/meta"] }` (the repository's own does).

---@alias luno.Seat integer   a seat, 0 to g.players - 1
---@alias luno.Card integer   a card id of the running game
---@alias luno.Color string   one of the ruleset's colors, e.g. "red"
---@alias luno.Answer boolean|"bluff"

---@class luno.Filter
---@field color? luno.Color
---@field name? string        the card type's name, e.g. "skip"
---@field number? integer
---@field wild? boolean

---@class luno.AskOptions
---@field prompt? string
---@field optional? boolean   the seat may decline (the call returns nil)

---@class luno.ColorOptions: luno.AskOptions
---@field colors? luno.Color[] only these colors are offered

---@class luno.SeatOptions: luno.AskOptions
---@field others? boolean     not the asking seat itself
---@field among? luno.Seat[]  only these seats

---@class luno.Window
---@field name string
---@field target? luno.Seat
---@field seats? luno.Seat[]  who may take it (default: every seat)
---@field run fun(g: luno.Game, by: luno.Seat, target: luno.Seat?)

---The game object every hook and card function receives.
---@class luno.Game
---@field players integer
---@field dealer luno.Seat
---@field current luno.Seat        whose turn it is (during an effect: who played)
---@field direction 1|-1
---@field color luno.Color?        nil while a wild waits for its color
---@field top luno.Card?
---@field round integer
---@field colors luno.Color[]
---@field options table<string, any> read-only option values
---@field vars table<string, any>  the scripts' own per-game state
---@field drawn luno.Card?         the card drawn this turn while it may still be played
---@field played_by luno.Seat?     who played the last card
---@field turn_over boolean        the turn being played is over
---@field color_before luno.Color? the color the last card was played on
---@field symbol_before string?    the symbol (card type name) the last card was played on
---@field listening boolean        g:say and g:tell reach someone (false in sims and replays)
local Game = {}

-- Reading
---@param from? luno.Seat @param steps? integer @return luno.Seat
function Game:next_seat(from, steps) end
---@param seat luno.Seat @param filter? luno.Filter|luno.Color @return luno.Card[]
function Game:hand(seat, filter) end
---@param seat luno.Seat @param filter? luno.Filter|luno.Color @return integer
function Game:holds(seat, filter) end
---How many cards passing the filter the hand held just after the card being played left it.
---@param filter? luno.Filter|luno.Color @return integer
function Game:held_at_play(filter) end
---@param card luno.Card @return string
function Game:name(card) end
---@param card luno.Card @return string
function Game:label(card) end
---@param card luno.Card @return luno.Color?
function Game:color_of(card) end
---@param card luno.Card @return integer?
function Game:number(card) end
---@param card luno.Card @return boolean
function Game:is_wild(card) end
---@param card luno.Card @return integer
function Game:points(card) end
---@param card luno.Card @param key string @return any
function Game:tag(card, key) end
---@param card luno.Card @return boolean
function Game:matches(card) end
---@param seat luno.Seat @param card luno.Card @return luno.Answer
function Game:can_play(seat, card) end
---@param seat luno.Seat @param card luno.Card @return luno.Answer
function Game:legal(seat, card) end
---@param seat luno.Seat @param card luno.Card @return boolean
function Game:knows(seat, card) end
---@param card luno.Card @return string
function Game:card_text(card) end
---@param seat luno.Seat @return integer
function Game:score(seat) end
---@return integer
function Game:draw_pile_size() end
---@param seat luno.Seat @return boolean
function Game:is_bot(seat) end

-- Changing the table (effects only)
---@param seat luno.Seat @param n? integer @return luno.Card[]
function Game:draw(seat, n) end
---@param seat luno.Seat @param n integer @param card? luno.Card
function Game:force_draw(seat, n, card) end
-- stop: a function(card), or a filter as g:hand's (cheaper: no call per card)
---@param seat luno.Seat @param stop fun(card: luno.Card): boolean|luno.Filter|luno.Color @param max? integer @return luno.Card[]
function Game:draw_until(seat, stop, max) end
---@param n? integer
function Game:skip(n) end
function Game:reverse() end
---@param color luno.Color
function Game:set_color(color) end
---@param seat luno.Seat
function Game:set_next(seat) end
---@param seat luno.Seat
function Game:set_current(seat) end
function Game:end_turn() end
function Game:turn_again() end
---@param winner? luno.Seat
function Game:end_round(winner) end
---@param seat luno.Seat
function Game:eliminate(seat) end
---@param seat luno.Seat @param n integer
function Game:add_points(seat, n) end
---@param card luno.Card
function Game:offer(card) end
---@param seat luno.Seat @return boolean
function Game:is_out(seat) end
function Game:reflip() end
---@param card luno.Card @param seat luno.Seat
function Game:give(card, seat) end
---@param card luno.Card @param where "top"|"bottom"|"random"|integer @param pile? "draw"|"discard"
function Game:insert(card, where, pile) end
---@return luno.Card[]
function Game:deck() end
---@param card luno.Card @param name? string @param color? luno.Color
function Game:set_back(card, name, color) end
---@param card luno.Card @return string? name, luno.Color? color
function Game:back_of(card) end
---@param cards? luno.Card|luno.Card[]
function Game:turn_cards(cards) end
---@param seat luno.Seat @param card luno.Card @param called? boolean
function Game:play(seat, card, called) end
---@return luno.Card?
function Game:flip() end
---@param stop fun(card: luno.Card): boolean|luno.Filter|luno.Color @param max? integer @return luno.Card[]
function Game:flip_until(stop, max) end
---@param card luno.Card
function Game:to_discard(card) end
---@param a luno.Seat @param b luno.Seat
function Game:swap_hands(a, b) end
---@param direction 1|-1
function Game:pass_hands(direction) end
---@param from luno.Seat @param to luno.Seat @return luno.Card?
function Game:take_random(from, to) end
---@param cards luno.Card|luno.Card[] @param to luno.Seat|"all"
function Game:reveal(cards, to) end
---@param w luno.Window @return integer
function Game:open_window(w) end
---@param id integer
function Game:close_window(id) end
-- With more than the text, text is a string.format format, formatted only when listening.
---@param text any @param ... any
function Game:say(text, ...) end
---@param seat luno.Seat @param text any @param ... any
function Game:tell(seat, text, ...) end

-- Asking players (effects only)
---@param seat luno.Seat @param opts? string|luno.ColorOptions @return luno.Color?
function Game:choose_color(seat, opts) end
---@param seat luno.Seat @param opts? string|luno.SeatOptions @return luno.Seat?
function Game:choose_seat(seat, opts) end
---@deprecated use choose_seat
function Game:choose_player(seat, opts) end
---@deprecated use next_seat
function Game:next_player(from, steps) end
---@param seat luno.Seat @param cards luno.Card[] @param opts? string|luno.AskOptions @return luno.Card?
function Game:choose_card(seat, cards, opts) end
---@param seat luno.Seat @param opts? string|luno.AskOptions @return 1|-1|nil
function Game:choose_direction(seat, opts) end
---@param seat luno.Seat @param opts? string|luno.AskOptions @return boolean
function Game:ask_yes_no(seat, opts) end
---@param seat luno.Seat @param opts string|luno.AskOptions @return string
function Game:ask_text(seat, opts) end

---@class luno.CardDef
---@field name string
---@field label? string
---@field about? string           what the card does (`help <card>` in the REPL)
---@field colored? boolean        default true: one per color
---@field number? integer
---@field points? integer
---@field copies? integer       0: a face only (a double-sided card's back), never dealt
---@field colors? luno.Color[]    a colored card only in these colors (default: every one)
---@field tags? table<string, any>
---@field on_play? fun(g: luno.Game, me: luno.Seat, card: luno.Card)
---@field on_first? fun(g: luno.Game, me: luno.Seat, card: luno.Card)
---@field on_react? fun(g: luno.Game, me: luno.Seat, card: luno.Card)
---@field can_play? fun(g: luno.Game, me: luno.Seat, card: luno.Card, ok: luno.Answer): luno.Answer, string?
---@field plays? "always"|"never"|"without_active_color" a legality the host decides (instead of can_play)
---@field restricted_by? string a boolean option that turns "without_active_color" off when false

---@class luno.RuleDef
---@field name string
---@field about? string
---@field options? table<string, luno.Option>
---@field conflicts? string[]
---@field active? fun(options: table<string, any>): boolean
---@field deck? fun(card_type: luno.CardDef): boolean
---@field when? string the rule's hooks run only while g.vars[when] is set
---@field cards? string[] its play hooks run only for plays of these cards
---@field round_start? fun(g: luno.Game, dealer: luno.Seat)
---@field turn_start? fun(g: luno.Game, seat: luno.Seat)
---@field before_play? fun(g: luno.Game, seat: luno.Seat, card: luno.Card, called: boolean)
---@field last_card? fun(g: luno.Game, seat: luno.Seat, card: luno.Card, called: boolean)
---@field after_play? fun(g: luno.Game, seat: luno.Seat, card: luno.Card, called: boolean)
---@field draw? fun(g: luno.Game, seat: luno.Seat, card: luno.Card)
---@field force_draw? fun(g: luno.Game, seat: luno.Seat, n: integer, card: luno.Card?): boolean?
---@field legal? fun(g: luno.Game, seat: luno.Seat, card: luno.Card?, ok: luno.Answer, kind: luno.CardDef?, state: any): luno.Answer, (string|fun(g: luno.Game, seat: luno.Seat, card: luno.Card?): string)?
---@field like_top? fun(g: luno.Game, by: luno.Seat, card: luno.Card?) a window the host opens for seats holding a card identical to the top
---@field illegal_play? fun(g: luno.Game, seat: luno.Seat, card: luno.Card)
---@field first_card? fun(g: luno.Game, card: luno.Card)
---@field round_end? fun(g: luno.Game, winner: luno.Seat)

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

---@class luno.Option

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

---An option: its default (its type is the option's), a line of help, allowed values.
---@param default boolean|integer|number|string
---@param help string
---@param choices? string[]
---@return luno.Option
function option(default, help, choices) end

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
