-- Three rules whose before/instead_of form a circle (first before second, second in place
-- of third, third before first): no order can hold them, so loading them is refused,
-- naming each link, in every command and at once (it once recursed without end).
rule { name = "first", before = "second", turn_start = function(g) end }
rule { name = "second", instead_of = "third", turn_start = function(g) end }
rule { name = "third", before = "first", turn_start = function(g) end }
