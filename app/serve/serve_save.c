/* serve_save.c: a `luno serve` save is luno's one save format (luno/save.h) as a JSON
 * string: the game's settings, its action log (typed answers with their text), its digest,
 * the client's undo points and the bots' generators, so that a loaded game (or a clone)
 * goes on exactly as the saved one would. A save of the older JSON form still loads:
 *   {"format": "luno-serve-save", "version": 1, "rules": "official", "players": 4,
 *    "seed": "7", "options": {"uno_penalty": "4"}, "bots": ["human", "random", ...],
 *    "actions": [["play", 0, 0, 17], ["answer", 2, 0, 0, "text"], ...],
 *    "undo": [0, 5], "rng": [["s0", "s1", "s2", "s3"], ...], "digest": "..."} */
#include <stdlib.h>
#include <string.h>

#include "serve.h"

int save_of(const serve_game *sg, luno_save *sv) {
  luno_table *t = luno_session_table(sg->ses);
  if (luno_save_of_game(sv, serve_cfg(sg), serve_g(sg)) < 0) return -1;
  size_t used = 0; /* the seats as seated, by name */
  for (int i = 0; i < sv->cfg.players; i++)
    used += (size_t)snprintf(sv->cfg.bots + used, sizeof sv->cfg.bots - used, "%s%s", i ? "," : "",
                             t->bot_names[i]);
  const int *undo;
  sv->nundo = luno_session_undo_points(sg->ses, &undo);
  sv->undo = malloc(sizeof *sv->undo * (size_t)(sv->nundo + 1));
  if (!sv->undo) return luno_save_free(sv), -1;
  if (sv->nundo > 0) memcpy(sv->undo, undo, sizeof *undo * (size_t)sv->nundo);
  memcpy(sv->rng, t->rng, sizeof sv->rng);
  sv->has_rng = (uint16_t)((1u << sv->cfg.players) - 1);
  return 0;
}

void save_write(json_writer *w, const serve_game *sg) {
  luno_save sv;
  char *text = NULL;
  if (save_of(sg, &sv) == 0) {
    text = luno_save_text(&sv, "a luno serve game", NULL, NULL);
    luno_save_free(&sv);
  }
  if (text)
    jw_string(w, text);
  else
    jw_null(w);
  free(text);
}

/* Reads one logged action ["type", seat, flags, value(, "text")] of an older save. */
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

/* An older save's actions into sv. */
static int old_actions(const json_value *actions, luno_save *sv, char *err, int errlen) {
  if (!actions || actions->kind != JSON_ARRAY)
    return snprintf(err, (size_t)errlen, "load: the save has no list of actions"), -1;
  sv->actions = calloc((size_t)actions->count + 1, sizeof *sv->actions);
  sv->texts = calloc((size_t)actions->count + 1, sizeof *sv->texts);
  sv->reasons = calloc((size_t)actions->count + 1, sizeof *sv->reasons);
  if (!sv->actions || !sv->texts || !sv->reasons)
    return snprintf(err, (size_t)errlen, "out of memory"), -1;
  for (int i = 0; i < actions->count; i++, sv->nactions++) {
    const char *text;
    if (read_action(&actions->items[i], &sv->actions[i], &text) < 0)
      return snprintf(err, (size_t)errlen, "load: action %d is not [type, seat, flags, value]", i),
             -1;
    if (text && !(sv->texts[i] = strdup(text)))
      return snprintf(err, (size_t)errlen, "out of memory"), -1;
  }
  return 0;
}

/* An older save's undo points (checked against the log on restore). */
static int old_undo(const json_value *undo, luno_save *sv, char *err, int errlen) {
  if (!undo) return 0;
  if (undo->kind != JSON_ARRAY)
    return snprintf(err, (size_t)errlen, "load: undo must be a list"), -1;
  sv->undo = malloc(sizeof *sv->undo * (size_t)(undo->count + 1));
  if (!sv->undo) return snprintf(err, (size_t)errlen, "out of memory"), -1;
  for (int i = 0; i < undo->count; i++) {
    long long n;
    if (json_int(&undo->items[i], 0, 1 << 30, &n) < 0)
      return snprintf(err, (size_t)errlen, "load: undo point %d is not a whole number", i), -1;
    sv->undo[sv->nundo++] = (int)n;
  }
  return 0;
}

/* An older save's bot generators: one state of four numbers per seat, never all zero. */
static int old_rng(const json_value *rng, luno_save *sv, char *err, int errlen) {
  if (!rng) return 0;
  if (rng->kind != JSON_ARRAY || rng->count != sv->cfg.players)
    return snprintf(err, (size_t)errlen, "load: rng must hold one state per seat"), -1;
  for (int s = 0; s < rng->count; s++) {
    const json_value *st = &rng->items[s];
    if (st->kind != JSON_ARRAY || st->count != 4)
      return snprintf(err, (size_t)errlen, "load: rng %d must be four numbers", s), -1;
    uint64_t any = 0;
    for (int k = 0; k < 4; k++) {
      if (json_u64(&st->items[k], &sv->rng[s].s[k]) < 0)
        return snprintf(err, (size_t)errlen, "load: rng %d must be four numbers", s), -1;
      any |= sv->rng[s].s[k];
    }
    if (!any) /* xoshiro256** stays at zero from there: a bot drawing from it never ends */
      return snprintf(err, (size_t)errlen, "load: rng %d is all zero, which no generator reaches",
                      s),
             -1;
    sv->has_rng |= (uint16_t)(1u << s);
  }
  return 0;
}

