#!/bin/sh
# Installs the Debian packages luno needs, if any is missing (as root, or with sudo).
set -e
# `deps.sh` alone: what building and playing need; `deps.sh test`: what the tests need too.
pkgs="cmake make gcc pkg-config liblua5.4-dev libcmocka-dev libreadline-dev libmicrohttpd-dev libsqlite3-dev"
# clang and its libFuzzer runtime (the fuzz run), valgrind (the randomized sim under it),
# tmux (the test of the real terminal REPL), clang-format and lua-check (the style checks),
# parallel (GNU parallel: the sharded simulation test), python3 and python3-numpy (the Python binding's
# tests), binutils (objdump: the install test reads libluno's soname), chromium (the browser
# tests of luno web; Node and npm too, unless a Node is there already)
[ "${1:-}" = test ] && pkgs="$pkgs clang libclang-rt-dev valgrind tmux clang-format lua-check parallel python3 python3-numpy binutils chromium"
[ "${1:-}" = test ] && ! command -v node >/dev/null 2>&1 && pkgs="$pkgs nodejs"
[ "${1:-}" = test ] && ! command -v npm >/dev/null 2>&1 && pkgs="$pkgs npm"
[ -n "$LUNO_EXTRA_PACKAGES" ] && pkgs="$pkgs $LUNO_EXTRA_PACKAGES"
missing=""
for p in $pkgs; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "installing Debian packages:$missing"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing >/dev/null
fi
# The browser tests' driver, playwright-core, from the npm registry at the locked version
# (it uses the chromium above: no browser is downloaded).
web="$(dirname "$0")/../tests/web"
if [ "${1:-}" = test ] && [ ! -d "$web/node_modules/playwright-core" ]; then
  echo "installing playwright-core (npm) for the browser tests"
  (cd "$web" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
fi
exit 0
