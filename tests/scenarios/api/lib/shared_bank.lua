-- shared_bank: a module two rules require; each must get its own copy.
return { answer = 42, words = { "red", "green" } }
