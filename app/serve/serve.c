/* serve.c: `luno serve`'s requests: one JSON request line in, one JSON reply line out
 * (serve_main.c reads them from stdin, serve_net.c from a socket's connections). A bad
 * request gets {"id": .., "ok": false, "error": ".."} and changes nothing. What a client may
 * do is its session's (serve.h): the referee everything, a seat's client its seat. */
#include <stdlib.h>
#include <string.h>

#include "serve.h"

/* Refuses a request only the referee may make ("what"), naming why. */
static int need_referee(serve_session *s, const char *what) {
  if (s->referee) return 0;
  if (s->bound >= 0)
    return snprintf(s->err, sizeof s->err,
                    "%s: this client plays seat %d, and only the referee may", what, s->bound),
           -1;
  return snprintf(s->err, sizeof s->err, "%s: join first (with the referee's token)", what), -1;
}

/* The seat whose view a request gets: the bound seat, else its "seat", else -1 (all, the
 * referee's). */
static int viewer_of(serve_session *s, const json_value *req, int *viewer) {
  const json_value *v = json_get(req, "seat");
  long long n;
  *viewer = s->bound;
  if (s->bound == LUNO_VIEW_PUBLIC) /* (a spectator: luno web's) */
    return v ? snprintf(s->err, sizeof s->err, "a spectator sees what every seat sees"), -1 : 0;
  if (s->bound < 0 && need_referee(s, "state") < 0) return -1;
  if (!v) return 0;
  if (json_int(v, 0, serve_cfg(s->game)->players - 1, &n) < 0)
    return snprintf(s->err, sizeof s->err, "seat must be 0 to %d", serve_cfg(s->game)->players - 1),
           -1;
  if (s->bound >= 0 && n != s->bound)
    return snprintf(s->err, sizeof s->err, "this client is bound to seat %d", s->bound), -1;
  *viewer = (int)n;
  return 0;
}

/* `state`: the view of a seat. */
static int cmd_state(serve_session *s, const json_value *req) {
  int viewer;
  if (viewer_of(s, req, &viewer) < 0) return -1;
  jw_lit(&s->out, "state"), jw_object(&s->out);
  view_state(&s->out, s->game, viewer);
  jw_end_object(&s->out);
  return 0;
}

/* `events`: what happened since a mark, as the viewer may know it. */
static int cmd_events(serve_session *s, const json_value *req) {
  int viewer;
  long long since = 0;
  const json_value *v = json_get(req, "since");
  if (viewer_of(s, req, &viewer) < 0) return -1;
  if (v && json_int(v, 0, luno_session_nevents(s->game->ses), &since) < 0)
    return snprintf(s->err, sizeof s->err, "since must be a mark from 0 to %d",
                    luno_session_nevents(s->game->ses)),
           -1;
  view_events(&s->out, s->game, (int)since, viewer);
  return 0;
}

/* Writes the state a move's reply carries: the bound seat's, else the deciding seat's. */
static void reply_state(serve_session *s) {
  int viewer = s->bound;
  if (viewer < 0 && luno_pending_of(serve_g(s->game))->kind != LUNO_ASK_NONE)
    viewer = luno_pending_of(serve_g(s->game))->seat;
  jw_lit(&s->out, "state"), jw_object(&s->out);
  view_state(&s->out, s->game, viewer);
  jw_end_object(&s->out);
}

/* Puts a new game in place of the old one, keeping the binding if it fits the new game. */
static int replace_game(serve_session *s, serve_game *sg, int seat) {
  if (seat < 0 && s->bound >= serve_cfg(sg)->players) {
    game_destroy(sg);
    return snprintf(s->err, sizeof s->err, "this client is bound to seat %d; the new game has %d",
                    s->bound, serve_cfg(sg)->players),
           -1;
  }
  game_destroy(s->game);
  s->game = sg;
  if (seat >= 0) s->bound = seat, s->referee = 0; /* bound for good */
  reply_state(s);
  if (!s->socket) return 0;
  jw_lit(&s->out, "seed"), jw_u64(&s->out, serve_cfg(sg)->seed); /* (the referee's: it may save) */
  return 0;
}

/* Makes the new game on the old one's table, when the settings but the seed are the same:
 * no host is built again. A failure brings the old game back from a save of it made first,
 * so it is kept as it was. */
