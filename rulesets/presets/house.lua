-- house (RULES.md section 8): the popular table: official + progressive + seven_o + jump_in.
return preset {
  about = "the popular table: stacking, 7-0 and jump-in",
  rules = { "official", "progressive", "seven_o", "jump_in" },
}
