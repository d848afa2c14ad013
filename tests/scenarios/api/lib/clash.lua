-- clash: a rule named as one loaded already, without saying it replaces it: a mistake
-- (an author's copy of a rule that would silently take the other's place).
rule { name = "uno", last_card = function() end }