static int renew(serve_session *s, const luno_config *cfg, serve_game **out) {
  luno_save keep;
  int kept = save_of(s->game, &keep) == 0;
  *out = kept ? game_renew(s->game, cfg, s->err, sizeof s->err) : NULL;
  if (!*out && kept) {
    char why[256];
    serve_game *back = NULL;
    game_of_save(&keep, 0, 0, &back, why, sizeof why); /* (its own save) */
    game_destroy(s->game), s->game = back;
  }
  if (kept) luno_save_free(&keep);
  return *out ? 0 : -1;
}

/* `new`: a game from rules, options, players, seed and bots (and a seat to bind to). */
static int cmd_new(serve_session *s, const json_value *req) {
  serve_game *sg;
  luno_config cfg;
  int seat;
  if (need_referee(s, "new") < 0) return -1;
  if (s->socket && json_get(req, "seat"))
    return snprintf(s->err, sizeof s->err, "new: a socket's seats join with their tokens"), -1;
  if (game_config(req, s->socket, &cfg, &seat, s->err, sizeof s->err) < 0) return -1;
  if (s->game && serve_g(s->game) && game_same_table(s->game, &cfg)) {
    if (renew(s, &cfg, &sg) < 0) return -1;
  } else if (!(sg = game_open(&cfg, 0, s->err, sizeof s->err)) ||
             game_run_bots(sg, s->err, sizeof s->err) < 0) {
    game_destroy(sg);
    return -1;
  }
  return replace_game(s, sg, seat);
}

/* `load`: a game from a save that `save` wrote. */
static int cmd_load(serve_session *s, const json_value *req) {
  serve_game *sg;
  const json_value *save = json_get(req, "save");
  if (need_referee(s, "load") < 0) return -1;
  if (!save || (save->kind != JSON_STRING && save->kind != JSON_OBJECT))
    return snprintf(s->err, sizeof s->err, "load needs \"save\": what save returned"), -1;
  if (game_from_save(save, s->socket, &sg, s->err, sizeof s->err) < 0) return -1;
  return replace_game(s, sg, -1);
}

/* Checks that this client may act for seat: a person's seat, and its own if bound. */
static int may_act(serve_session *s, int seat) {
  if (seat < 0 || seat >= serve_cfg(s->game)->players)
    return snprintf(s->err, sizeof s->err, "there is no seat %d", seat), -1;
  if (game_is_bot(s->game, seat))
    return snprintf(s->err, sizeof s->err, "seat %d is played by a bot", seat), -1;
  if (s->bound >= 0 && seat != s->bound)
    return snprintf(s->err, sizeof s->err, "seat %d acts, but this client is bound to seat %d",
                    seat, s->bound),
           -1;
  return s->bound >= 0 ? 0 : need_referee(s, "apply");
}

/* Reads {"type", "seat", "value", "call"} into an action. */
static int read_raw_action(serve_session *s, const json_value *v, luno_action *a) {
  const json_value *type = json_get(v, "type"), *call = json_get(v, "call");
  long long seat, value = 0;
  int t = type && type->kind == JSON_STRING ? view_act_by_name(type->text) : -1;
  if (t < 0 || t == LUNO_ACT_ANSWER ||
      json_int(json_get(v, "seat"), 0, LUNO_MAX_SEATS - 1, &seat) < 0)
    return snprintf(s->err, sizeof s->err,
                    "action needs a type (play, draw, pass, choose, decline, react, penalty, use) "
                    "and a seat"),
           -1;
  if (json_get(v, "value") && json_int(json_get(v, "value"), -1, 1 << 30, &value) < 0)
    return snprintf(s->err, sizeof s->err, "action value must be a whole number"), -1;
  if (call && call->kind != JSON_BOOL)
    return snprintf(s->err, sizeof s->err, "call must be true or false"), -1;
  *a = (luno_action){.type = (uint8_t)t,
                     .seat = (int8_t)seat,
                     .flags = (uint8_t)(call && call->boolean ? LUNO_CALL : 0),
                     .value = (int32_t)value};
  if (t == LUNO_ACT_PENALTY && !s->referee)
    return snprintf(s->err, sizeof s->err, "only the referee may give penalties"), -1;
  return t == LUNO_ACT_PENALTY ? 0 : may_act(s, (int)seat);
}

