#!/bin/sh
# run_install.sh BUILD SOURCE WORK [PYTHON3 [EXAMPLE_CFLAGS]]: installs BUILD into WORK/prefix and checks
# the installed luno from WORK/elsewhere, with LUNO_PATH unset: every shipped ruleset
# simulated briefly, the C example built with pkg-config and run, a scripted `luno serve`
# game, and the Python example. Also stages an install with DESTDIR.
set -eu
build=$1 src=$2 work=$3 python=${4:-} example_cflags=${5:-}
fail() { echo "install test: $*" >&2; exit 1; }
rm -rf "$work"
mkdir -p "$work/elsewhere"
unset LUNO_PATH
prefix=$work/prefix
cmake --install "$build" --prefix "$prefix" >"$work/install.log" || fail "cmake --install failed"

for f in bin/luno include/luno/luno.h include/luno/luno_host.h include/luno/host.h \
         include/luno/table.h include/luno/paths.h include/luno/env.h lib/pkgconfig/luno.pc \
         share/luno/rulesets/official/init.lua share/man/man1/luno.1 share/luno/web/index.html \
         share/luno/web/luno.js share/luno/web/luno.css share/doc/luno/TUTORIAL.md \
         share/doc/luno/API.md share/doc/luno/RULES.md share/doc/luno/SANDBOX.md \
         share/doc/luno/HOUSE_RULES.md share/luno/meta/luno.lua; do
  [ -e "$prefix/$f" ] || fail "missing $f"
done
lib=$(ls "$prefix"/lib/libluno.so.*.*.* 2>/dev/null | head -1)
[ -n "$lib" ] || fail "no versioned libluno.so"
soname=$(objdump -p "$lib" | awk '/SONAME/ {print $2}')
[ -e "$prefix/lib/$soname" ] && [ -e "$prefix/lib/libluno.so" ] || fail "soname link $soname missing"
echo "libluno: $(basename "$lib"), soname $soname"

# DESTDIR staging puts the same tree under the stage folder.
DESTDIR=$work/stage cmake --install "$build" --prefix /usr/local >/dev/null
[ -x "$work/stage/usr/local/bin/luno" ] && [ -e "$work/stage/usr/local/share/luno/rulesets/official/init.lua" ] ||
  fail "DESTDIR staging did not stage bin/luno and the rulesets"

cd "$work/elsewhere"
luno=$prefix/bin/luno
# Every shipped ruleset: games and presets alone, house rules on top of official.
for rules in official special classroom tournament house; do
  "$luno" sim --rules "$rules" --games 3 --check --json >sim.out || fail "sim --rules $rules failed"
  grep -q '"errors": 0, "invariant_failures": 0, "stuck": 0' sim.out || fail "sim --rules $rules: $(cat sim.out)"
done
for file in "$prefix"/share/luno/rulesets/house/*.lua; do
  name=$(basename "$file" .lua)
  "$luno" sim --rules "official,$name" --games 3 --check --json >sim.out || fail "sim official,$name failed"
  grep -q '"errors": 0' sim.out || fail "sim official,$name: $(cat sim.out)"
done
echo "sim: every shipped ruleset played"

# The C example through pkg-config, run against the installed library.
export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
flags=$(pkg-config --cflags --libs luno)
eval "set -- $flags" # (pkg-config writes a space in a path as "\ ": the shell reads it so)
cc -std=c11 -Wall -Werror $example_cflags "$src/docs/examples/two_bots.c" "$@" -o two_bots ||
  fail "the C example did not build with pkg-config"
# (no LD_LIBRARY_PATH: luno.pc's Libs give the program the library's folder as its rpath)
out=$(./two_bots 5) || fail "the C example failed to start or run (is libluno found?)"
echo "$out" | grep -q "^seed 5: seat [01] won" || fail "the C example printed: $out"
ldd ./two_bots | grep -q "libluno.so[.0-9]* => $prefix/lib/" || fail "two_bots did not find the installed libluno.so"
echo "two_bots: $out"

# A scripted serve game: every reply ok, the bot moved, undo and save answered.
printf '%s\n' '{"cmd":"new","id":1,"rules":"official","players":2,"seed":3,"bots":["human","random"]}' \
  '{"cmd":"apply","id":2,"decision":1,"option":0}' '{"cmd":"undo","id":3}' '{"cmd":"events","id":4}' >serve.in
"$luno" serve <serve.in >serve.out || fail "luno serve failed"
[ "$(grep -c '"ok":true' serve.out)" = 4 ] || fail "luno serve replied: $(cat serve.out)"
echo "serve: 4 requests answered"

# The installed share folder is the one found, even with the program moved elsewhere.
mkdir -p moved/bin moved/share/luno
cp "$luno" moved/bin/luno
cp -r "$prefix/share/luno/rulesets" moved/share/luno/rulesets
cp moved/share/luno/rulesets/house/seven_o.lua moved/share/luno/rulesets/house/only_moved.lua
echo '{"cmd":"new","rules":"official,only_moved","players":3}' | ./moved/bin/luno serve | grep -q '"ok":true' ||
  fail "a moved luno serve did not find the rulesets beside it"
echo "serve: a moved luno finds the rulesets beside it"

if [ -n "$python" ]; then
  # The installed package: found in the prefix's dist-packages, it runs the prefix's own
  # luno (no LUNO_BIN, and a PATH without it).
  pydir=$(ls -d "$prefix"/lib/python3*/dist-packages 2>/dev/null | head -1)
  [ -f "$pydir/luno/__init__.py" ] || fail "the Python package was not installed"
  PATH=/usr/bin:/bin PYTHONPATH=$pydir PYTHONDONTWRITEBYTECODE=1 "$python" -c '
