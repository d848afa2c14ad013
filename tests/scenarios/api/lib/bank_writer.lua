-- bank_writer: a house rule that rewrites the module it required, at load time.
local bank = require "shared_bank"
bank.answer, bank.words[1] = 0, "hacked"
local again = require "shared_bank"
assert(again == bank, "one script requiring twice gets the one copy")
return rule { name = "bank_writer", about = "rewrites its copy of shared_bank: the sandbox's test" }
