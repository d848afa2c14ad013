/* sandbox.h: the sandbox every script runs in (SANDBOX.md), at the bottom of lua/ with the
 * budget (budget.h): these files include nothing of the host above them. The host keeps a
 * sandbox_ctx for as long as its sandboxes live and tells it the little the sandbox must
 * know: where modules are found, and which thread runs an effect. */
#ifndef LUNO_SANDBOX_H
#define LUNO_SANDBOX_H

#include <lua.h>

#include "budget.h"

enum { SANDBOX_MAX_PATHS = 8, SANDBOX_PATH_LEN = 512 };

/* What a sandbox reads of its host (kept by the host, alive as long as the sandbox). */
typedef struct sandbox_ctx {
  int npaths; /* the ruleset search folders require looks in, best first */
  char paths[SANDBOX_MAX_PATHS][SANDBOX_PATH_LEN];
  lua_State *effect_thread; /* the thread the running effect runs on: it may not yield */
  int closing;              /* coroutine.close calls running now (nested ones are refused) */
} sandbox_ctx;

/* sandbox_lib.c: opens the libraries the host's Lua uses, and only those (no io, os, debug
 * or package anywhere in a state): the rulesets' state and every bot's. */
void sandbox_open_libraries(lua_State *L);
/* sandbox_lib.c: the guarded string and table libraries, once per state (the string
 * metatable's __index becomes the guarded string table). */
void sandbox_libs_init(lua_State *L);
/* sandbox_lib.c: value i as text, as luaL_tolstring (pushed, its length in *len), but a
 * table, function, thread or userdata without __tostring shows its type only: no address
 * (it differs from run to run, so a script that saw one could play another game when made
 * anew). tostring, print and string.format's %s use it. */
const char *sandbox_tostring(lua_State *L, int i, size_t *len);
/* tostring for the sandbox (sandbox.c puts it in every sandbox). */
int sandbox_tostring_fn(lua_State *L);
/* metatables.c: getmetatable, setmetatable and rawset for scripts, into the table on top:
 * no metatable holds __gc or __mode. */
void sandbox_add_metatables(lua_State *L);
/* order.c: pairs and next in an order no Lua state changes, into the table on top. */
void sandbox_add_order(lua_State *L);
/* order.c: pushes what pairs returns for the table at index t, whatever its __pairs: the
 * iterator over its keys in that order, t and nil. */
void sandbox_push_pairs(lua_State *L, int t);
/* sandbox.c: builds a new sandbox (the base every script environment reads) and leaves it
 * on the stack; ctx says where its require looks and which thread may not yield. */
void sandbox_build(lua_State *L, sandbox_ctx *ctx);
/* Freezes the sandbox on top once the host has set it up: its libraries become read-only
 * views, and environments made from it read it but never write it. */
void sandbox_freeze(lua_State *L);
/* Pushes a fresh environment for one script file, module or loaded chunk: its globals are
 * its own (written there), reads fall back to the frozen base at index base, and reading a
 * name neither defines is an error ("unknown global 'x'"). */
void sandbox_push_env(lua_State *L, int base);

/* script.c: the name of the script of frame ar (its "S" info read) as the author knows it:
 * the whole path it was loaded from (Lua's own short_src cuts it to 60 bytes, keeping the
 * end: "...s/unit/rulesets/meddler/meddle.lua"), else short_src. */
const char *script_source_name(const lua_Debug *ar);

/* script.c: raises a Lua error located at the first script frame (a file, or the REPL's
 * `lua` command), like luaL_error but never at the host's own Lua. */
int script_error(lua_State *L, const char *fmt, ...);
/* A lua_CFunction: the stack level of the first script frame above its caller, for
 * error(msg, level) in the host's Lua. */
int script_level(lua_State *L);
/* core.script_where() -> the chunk name ("@file") and the current line of the first user
 * script frame, or nothing when no script runs. */
int script_where(lua_State *L);
/* Pushes the bytes of the file at path, read once per state and kept: a rebuild of the
 * scripts runs exactly the texts the game began with, even if a file has changed on disk
 * since. Returns 0, or -1 (nothing pushed) if it cannot be read; raises an error for a file
 * past SCRIPT_MAX_BYTES. */
enum { SCRIPT_MAX_BYTES = 16 << 20 };
int script_read_file(lua_State *L, const char *path);
/* Gives to the texts of script files from has read (as script_read_file keeps them), so a
 * fork of a game runs the very texts its game began with. */
void script_share_files(lua_State *to, lua_State *from);

#endif
