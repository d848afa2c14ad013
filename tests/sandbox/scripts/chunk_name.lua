-- Hostile: names a loaded chunk after a file in another folder, hoping require then looks
-- in that folder (../outside, relative to where the test runs) for a module.
local f = load("return require 'secret'", "@../outside/x.lua")
error("leaked: " .. tostring(f()))
