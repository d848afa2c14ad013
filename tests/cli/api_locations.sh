#!/bin/sh
# api_locations.sh LUNO API_MD: every method lua/API.md documents (g:name(...)), called by a
# script with wrong arguments of every kind (nil, negative, huge, NaN, text, table, integer
# extremes, a bad second or third argument), raises an error located at the script's own
# file:line, never at a line of luno's own Lua (game:279 said nothing to an author), and
# never crashes. The methods come from API.md, so a new one is probed as soon as it is
# documented. (end_turn, turn_again and play_again take no argument to get wrong.)
set -eu
luno=$1 api=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
names=$(grep -o '`g:[a-z_]*(' "$api" | sed 's/`g://; s/($//' | sort -u |
        grep -v -x -e end_turn -e turn_again -e play_again | sed 's/.*/"&",/' | tr -d '\n')
[ -n "$names" ] || { echo "no g: methods found in $api"; exit 1; }
cat > "$dir/probe.lua" <<LUA
local names = { $names }
local bad = { {}, { -1 }, { 1e308 }, { 0 / 0 }, { "x" }, { {} }, { math.maxinteger },
              { math.mininteger }, { 1, -5 }, { 0, 1e9 }, { 0, 0 / 0 }, { 0, "x", "y" },
              { 0, { color = 99 } }, { 0, { number = 1e300 } }, { 0, 1, {} } }
rule {
  name = "probe", about = "every documented method with wrong arguments",
  turn_start = function(g)
    if g.vars.probed then return end
    g.vars.probed = true
    local calls = 0
    for _, name in ipairs(names) do
      for _, args in ipairs(bad) do
        local ok, err = pcall(g[name], g, table.unpack(args, 1, 3))
        calls = calls + 1
        if not ok and not (type(err) == "string" and err:match("^[^:]*probe%.lua:%d+: ")) then
          print("UNLOCATED g:" .. name .. ": " .. tostring(err))
        end
      end
    end
    print(("probed %d methods, %d calls"):format(#names, calls))
  end,
}
LUA
out=$("$luno" sim --rules "official,$dir/probe.lua" --games 1 --seed 1 --quiet 2>&1) || {
  echo "$out"; echo "luno failed"; exit 1; }
if echo "$out" | grep -q UNLOCATED; then echo "$out" | grep UNLOCATED; exit 1; fi
echo "$out" | grep -q "probed [0-9]* methods" || { echo "$out"; echo "the probe never ran"; exit 1; }
echo "$out" | grep -o "probed [0-9]* methods, [0-9]* calls"
echo "$out" | grep -q "0 script/bot errors" || { echo "$out" | grep errors; exit 1; }
