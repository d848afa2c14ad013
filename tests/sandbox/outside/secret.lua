-- A module outside every ruleset folder: no script may require it.
return "the secret outside the ruleset folders"
