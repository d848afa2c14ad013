#!/bin/sh
# meta_check.sh SOURCE: the LuaLS definitions (lua/meta/luno.lua) and lua/API.md agree:
# every g:method and g.field the API documents is declared for editors, and the reverse.
cd "$1" || exit 2
documented=$(grep -o '`g:[a-z_]*[({]' lua/API.md | sed 's/`g://; s/[({]//' | sort -u)
declared=$(grep -o '^function Game:[a-z_]*' lua/meta/luno.lua | sed 's/function Game://' | sort -u)
missing=$(comm -23 /dev/fd/3 /dev/fd/4 3<<EOA 4<<EOB
$documented
EOA
$declared
EOB
)
extra=$(comm -13 /dev/fd/3 /dev/fd/4 3<<EOA 4<<EOB
$documented
EOA
$declared
EOB
)
fields=$(grep -o '`g\.[a-z_]*`' lua/API.md | sed 's/`g\.//; s/`//' | sort -u)
for f in $fields; do
  grep -q "^---@field $f " lua/meta/luno.lua || missing="$missing g.$f"
done
[ -z "$missing$extra" ] && { echo "ok: lua/meta/luno.lua declares what lua/API.md documents"; exit 0; }
[ -n "$missing" ] && echo "documented in lua/API.md but not in lua/meta/luno.lua:" $missing
[ -n "$extra" ] && echo "declared in lua/meta/luno.lua but not in lua/API.md:" $extra
exit 1