/* Picks the action an `apply` request names: an option, a reaction or a raw action. */
static int pick_action(serve_session *s, const json_value *req, luno_action *a) {
  const luno_pending *p = luno_pending_of(serve_g(s->game));
  const json_value *opt = json_get(req, "option"), *rea = json_get(req, "reaction");
  const json_value *act = json_get(req, "action"), *call = json_get(req, "call");
  long long i;
  if (!!opt + !!rea + !!act != 1)
    return snprintf(s->err, sizeof s->err, "apply needs one of option, reaction or action"), -1;
  if (call && call->kind != JSON_BOOL)
    return snprintf(s->err, sizeof s->err, "call must be true or false"), -1;
  if (act) return read_raw_action(s, act, a);
  if (p->kind == LUNO_ASK_NONE) return snprintf(s->err, sizeof s->err, "the match is over"), -1;
  if (opt) {
    if (json_int(opt, 0, p->count - 1, &i) < 0)
      return snprintf(s->err, sizeof s->err, "option must be an id from 0 to %d", p->count - 1), -1;
    *a = p->options[i];
    a->flags = call && call->boolean && a->type == LUNO_ACT_PLAY ? LUNO_CALL : 0;
    return may_act(s, a->seat);
  }
  if (p->nreactions == 0) return snprintf(s->err, sizeof s->err, "no reaction is open"), -1;
  if (json_int(rea, 0, p->nreactions - 1, &i) < 0)
    return snprintf(s->err, sizeof s->err, "reaction must be an id from 0 to %d",
                    p->nreactions - 1),
           -1;
  const luno_reaction *r = &p->reactions[i];
  *a = r->card >= 0
           ? (luno_action){.type = LUNO_ACT_USE, .seat = r->seat, .flags = 0, .value = r->card}
           : (luno_action){.type = LUNO_ACT_REACT, .seat = r->seat, .flags = 0, .value = r->window};
  return may_act(s, r->seat);
}

/* Reads the request's "decision": the number of the decision it answers (pending.decision
 * of the state it was made from), which must still be the pending one. */
static int read_decision(serve_session *s, const json_value *req, long *decision) {
  const json_value *v = json_get(req, "decision");
  long long n;
  if (!v || json_int(v, 0, (long long)1 << 53, &n) < 0)
    return snprintf(s->err, sizeof s->err,
                    "%s needs \"decision\": the number of the decision it answers "
                    "(pending.decision)",
                    json_get(req, "cmd")->text),
           -1;
  *decision = (long)n;
  return 0;
}

/* `apply`: one action; then the bots move until a person's decision. */
static int cmd_apply(serve_session *s, const json_value *req) {
  luno_action a;
  long decision;
  if (read_decision(s, req, &decision) < 0 || pick_action(s, req, &a) < 0) return -1;
  if (game_apply(s->game, decision, a, NULL, s->err, sizeof s->err) < 0) return -1;
  reply_state(s);
  return 0;
}

/* `answer`: a typed answer to a text question (null for no answer). */
static int cmd_answer(serve_session *s, const json_value *req) {
  const luno_pending *p = luno_pending_of(serve_g(s->game));
  const json_value *text = json_get(req, "text");
  if (p->kind != LUNO_ASK_TEXT)
    return snprintf(s->err, sizeof s->err, "no typed answer is asked for"), -1;
  if (!text || (text->kind != JSON_STRING && text->kind != JSON_NULL))
    return snprintf(s->err, sizeof s->err, "answer needs text: a string, or null for none"), -1;
  if (text->kind == JSON_STRING && (text->len > 255 || strlen(text->text) != text->len))
    return snprintf(s->err, sizeof s->err, "an answer is at most 255 bytes, with no NUL"), -1;
  long decision;
  if (read_decision(s, req, &decision) < 0 || may_act(s, p->seat) < 0) return -1;
  luno_action a = {.type = LUNO_ACT_ANSWER, .seat = (int8_t)p->seat, .flags = 0, .value = -1};
  const char *t = text->kind == JSON_STRING ? text->text : NULL;
  if (game_apply(s->game, decision, a, t, s->err, sizeof s->err) < 0) return -1;
  reply_state(s);
  return 0;
}

/* `continue`: this seat lets the open reactions go (the bots wait while a window is open
 * to a person), and the bots move on. */
