/* web_main.c: `luno web`: reads its options, opens the table and serves it (web_http.c). */
#define _DEFAULT_SOURCE
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/args.h"
#include "web.h"

#ifndef LUNO_WEB_PAGE
#define LUNO_WEB_PAGE "" /* the source tree's page folder, for a build not installed */
#endif

/* Whether folder holds the page (its index.html). */
static int has_page(const char *folder) {
  char path[PATH_MAX + 64];
  struct stat st;
  snprintf(path, sizeof path, "%s/index.html", folder);
  return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* The page's folder: --page, else share/luno/web beside the program, else the source's. */
static const char *find_page(const char *flag, char *buf, size_t cap) {
  if (flag) return flag;
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) {
    exe[n] = 0;
    char *slash = strrchr(exe, '/');
    if (slash) *slash = 0;
    snprintf(buf, cap, "%s/../share/luno/web", exe);
    if (has_page(buf)) return buf;
  }
  return LUNO_WEB_PAGE;
}

/* Fills in the default seats: a person at seat 0, random bots at the others. */
static void default_bots(luno_config *cfg) {
  if (cfg->bots[0]) return;
  size_t used = (size_t)snprintf(cfg->bots, sizeof cfg->bots, "human");
  for (int seat = 1; seat < cfg->players && used < sizeof cfg->bots; seat++)
    used += (size_t)snprintf(cfg->bots + used, sizeof cfg->bots - used, ",random");
}

/* The game of the table kept in store, if one is and its match is not over, with its seats'
 * tokens (the host's and the spectators' into k); NULL when none is, or (*failed set)
 * after saying why it cannot be reopened. */
static serve_game *reopen(web_store *store, web_kept *k, int *failed) {
  char err[512];
  luno_save sv;
  serve_game *sg = NULL;
  int found = web_store_load(store, k, err, sizeof err);
  *failed = found < 0;
  if (found <= 0) return found < 0 ? (fprintf(stderr, "luno web: --data: %s\n", err), NULL) : NULL;
  int parsed = luno_save_parse(k->save, strlen(k->save), &sv, err, sizeof err) == 0;
  if (parsed && game_of_save(&sv, 0, LUNO_SESSION_ROUND_ENDS, &sg, err, sizeof err) < 0) sg = NULL;
  if (parsed) luno_save_free(&sv);
  if (!sg) {
    *failed = 1;
    return fprintf(stderr, "luno web: --data: the table kept in %s: %s\n", web_store_path(store),
                   err),
           NULL;
  }
  if (luno_state_of(serve_g(sg))->over) return game_destroy(sg), NULL; /* (a new table then) */
  char *at = k->seat_tokens;
  for (int s = 0; s < serve_cfg(sg)->players && *at; s++, at += *at == ' ') {
    snprintf(sg->tokens[s], sizeof sg->tokens[s], "%.*s", SERVE_TOKEN_LEN, at);
    at += strlen(sg->tokens[s]);
  }
  return sg;
}

/* Opens t around a new game from cfg, or, with steps, at the start of the saved game, or
 * the table kept in store (the same links). 0, or 2 after saying why not. */
static int open_table(web_table *t, const luno_config *cfg, web_steps *steps, long pace,
                      web_store *store) {
  char err[512];
  web_kept kept;
  int failed = 0;
  serve_game *sg = store ? reopen(store, &kept, &failed) : NULL;
  if (failed) return free(kept.save), 2;
  int reopened = sg != NULL;
  if (!sg)
    sg = steps ? web_steps_open(steps, err, sizeof err)
               : game_open(cfg, LUNO_SESSION_ROUND_ENDS, err, sizeof err);
  if (!sg) return free(store ? kept.save : NULL), fprintf(stderr, "luno web: %s\n", err), 2;
  if (web_table_open(t, sg, pace, steps, err, sizeof err) < 0) {
    web_table_stop(t);
    web_table_close(t);
    return free(store ? kept.save : NULL), fprintf(stderr, "luno web: %s\n", err), 2;
  }
  if (reopened) {
    snprintf(t->host_token, sizeof t->host_token, "%s", kept.host_token);
    snprintf(t->watch_token, sizeof t->watch_token, "%s", kept.watch_token);
    printf("luno web: reopened the table kept in %s (its own rules and seats, %d actions)\n",
           web_store_path(store), luno_log_length(serve_g(sg)));
  }
  if (store) {
    free(kept.save), t->store = store, web_table_keep(t);
    int games = web_store_games(store);
    printf("luno web: keeping the table in %s (%d finished match%s kept there)\n",
           web_store_path(store), games, games == 1 ? "" : "es");
  }
  return 0;
}

int web_main(int argc, char **argv) {
  const char *host = "127.0.0.1", *page_flag = NULL, *step_file = NULL, *data = NULL;
  long port = 8080, pace = 800;
  luno_config cfg;
  luno_config_init(&cfg);
  const arg_spec specs[] = {
      {"--port", ARG_WHOLE, &port, "N", "the port to listen on (default 8080; 0: any free one)"},
      {"--host", ARG_TEXT, &host, "ADDR",
       "the address to listen on (default 127.0.0.1: this machine only; docs/WEB.md)"},
      {"--pace", ARG_WHOLE, &pace, "MS",
       "milliseconds between bots' moves (default 800; 0: bots move at once)"},
      {"--step", ARG_TEXT, &step_file, "SAVE",
       "step through a saved game (serve's, play's, or a check failure's) on the host's page"},
      {"--page", ARG_TEXT, &page_flag, "FOLDER", "the page's files (default: the installed ones)"},
      {"--data", ARG_TEXT, &data, "DIR",
       "keep the table in DIR (SQLite) as it is played: a restart reopens it, same links"},
      {NULL, 0, NULL, NULL, NULL}};
  arg_command cmd = {"web",
                     "Serves a table to play in the browser: one link a seat, each page seeing\n"
                     "only its own seat's hand; the host's link sees every hand (docs/WEB.md).",
                     specs,
                     &cfg,
                     NULL,
                     NULL};
  int r = args_parse(&cmd, argc, argv);
  if (r != 0) return r < 0 ? 2 : 0;
  if (port > 65535) return fprintf(stderr, "luno web: --port is 0 to 65535, not %ld\n", port), 2;
  if (pace > 60000) return fprintf(stderr, "luno web: --pace is at most 60000 ms\n"), 2;
  char buf[PATH_MAX + 32], err[512];
  const char *page = find_page(page_flag, buf, sizeof buf);
  if (!has_page(page))
    return fprintf(stderr, "luno web: no page in '%s' (give its folder with --page)\n", page), 2;
  default_bots(&cfg);
  luno_config_draw_seed(&cfg);
  web_steps steps;
  if (step_file && web_steps_load(&steps, step_file, err, sizeof err) < 0)
    return fprintf(stderr, "luno web: --step: %s\n", err), 2;
  web_store *store = NULL;
  if (data && step_file)
    return fprintf(stderr, "luno web: --data keeps a table, not --step's save\n"), 2;
  if (data && !(store = web_store_open(data, err, sizeof err)))
    return fprintf(stderr, "luno web: %s\n", err), 2;
  web_table t;
  int status = open_table(&t, &cfg, step_file ? &steps : NULL, pace, store);
  if (status == 0) {
    web_server_options o = {host, port, page};
    status = web_serve(&t, &o);
    web_table_stop(&t);
    web_table_close(&t);
  }
  if (step_file) web_steps_free(&steps);
  web_store_close(store);
  return status;
}
