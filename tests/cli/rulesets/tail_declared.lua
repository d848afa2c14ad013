-- A mistake in a declaration the file returns (`return rule{...}`, a tail call that leaves
-- no frame of the file): the error still names the file.
return rule { name = "tail_declared", bump = 1 }