import luno
g = luno.Game(players=2, seed=3)
print(luno.find_luno())
g.step(g.legal_actions()[0])
g.close()' >pkg.out 2>&1 || fail "the installed Python package failed: $(cat pkg.out)"
  grep -qx "$prefix/bin/luno" pkg.out || fail "the installed package ran another luno: $(cat pkg.out)"
  echo "python: the installed package runs $prefix/bin/luno"
  # ... and loads the prefix's libluno in process, which finds the prefix's rulesets (a
  # sanitized build needs its runtimes preloaded into python: LUNO_PRELOAD).
  PATH=/usr/bin:/bin PYTHONPATH=$pydir PYTHONDONTWRITEBYTECODE=1 LD_PRELOAD=${LUNO_PRELOAD:-} \
    ASAN_OPTIONS=detect_leaks=0 "$python" -c '
import luno, luno.native
e = luno.env(rules="special", players=3, options={"target_score": 1})
e.reset(seed=2)
for agent in e.agent_iter():
    obs, reward, done, _, info = e.last()
    e.step(None if done else info["legal_moves"][0])
print(luno.native.library_path())' >env.out 2>&1 || fail "the installed environment failed: $(cat env.out)"
  [ "$(tail -1 env.out)" = "$prefix/lib/libluno.so" ] || fail "the installed package loaded another libluno: $(cat env.out)"
  echo "python: the installed environment runs in process on $prefix/lib/libluno.so"
  LUNO_BIN=$luno PYTHONDONTWRITEBYTECODE=1 "$python" "$src/python/examples/random_vs_greedy.py" \
    --games 2 --seconds 0.5 >py.out || fail "the Python example failed"
  grep -q "2 matches" py.out || fail "the Python example printed: $(cat py.out)"
  echo "python: $(head -1 py.out)"
  # luno web serves the page beside the program (a moved copy, marked, so no other is
  # taken for it).
  cp -r "$prefix/share/luno/web" moved/share/luno/web
  echo '<!-- the moved page -->' >>moved/share/luno/web/index.html
  ./moved/bin/luno web --port 0 --players 2 --bots random --pace 0 >web.out 2>&1 &
  web=$!
  for i in $(seq 100); do grep -q serving web.out && break; sleep 0.1; done
  url=$(sed -n 's/.*serving \(http[^ ]*\).*/\1/p' web.out)
  "$python" -c 'import sys, urllib.request; print(urllib.request.urlopen(sys.argv[1]).read().decode())' \
    "$url" >page.out 2>&1 || { kill $web; fail "luno web served no page: $(cat web.out page.out)"; }
  kill $web
  grep -q 'the moved page' page.out || fail "luno web served another page than the one beside it"
  echo "web: a moved luno serves the page beside it"
fi
echo "install test passed"
