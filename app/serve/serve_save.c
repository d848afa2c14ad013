/* serve_save.c: a `luno serve` save is a JSON object: the game's settings, its action log
 * (typed answers with their text), the client's undo points and the bots' generators, so
 * that a loaded game (or a clone) goes on exactly as the saved one would:
 *   {"format": "luno-serve-save", "version": 1, "rules": "official", "players": 4,
 *    "seed": "7", "options": {"uno_penalty": "4"}, "bots": ["human", "random", ...],
 *    "actions": [["play", 0, 0, 17], ["answer", 2, 0, 0, "text"], ...],
 *    "undo": [0, 5], "rng": [["s0", "s1", "s2", "s3"], ...]} */
#include <stdlib.h>
#include <string.h>

#include "serve.h"

/* Writes the settings the game was made from. */
static void write_settings(json_writer *w, const serve_game *sg) {
  const luno_config *c = serve_cfg(sg);
  jw_lit(w, "format"), jw_string(w, "luno-serve-save");
  jw_lit(w, "version"), jw_int(w, 1);
  jw_lit(w, "rules"), jw_string(w, c->rules);
  jw_lit(w, "players"), jw_int(w, c->players);
  jw_lit(w, "seed"), jw_u64(w, c->seed);
  jw_lit(w, "options"), jw_object(w);
  for (int i = 0; i < c->nsets; i++)
    jw_key(w, c->sets[i][0]), jw_string(w, c->sets[i][1]);
  jw_end_object(w);
  jw_lit(w, "bots"), jw_array(w);
  for (int i = 0; i < c->players; i++)
    jw_string(w, luno_session_table(sg->ses)->bot_names[i]);
  jw_end_array(w);
}

void save_write(json_writer *w, const serve_game *sg) {
  jw_object(w);
  write_settings(w, sg);
  const luno_action *log = luno_log(serve_g(sg));
  jw_lit(w, "actions"), jw_array(w);
  for (int i = 0; i < luno_log_length(serve_g(sg)); i++) {
    jw_array(w);
    jw_string(w, view_act_name(log[i].type));
    jw_int(w, log[i].seat), jw_int(w, log[i].flags), jw_int(w, log[i].value);
    if (log[i].type == LUNO_ACT_ANSWER && log[i].value >= 0)
      jw_string(w, luno_answer_text(serve_g(sg), (int)log[i].value));
    jw_end_array(w);
  }
  jw_end_array(w);
  const int *undo;
  int nundo = luno_session_undo_points(sg->ses, &undo);
  jw_lit(w, "undo"), jw_array(w);
  for (int i = 0; i < nundo; i++)
    jw_int(w, undo[i]);
  jw_end_array(w);
  char digest[24];
  snprintf(digest, sizeof digest, "%016llx", (unsigned long long)luno_digest(serve_g(sg)));
  jw_lit(w, "digest"), jw_string(w, digest);
  jw_lit(w, "rng"), jw_array(w);
  for (int s = 0; s < serve_cfg(sg)->players; s++) {
    jw_array(w);
    for (int k = 0; k < 4; k++) {
      char num[24];
      snprintf(num, sizeof num, "%llu",
               (unsigned long long)luno_session_table(sg->ses)->rng[s].s[k]);
      jw_string(w, num);
    }
    jw_end_array(w);
  }
  jw_end_array(w);
  jw_end_object(w);
}

/* Reads one logged action ["type", seat, flags, value(, "text")]. */
static int read_action(const json_value *v, luno_action *a, const char **text) {
  long long seat, flags, value;
  if (v->kind != JSON_ARRAY || v->count < 4 || v->count > 5 || v->items[0].kind != JSON_STRING)
    return -1;
  int type = view_act_by_name(v->items[0].text);
  if (type < 0 || json_int(&v->items[1], -1, LUNO_MAX_SEATS - 1, &seat) < 0 ||
      json_int(&v->items[2], 0, 255, &flags) < 0 ||
      json_int(&v->items[3], -2147483647, 2147483647, &value) < 0)
    return -1;
  *a = (luno_action){.type = (uint8_t)type,
                     .seat = (int8_t)seat,
                     .flags = (uint8_t)flags,
                     .value = (int32_t)value};
  *text = NULL;
  if (type == LUNO_ACT_ANSWER && value >= 0) {
    if (v->count != 5 || v->items[4].kind != JSON_STRING) return -1;
    *text = v->items[4].text;
  } else if (v->count != 4)
    return -1;
  return 0;
}

