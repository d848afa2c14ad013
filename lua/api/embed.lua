-- embed.lua IN OUT NAME CHUNKNAME: compiles the Lua file IN and writes OUT, a C file that
-- holds its bytecode (debug information kept: errors still say "prelude:LINE") as
-- `const unsigned char NAME[]` and its size as `const size_t NAME_size`. Run by apigen at
-- build time, so the host loads the prelude without parsing it at every start.
local input, output, name, chunkname = arg[1], arg[2], arg[3], arg[4]
local f = assert(io.open(input, "rb"))
local source = f:read("a")
f:close()
local chunk = assert(load(source, chunkname, "t"))
local code = string.dump(chunk, false)
local out = { ("/* Generated from %s by lua/api/embed.lua; do not edit. */\n"):format(input),
              "#include <stddef.h>\n", ("const unsigned char %s[] = {"):format(name) }
for i = 1, #code, 16 do
  local row = {}
  for k = i, math.min(i + 15, #code) do row[#row + 1] = ("%d,"):format(code:byte(k)) end
  out[#out + 1] = "\n  " .. table.concat(row)
end
out[#out + 1] = ("\n};\nconst size_t %s_size = %d;\n"):format(name, #code)
f = assert(io.open(output, "wb"))
f:write(table.concat(out))
f:close()
