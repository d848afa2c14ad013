-- The special deck: RULES.md section 5. The official game plus twelve special cards, each a
-- file of its own (copies and points are edited there). Colored cards match by color or by
-- symbol and score 20, one per color; wild cards are playable on anything, score 50, let
-- their player declare the next color, two copies each; Evil is a reaction card, two copies.
-- As the round's first card a special card acts as if the dealer had played it (Evil,
-- which is never played, goes back and another card is flipped).
-- The effects say what happened with g:say: the card's name (and what came of it) before a
-- colon, which `luno sim` counts a card's doings by, then the details, naming seats "seat N".
return ruleset {
  about = "the official game with the twelve cards of the special deck",
  extends = "official",
  files = { "friendship.lua", "x_ray.lua", "mayhem.lua", "evil.lua", "travel.lua",
            "draw_three.lua", "howler.lua", "harvest.lua", "merlin.lua", "racer_x.lua",
            "super_absorbency.lua", "secret_recipe.lua" },
}
