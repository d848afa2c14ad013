-- Wild DOS: a 2 of any color. Wild #: any number, of its own color. Twelve and eight.
card { name = "wild_dos", label = "Wild DOS", colored = false, number = 2, points = 20,
       copies = 12, about = "a 2 of any color" }
card { name = "wild_number", label = "Wild #", points = 40, copies = 2,
       tags = { any_number = true }, about = "any number you need, of its own color" }