/* Replays the saved actions in order. */
static int replay_actions(serve_game *sg, const json_value *actions, char *err, int errlen) {
  if (!actions || actions->kind != JSON_ARRAY)
    return snprintf(err, (size_t)errlen, "load: the save has no list of actions"), -1;
  for (int i = 0; i < actions->count; i++) {
    luno_action a;
    const char *text;
    char why[400];
    if (read_action(&actions->items[i], &a, &text) < 0)
      return snprintf(err, (size_t)errlen, "load: action %d is not [type, seat, flags, value]", i),
             -1;
    if (luno_session_replay(sg->ses, a, text, why, sizeof why) < 0)
      return snprintf(err, (size_t)errlen, "load: action %d was refused: %s", i, why), -1;
  }
  return 0;
}

/* Restores the undo points: strictly ascending log lengths within the log. */
static int restore_undo(serve_game *sg, const json_value *undo, char *err, int errlen) {
  if (!undo) return 0;
  if (undo->kind != JSON_ARRAY)
    return snprintf(err, (size_t)errlen, "load: undo must be a list"), -1;
  int *points = malloc(sizeof *points * (size_t)(undo->count + 1));
  if (!points) return snprintf(err, (size_t)errlen, "out of memory"), -1;
  int ok = 1;
  for (int i = 0; i < undo->count && ok; i++) {
    long long n;
    ok = json_int(&undo->items[i], 0, 1 << 30, &n) == 0;
    points[i] = (int)n;
  }
  char why[200] = "an undo point is not a whole number";
  if (ok) ok = luno_session_set_undo_points(sg->ses, points, undo->count, why, sizeof why) == 0;
  free(points);
  if (!ok) return snprintf(err, (size_t)errlen, "load: %s", why), -1;
  return 0;
}

/* Restores each seat's bot generator. */
static int restore_rng(serve_game *sg, const json_value *rng, char *err, int errlen) {
  if (!rng) return 0;
  if (rng->kind != JSON_ARRAY || rng->count != serve_cfg(sg)->players)
    return snprintf(err, (size_t)errlen, "load: rng must hold one state per seat"), -1;
  for (int s = 0; s < rng->count; s++) {
    const json_value *st = &rng->items[s];
    if (st->kind != JSON_ARRAY || st->count != 4)
      return snprintf(err, (size_t)errlen, "load: rng %d must be four numbers", s), -1;
    uint64_t any = 0;
    for (int k = 0; k < 4; k++) {
      if (json_u64(&st->items[k], &luno_session_table(sg->ses)->rng[s].s[k]) < 0)
        return snprintf(err, (size_t)errlen, "load: rng %d must be four numbers", s), -1;
      any |= luno_session_table(sg->ses)->rng[s].s[k];
    }
    if (!any) /* xoshiro256** stays at zero from there: a bot drawing from it never ends */
      return snprintf(err, (size_t)errlen, "load: rng %d is all zero, which no generator reaches",
                      s),
             -1;
  }
  return 0;
}

/* The save's digest (16 hex digits), if it has one, must be the rebuilt game's: else the
 * actions rebuild another game than the one saved. */
static int check_digest(const serve_game *sg, const json_value *v, char *err, int errlen) {
  if (!v) return 0; /* (a save from before digests) */
  unsigned long long want;
  int used = 0;
  if (v->kind != JSON_STRING || strlen(v->text) != 16 ||
      sscanf(v->text, "%16llx%n", &want, &used) != 1 || used != 16)
    return snprintf(err, (size_t)errlen, "load: digest must be 16 hex digits"), -1;
  uint64_t got = luno_digest(serve_g(sg));
  if (got == want) return 0;
  return snprintf(err, (size_t)errlen,
                  "load: the actions rebuild another game than the one saved (digest %016llx, "
                  "not %016llx)",
                  (unsigned long long)got, want),
         -1;
}

int save_restore(serve_game *sg, const json_value *save, char *err, int errlen) {
  static const char *const known[] = {"format", "version", "rules", "players", "seed",  "options",
                                      "bots",   "actions", "undo",  "rng",     "digest"};
  for (int i = 0; i < save->count; i++) {
    int ok = 0;
    for (size_t k = 0; k < sizeof known / sizeof *known; k++)
      ok |= !strcmp(save->keys[i], known[k]);
    if (!ok) return snprintf(err, (size_t)errlen, "load: unknown field '%.60s'", save->keys[i]), -1;
  }
  if (replay_actions(sg, json_get(save, "actions"), err, errlen) < 0) return -1;
  if (check_digest(sg, json_get(save, "digest"), err, errlen) < 0) return -1;
  if (restore_undo(sg, json_get(save, "undo"), err, errlen) < 0) return -1;
  return restore_rng(sg, json_get(save, "rng"), err, errlen);
}
