-- twice: two rules of the same name in one file; the later says it replaces the earlier.
rule { name = "announcer", after_play = function(g) g:say("first announcer") end }
return rule { name = "announcer", replaces = "announcer",
              after_play = function(g) g:say("second announcer") end }
