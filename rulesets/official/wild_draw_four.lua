-- Wild Draw Four (50 points): its player declares the next color; the next player draws 4
-- and loses the turn, unless they challenge. It is legal only when its player holds no
-- card of the active color; played otherwise it is a bluff. With wd4_restricted=false it
-- plays any time, like a Wild, and cannot be challenged.
-- Challenge: the challenger sees the hand. If it held the color active before the card
-- (as it was when the card was played: a penalty drawn since does not count), its player
-- draws 4 and the challenger plays normally; else the challenger draws 6 and loses the
-- turn. The declared color stands either way.
-- As the first card: it goes back into the deck, which is shuffled, and another is flipped.
card {
  name = "wild_draw_four", label = "Wild Draw Four", colored = false, points = 50, copies = 4,
  about = "declare the color; the next player draws 4 and loses the turn. Legal only without"
          .. " a card of the active color; the next player may challenge a bluff",
  tags = { draw = 4 },
  -- legal only while its player holds no card of the active color, else a bluff (nothing
  -- active, a wild flipped by an effect: legal); wd4_restricted=false: any time, a Wild.
  -- Declared, so the core decides it with no script call.
  plays = "without_active_color", restricted_by = "wd4_restricted",
  -- its player names the color; the next player is asked "Challenge the Wild Draw Four?"
  -- (while the option challenge is on and the card restricted), else draws 4 and loses
  -- the turn (the core runs this where no rule hooks the play or force_draw)
  effect = "color_draw", challenge_by = "challenge",
  on_challenge = function(g, me, victim, before)
    g:reveal(g:hand(me), victim)
    if g:held_at_play(before) > 0 then
      g:say("challenge succeeds: seat %d held %s", me, before)
      return g:draw(me, 4)
    end
    g:say("challenge fails: seat %d held no %s", me, before)
    g:force_draw(victim, 6)
  end,
  on_first = function(g) g:reflip() end,
}
