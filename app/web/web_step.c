/* web_step.c: Step mode of `luno web`: a saved game (a `luno serve` save, a `luno play`
 * save, or the save `luno check` writes at a failure) shown at any action of its log.
 * Forward is one more action on the game shown; back, or a jump, rebuilds the game from
 * its settings and replays up to there, so every position is the game itself, made by the
 * engine, never a picture kept of it. */
#include <stdlib.h>
#include <string.h>

#include "web.h"
#include <luno/repl.h>
#include <luno/save.h>

enum { MAX_SAVE_BYTES = 16 << 20 };

/* Reads a whole file (at most MAX_SAVE_BYTES) into a NUL-terminated buffer. */
static char *read_file(const char *path, size_t *len, char *err, int errlen) {
  FILE *f = fopen(path, "rb");
  if (!f) return snprintf(err, (size_t)errlen, "cannot read %s", path), NULL;
  char *buf = malloc(MAX_SAVE_BYTES + 1);
  *len = buf ? fread(buf, 1, MAX_SAVE_BYTES + 1, f) : 0;
  fclose(f);
  if (!buf) return snprintf(err, (size_t)errlen, "out of memory"), NULL;
  if (*len > MAX_SAVE_BYTES)
    return free(buf), snprintf(err, (size_t)errlen, "%s: a save is at most 16 MiB", path), NULL;
  buf[*len] = 0;
  return buf;
}

/* Takes the settings and the log of a game that a serve save rebuilt (and checked). */
static int take_log(web_steps *s, const serve_game *full) {
  s->cfg = *serve_cfg(full);
  s->n = luno_log_length(serve_g(full));
  s->actions = calloc((size_t)s->n + 1, sizeof *s->actions);
  s->texts = calloc((size_t)s->n + 1, sizeof *s->texts);
  if (!s->actions || !s->texts) return -1;
  memcpy(s->actions, luno_log(serve_g(full)), sizeof *s->actions * (size_t)s->n);
  for (int i = 0; i < s->n; i++)
    if (s->actions[i].type == LUNO_ACT_ANSWER && s->actions[i].value >= 0)
      s->texts[i] = strdup(luno_answer_text(serve_g(full), s->actions[i].value));
  return 0;
}

/* Reads a `luno serve` save (JSON). */
static int load_json(web_steps *s, const char *path, const char *text, size_t len, char *err,
                     int errlen) {
  char why[400];
  json_value *save = json_parse(text, len, why, sizeof why);
  if (!save) return snprintf(err, (size_t)errlen, "%s: %s", path, why), -1;
  serve_game *full = NULL;
  int r = game_from_save(save, 0, &full, why, sizeof why); /* (the host chose the file) */
  json_free(save);
  if (r < 0) return snprintf(err, (size_t)errlen, "%s: %s", path, why), -1;
  r = take_log(s, full);
  game_destroy(full);
  return r < 0 ? snprintf(err, (size_t)errlen, "out of memory"), -1 : 0;
}

/* Applies action i of the log to game. */
static int step_once(const web_steps *s, serve_game *game, int i, char *err, int errlen) {
  const luno_action *a = &s->actions[i];
  const char *text = a->type == LUNO_ACT_ANSWER && a->value >= 0
                         ? (s->texts && s->texts[i] ? s->texts[i] : "")
                         : NULL;
  return luno_session_replay(game->ses, *a, text, err, errlen) == LUNO_OK ? 0 : -1;
}

/* Replays the whole log once: how far it goes (a check failure's save stops at the
 * action that failed, which is told), and whether its end is the game saved. */
static int try_replay(web_steps *s, uint64_t digest, char *err, int errlen) {
  serve_game *g = web_steps_open(s, err, errlen);
  if (!g) return -1;
  char why[300];
  s->playable = s->n;
  for (int i = 0; i < s->n; i++)
    if (step_once(s, g, i, why, sizeof why) < 0) {
      s->playable = i;
      snprintf(s->failure, sizeof s->failure, "action %d of %d fails: %s", i + 1, s->n, why);
      break;
    }
  uint64_t end = luno_digest(serve_g(g));
  game_destroy(g);
  if (digest && s->playable == s->n && end != digest)
    return snprintf(err, (size_t)errlen,
                    "the actions rebuild another game than the one saved (digest %016llx, not "
                    "%016llx)",
                    (unsigned long long)end, (unsigned long long)digest),
           -1;
  return 0;
}

int web_steps_load(web_steps *s, const char *path, char *err, int errlen) {
  memset(s, 0, sizeof *s);
  size_t len;
  char *text = read_file(path, &len, err, errlen);
  if (!text) return -1;
  size_t lead = strspn(text, " \t\r\n");
  int r;
  uint64_t digest = 0;
  if (text[lead] == '{') {
    r = load_json(s, path, text, len, err, errlen);
  } else {
    luno_save save;
    r = luno_save_read(path, &save, err, errlen);
    if (r == 0) {
      s->cfg = save.cfg, s->actions = save.actions, s->texts = save.texts;
      s->n = save.nactions, digest = save.digest;
      save.actions = NULL, save.texts = NULL; /* (now s's) */
      luno_save_free(&save);
    }
  }
  free(text);
  if (r == 0) r = try_replay(s, digest, err, errlen);
  if (r < 0) web_steps_free(s);
  return r;
}

void web_steps_free(web_steps *s) {
  for (int i = 0; s->texts && i < s->n; i++)
    free(s->texts[i]);
  free(s->texts);
  free(s->actions);
  memset(s, 0, sizeof *s);
}

serve_game *web_steps_open(web_steps *s, char *err, int errlen) {
  serve_game *g = game_open(&s->cfg, 0, err, errlen);
  if (g) g->paced = 1; /* (nobody's bots move here: the log says every move) */
  return g;
}

int web_steps_goto(web_steps *s, serve_game **game, int to, char *err, int errlen) {
  if (to < 0 || to > s->playable)
    return snprintf(err, (size_t)errlen, "step: \"to\" is an action from 0 to %d", s->playable), -1;
  serve_game *g = *game;
  int at = s->at;
  if (to < at) {
    if (!(g = web_steps_open(s, err, errlen))) return -1;
    at = 0;
  }
  for (; at < to; at++)
    if (step_once(s, g, at, err, errlen) < 0) break;
  if (at < to && g != *game) return game_destroy(g), -1; /* (the old position stays) */
  if (g != *game) game_destroy(*game), *game = g;
  s->at = at;
  return at == to ? 0 : -1;
}
