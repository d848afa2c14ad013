-- bank_reader: a card that reads the module another rule rewrote in its own copy.
local bank = require "shared_bank"
local ok, same = pcall(require, "shared_bank")
card { name = "reader", label = "Reader", copies = 1,
  on_play = function(g)
    g:say("answer %d, first word %s, pcall copy same: %s", bank.answer, bank.words[1],
          tostring(ok and same == bank))
  end }
return rule { name = "bank_reader", about = "reads its copy of shared_bank: the sandbox's test" }