static int cmd_continue(serve_session *s, const json_value *req) {
  long decision;
  int seat;
  if (read_decision(s, req, &decision) < 0 || viewer_of(s, req, &seat) < 0) return -1;
  if (seat < 0) return snprintf(s->err, sizeof s->err, "continue: say for which \"seat\""), -1;
  if (may_act(s, seat) < 0 ||
      luno_session_go_on(s->game->ses, decision, seat, s->err, sizeof s->err) < 0)
    return -1;
  if (!s->game->paced && game_run_bots(s->game, s->err, sizeof s->err) < 0) return -1;
  reply_state(s);
  return 0;
}

/* `undo`: back to before this client's last action. */
static int cmd_undo(serve_session *s, const json_value *req) {
  (void)req;
  if (need_referee(s, "undo") < 0) return -1; /* a seat would learn the cards it drew */
  if (game_undo(s->game, s->err, sizeof s->err) < 0) return -1;
  reply_state(s);
  return 0;
}

/* `save`: the whole game as a JSON object (refused to a bound client: it holds the seed). */
static int cmd_save(serve_session *s, const json_value *req) {
  (void)req;
  if (s->bound >= 0)
    return snprintf(s->err, sizeof s->err,
                    "a client bound to a seat may not save: a save shows every hand"),
           -1;
  if (need_referee(s, "save") < 0) return -1;
  jw_lit(&s->out, "save");
  save_write(&s->out, s->game);
  return 0;
}

/* `rules`: the table's rulesets, its options in force and what each card does (the same
 * for every client: the rules hide nothing). */
static int cmd_rules(serve_session *s, const json_value *req) {
  (void)req;
  return view_rules(&s->out, s->game, s->err, sizeof s->err);
}

/* `bind`: holds this client to one seat's view from now on. */
static int cmd_bind(serve_session *s, const json_value *req) {
  long long seat;
  if (s->socket)
    return snprintf(s->err, sizeof s->err, "bind: a socket's client joins a seat with its token"),
           -1;
  if (json_int(json_get(req, "seat"), 0, serve_cfg(s->game)->players - 1, &seat) < 0)
    return snprintf(s->err, sizeof s->err, "bind needs a seat from 0 to %d",
                    serve_cfg(s->game)->players - 1),
           -1;
  if (s->bound >= 0 && seat != s->bound)
    return snprintf(s->err, sizeof s->err, "this client is already bound to seat %d", s->bound), -1;
  s->bound = (int)seat;
  s->referee = 0; /* for good */
  jw_lit(&s->out, "seat"), jw_int(&s->out, seat);
  return 0;
}

/* `join` (socket only): the referee's token makes this connection the referee; a seat's
 * binds it to that seat for good. A wrong token changes nothing. */
static int cmd_join(serve_session *s, const json_value *req) {
  const json_value *t = json_get(req, "token");
  if (!s->socket)
    return snprintf(s->err, sizeof s->err, "join: standard input's client is the referee"), -1;
  if (s->referee || s->bound >= 0)
    return snprintf(s->err, sizeof s->err, "join: this connection has joined already"), -1;
  if (!t || t->kind != JSON_STRING)
    return snprintf(s->err, sizeof s->err, "join needs \"token\": the referee's or a seat's"), -1;
  if (s->referee_token && serve_same_token(t->text, s->referee_token)) {
    s->referee = 1;
    jw_lit(&s->out, "referee"), jw_bool(&s->out, 1);
    return 0;
  }
  for (int seat = 0; s->game && seat < serve_cfg(s->game)->players; seat++)
    if (!game_is_bot(s->game, seat) && serve_same_token(t->text, s->game->tokens[seat])) {
      s->bound = seat;
      s->joined = s->game;
      jw_lit(&s->out, "seat"), jw_int(&s->out, seat);
      return 0;
    }
  return snprintf(s->err, sizeof s->err, "join: no such token"), -1;
}

/* `seats` (the referee): each person's seat's token, to hand to whoever plays it. */
static int cmd_seats(serve_session *s, const json_value *req) {
  (void)req;
  if (need_referee(s, "seats") < 0) return -1;
  jw_lit(&s->out, "tokens"), jw_object(&s->out);
  for (int seat = 0; seat < serve_cfg(s->game)->players; seat++) {
    if (game_is_bot(s->game, seat)) continue;
    char key[16];
    snprintf(key, sizeof key, "%d", seat);
    jw_key(&s->out, key), jw_string(&s->out, s->game->tokens[seat]);
  }
  jw_end_object(&s->out);
  return 0;
}

