-- Hostile: asks for the os library through require, at load time.
local os = require "os"
card { name = "hostile", colored = false, copies = 4, points = 50 }
