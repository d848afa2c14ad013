-- The two sides. When the game starts every card gets a dark back, dealt at random from
-- the dark side's list; each round starts light side up; a Flip turns every card over.
local LIGHT = { "red", "yellow", "green", "blue" }
local DARK = { "pink", "teal", "orange", "purple" }

local function dark_faces()  -- the dark side of the deck: 112 faces
  local faces = {}
  local function add(name, color, n) for _ = 1, n do faces[#faces + 1] = { name, color } end end
  for _, color in ipairs(DARK) do
    for n = 1, 9 do add(tostring(n), color, 2) end
    for _, name in ipairs { "draw_five", "reverse", "skip_everyone", "flip" } do add(name, color, 2) end
  end
  add("wild", nil, 4)
  add("wild_draw_color", nil, 4)
  return faces
end

local function flip_all(g, dark)
  g:turn_cards()
  g.vars.dark, g.vars.colors = dark, dark and DARK or LIGHT
  g:say(dark and "everything flips: the dark side is up" or "everything flips: the light side is up")
end

card { name = "flip", label = "Flip", points = 20, copies = 2, colors = LIGHT,
       about = "every card turns over: the other side is up (the discard pile's new top counts)",
       on_play = function(g, me)
         flip_all(g, not g.vars.dark)
         if not g.color then g:set_color(g:choose_color(me, { colors = g.vars.colors })) end
       end }

return rule {
  name = "sides", about = "double-sided cards: light side up at each round's start",
  round_start = function(g)
    if not g.vars.backs then  -- the game's first round: every card gets its dark side
      local faces, cards = dark_faces(), g:deck()
      for i = #faces, 2, -1 do
        local j = math.random(i)
        faces[i], faces[j] = faces[j], faces[i]
      end
      for i, c in ipairs(cards) do g:set_back(c, faces[i][1], faces[i][2]) end
      g.vars.backs = true
    end
    if g.vars.dark then flip_all(g, false) end
    g.vars.colors = LIGHT
  end,
}