typedef struct command {
  const char *name;
  int (*run)(serve_session *s, const json_value *req);
  int needs_game;
  const char *fields; /* the request's fields besides cmd and id */
} command;

static const command commands[] = {
    {"new", cmd_new, 0, "rules, players, seed, options, bots, seat"},
    {"load", cmd_load, 0, "save"},
    {"state", cmd_state, 1, "seat"},
    {"apply", cmd_apply, 1, "decision, option, reaction, action, call"},
    {"answer", cmd_answer, 1, "decision, text"},
    {"continue", cmd_continue, 1, "decision, seat"},
    {"undo", cmd_undo, 1, ""},
    {"save", cmd_save, 1, ""},
    {"events", cmd_events, 1, "since, seat"},
    {"bind", cmd_bind, 1, "seat"},
    {"join", cmd_join, 0, "token"},
    {"seats", cmd_seats, 1, ""},
    {"rules", cmd_rules, 1, ""}};

/* Whether key is one of the names of list ("a, b, c"). */
static int listed(const char *list, const char *key) {
  size_t n = strlen(key);
  for (const char *at = n ? strstr(list, key) : NULL; at; at = strstr(at + 1, key))
    if ((at == list || at[-1] == ' ') && (at[n] == ',' || at[n] == '\0')) return 1;
  return 0;
}

/* Refuses a field c does not take (a client's "steps" to undo, say, would otherwise be
 * silently ignored); 0 if every field is cmd, id or one of c's. */
static int known_fields(serve_session *s, const command *c, const json_value *req) {
  for (int i = 0; i < req->count; i++) {
    const char *key = req->keys[i];
    if (listed(c->fields, key) || !strcmp(key, "cmd") || !strcmp(key, "id")) continue;
    return snprintf(s->err, sizeof s->err, "%s: unknown field '%.60s' (%s takes %s)", c->name, key,
                    c->name, *c->fields ? c->fields : "no field but cmd and id"),
           -1;
  }
  return 0;
}

/* Runs a parsed request; 0, or -1 with the reason in s->err. */
static int dispatch(serve_session *s, const json_value *req) {
  const json_value *cmd = json_get(req, "cmd");
  if (req->kind != JSON_OBJECT)
    return snprintf(s->err, sizeof s->err, "a request is a JSON object"), -1;
  if (!cmd || cmd->kind != JSON_STRING)
    return snprintf(s->err, sizeof s->err, "a request needs \"cmd\": a command's name"), -1;
  for (size_t i = 0; i < sizeof commands / sizeof *commands; i++) {
    if (strcmp(cmd->text, commands[i].name)) continue;
    if (known_fields(s, &commands[i], req) < 0) return -1;
    if (commands[i].needs_game && !s->game)
      return snprintf(s->err, sizeof s->err, "no game yet: send new or load first"), -1;
    return commands[i].run(s, req);
  }
  return snprintf(s->err, sizeof s->err,
                  "unknown command '%.60s' (new, load, state, apply, "
                  "answer, continue, undo, save, events, bind, join, seats, rules)",
                  cmd->text),
         -1;
}

/* Starts a reply afresh: {"id": the request's id (null without one), "ok": ok. */
static void reply_head(json_writer *w, const json_value *id, int ok) {
  jw_reset(w);
  jw_object(w);
  jw_lit(w, "id");
  if (id)
    jw_value(w, id);
  else
    jw_null(w);
  jw_lit(w, "ok"), jw_bool(w, ok);
}

int serve_request(serve_session *s, const char *line, size_t len) {
  json_writer *w = &s->out;
  json_value *req = json_parse(line, len, s->err, sizeof s->err);
  const json_value *id = json_get(req, "id");
  reply_head(w, id, 1);
  int refused = !req || dispatch(s, req) < 0;
  if (refused) { /* an error replaces whatever was written */
    reply_head(w, id, 0);
    jw_lit(w, "error"), jw_string(w, s->err);
  }
  jw_end_object(w);
  json_free(req);
  return refused ? -1 : 0;
}
