-- A card declaring a legality the host does not know: a located load error.
card { name = "sometimes", label = "Sometimes", plays = "sometimes", points = 10 }