/* An older save's digest (16 hex digits), if it has one. */
static int old_digest(const json_value *v, luno_save *sv, char *err, int errlen) {
  if (!v) return 0; /* (a save from before digests) */
  unsigned long long want;
  int used = 0;
  if (v->kind != JSON_STRING || strlen(v->text) != 16 ||
      sscanf(v->text, "%16llx%n", &want, &used) != 1 || used != 16)
    return snprintf(err, (size_t)errlen, "load: digest must be 16 hex digits"), -1;
  sv->digest = want;
  return 0;
}

/* A save of the older JSON form into sv. */
static int old_save(const json_value *save, int by_name, luno_save *sv, char *err, int errlen) {
  static const char *const known[] = {"format", "version", "rules", "players", "seed",  "options",
                                      "bots",   "actions", "undo",  "rng",     "digest"};
  const json_value *format = json_get(save, "format");
  long long version;
  if (!format || format->kind != JSON_STRING || strcmp(format->text, "luno-serve-save") ||
      json_int(json_get(save, "version"), 1, 1, &version) < 0)
    return snprintf(err, (size_t)errlen, "load: not a luno serve save (format, version 1)"), -1;
  for (int i = 0; i < save->count; i++) {
    int ok = 0;
    for (size_t k = 0; k < sizeof known / sizeof *known; k++)
      ok |= !strcmp(save->keys[i], known[k]);
    if (!ok) return snprintf(err, (size_t)errlen, "load: unknown field '%.60s'", save->keys[i]), -1;
  }
  if (game_config_of(save, "load", by_name, &sv->cfg, err, errlen) < 0) return -1;
  if (old_actions(json_get(save, "actions"), sv, err, errlen) < 0 ||
      old_digest(json_get(save, "digest"), sv, err, errlen) < 0 ||
      old_undo(json_get(save, "undo"), sv, err, errlen) < 0)
    return -1;
  return old_rng(json_get(save, "rng"), sv, err, errlen);
}

int save_read(const json_value *save, int by_name, luno_save *sv, char *err, int errlen) {
  char why[400];
  memset(sv, 0, sizeof *sv);
  if (save->kind == JSON_STRING) {
    if (luno_save_parse(save->text, save->len, sv, why, sizeof why) < 0)
      return snprintf(err, (size_t)errlen, "load: %s", why), -1;
    sv->cfg.has_seed = 1;
    return 0;
  }
  if (save->kind == JSON_OBJECT && old_save(save, by_name, sv, err, errlen) == 0) return 0;
  if (save->kind != JSON_OBJECT) snprintf(err, (size_t)errlen, "load: a save is a string");
  luno_save_free(sv);
  return -1;
}

/* Replays the saved actions in order. */
static int replay_actions(serve_game *sg, const luno_save *sv, char *err, int errlen) {
  for (int i = 0; i < sv->nactions; i++) {
    char why[400];
    const luno_action *a = &sv->actions[i];
    const char *text = a->type == LUNO_ACT_ANSWER && a->value >= 0
                           ? (sv->texts && sv->texts[i] ? sv->texts[i] : "")
                           : NULL;
    if (luno_session_replay(sg->ses, *a, text, why, sizeof why) != LUNO_OK)
      return snprintf(err, (size_t)errlen, "load: action %d was refused: %s", i, why), -1;
  }
  return 0;
}

int save_restore(serve_game *sg, const luno_save *sv, char *err, int errlen) {
  if (replay_actions(sg, sv, err, errlen) < 0) return -1;
  uint64_t got = luno_digest(serve_g(sg));
  if (sv->digest && got != sv->digest) /* the actions rebuild another game than the one saved */
    return snprintf(err, (size_t)errlen,
                    "load: the actions rebuild another game than the one saved (digest %016llx, "
                    "not %016llx)",
                    (unsigned long long)got, (unsigned long long)sv->digest),
           -1;
  char why[200];
  if (luno_session_set_undo_points(sg->ses, sv->undo, sv->nundo, why, sizeof why) < 0)
    return snprintf(err, (size_t)errlen, "load: %s", why), -1;
  luno_table *t = luno_session_table(sg->ses);
  for (int s = 0; s < sv->cfg.players; s++)
    if ((sv->has_rng >> s) & 1) t->rng[s] = sv->rng[s];
  return 0;
}

int game_of_save(const luno_save *sv, int by_name, int flags, serve_game **out, char *err,
                 int errlen) {
  serve_game *sg = game_check_saved(&sv->cfg, by_name, err, errlen) < 0
                       ? NULL
                       : game_open(&sv->cfg, flags, err, errlen);
  if (!sg || save_restore(sg, sv, err, errlen) < 0) return game_destroy(sg), -1;
  *out = sg;
  return 0;
}

int game_from_save(const json_value *save, int by_name, serve_game **out, char *err, int errlen) {
  luno_save sv;
  if (save_read(save, by_name, &sv, err, errlen) < 0) return -1;
  int r = game_of_save(&sv, by_name, 0, out, err, errlen);
  luno_save_free(&sv);
  return r;
}
