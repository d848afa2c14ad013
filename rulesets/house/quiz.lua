-- quiz (RULES.md section 7, the classroom sheet): "before playing a card, the player must
-- answer a question. A wrong answer (or none) makes them draw one card and the turn
-- passes." Questions come from a bank users edit (rulesets/quiz/NAME.lua, option
-- quiz_bank; docs/QUIZ.md), asked in a shuffled order that repeats only once the bank is
-- used up. A person types the answer; a bot is right with probability quiz_skill (after
-- ten laps of bots failing in a row the next bot is right: a table of bots with
-- quiz_skill=0 would otherwise never reach a decision). Every question ends in a line
-- said "quiz right: ..." or "quiz wrong: ...".
local bank = require "quiz.lib.bank"

-- The game's quiz (in g.vars, kept by undo and saves): the bank, its shuffled order, the
-- next question's place in it, and how many bots in a row missed.
local function quiz_of(g)
  local quiz = g.vars.quiz
  if not quiz then
    quiz = { bank = bank.load(g.options.quiz_bank), pos = 1, streak = 0 }
    g.vars.quiz = quiz
  end
  return quiz
end

-- The next question of the game's shuffled round of the bank (math.random: the game's).
local function next_question(quiz)
  if not quiz.order or quiz.pos > #quiz.order then
    local order = {}
    for i = 1, #quiz.bank do order[i] = i end
    for i = #order, 2, -1 do
      local j = math.random(i)
      order[i], order[j] = order[j], order[i]
    end
    quiz.order, quiz.pos = order, 1
  end
  quiz.pos = quiz.pos + 1
  return quiz.bank[quiz.order[quiz.pos - 1]]
end

return rule {
  name = "quiz", about = "answer a question before each turn: wrong or none, draw one and pass",
  options = {
    quiz_bank = option("money", "question bank: quiz/NAME.lua on the ruleset path (docs/QUIZ.md)"),
    quiz_skill = option(0.8, "how often a bot answers right, from 0 to 1"),
  },
  active = function(o)  -- loads the bank when the game is set up, so a bad one stops it there
    if o.quiz_skill < 0 or o.quiz_skill > 1 then
      error("option quiz_skill takes a number from 0 to 1, not " .. o.quiz_skill, 0)
    end
    bank.load(o.quiz_bank)
    return true
  end,
  turn_start = function(g, seat)
    local quiz = quiz_of(g)
    local q = next_question(quiz)
    local bot = g:is_bot(seat)
    local right, typed
    if bot then -- (the draw decides: its answer needs no judging)
      right = math.random() < g.options.quiz_skill or quiz.streak >= 10 * g.players
      quiz.streak = right and 0 or quiz.streak + 1
      typed = right and q.shown or ""
    else
      quiz.streak = 0
      typed = g:ask_text(seat, q.prompt)
      right = bank.right(q, typed)
    end
    if right then return g:say('quiz right: "%s" %s', q.prompt, typed) end
    local given = bot and "the bot missed" or typed == "" and "no answer to"
                  or ('"%s" is not the answer to'):format(typed)
    g:say('quiz wrong: %s "%s"; it is %s. Draw a card, the turn passes', given, q.prompt, q.shown)
    g:draw(seat, 1)
    g:end_turn()
  end,
}
