#!/bin/sh
# The style checks CI runs (and `make style`): clang-format over every tracked C file, then
# luacheck over the Lua (settings in .luacheckrc). Prints one line per check; exit 1 if any
# check finds something, 2 if a tool is missing.
cd "$(dirname "$0")/.." || exit 2
status=0
if ! command -v clang-format >/dev/null; then echo "style: clang-format is not installed"; exit 2; fi
if git ls-files '*.c' '*.h' | xargs clang-format --dry-run -Werror 2>/tmp/luno-format.$$; then
  echo "style: C formatting ok (clang-format)"
else
  cat /tmp/luno-format.$$ | head -40
  echo "style: C files differ from .clang-format (run: clang-format -i FILE)"
  status=1
fi
rm -f /tmp/luno-format.$$
if ! command -v luacheck >/dev/null; then echo "style: luacheck is not installed (Debian: lua-check)"; exit 2; fi
if luacheck --no-color -q rulesets tests >/tmp/luno-luacheck.$$ 2>&1; then
  echo "style: Lua ok (luacheck)"
else
  cat /tmp/luno-luacheck.$$
  echo "style: luacheck found problems"
  status=1
fi
rm -f /tmp/luno-luacheck.$$
exit $status
