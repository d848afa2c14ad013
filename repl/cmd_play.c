/* cmd_play.c: the commands that decide or move the game: play, draw, pass, uno, catch,
 * challenge, accept, choose, penalty, hint, step, run, undo, redo. A person decides only
 * for human seats; after their decision the bots play until a human must decide again. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cardname.h"
#include "commands.h"
#include "drive.h"
#include "input.h"
#include "react.h"
#include "render.h"
#include "session.h"
#include "view.h"

/* Reads a whole number from lo to hi; -1 if word is not one. */
static long parse_count(const char *word, long lo, long hi) { return repl_whole(word, lo, hi); }

/* Checks that a human seat must decide now; puts it in *seat. */
static int human_decider(session *s, int *seat) {
  if (repl_need_game(s) < 0) return -1;
  const luno_pending *p = luno_pending_of(s->b->g);
  if (s->b->broken) return repl_fail(s, "the game is broken: `undo`, `reload`, `load` or `new`");
  if (p->kind == LUNO_ASK_NONE) return repl_fail(s, "the match is over: `new` starts another");
  if (!repl_is_human(s, p->seat))
    return repl_fail(s, "it is %s's decision and %s is a bot (%s): `step` or `run` lets it decide",
                     repl_seat_name(p->seat), repl_seat_name(p->seat),
                     s->b->tab->bot_names[p->seat]);
  *seat = p->seat;
  return 0;
}

/* Refuses a turn command while seat must answer a typed question first. */
static int must_answer(session *s, int seat) {
  if (luno_pending_of(s->b->g)->kind != LUNO_ASK_TEXT) return 0;
  return repl_fail(s, "%s must answer the question first: type the answer (`hint` shows it)",
                   repl_seat_name(seat));
}

/* What the pending decision asks, for errors that say why a command does not fit now. */
static const char *asked(session *s) {
  static const char *const kinds[] = {"nothing", "a play",      "a color",   "a player",
                                      "a card",  "a direction", "yes or no", "an answer"};
  return kinds[luno_pending_of(s->b->g)->kind];
}

/* Finds the pending option of a type (and value, unless any); 0 if there is none. */
static int option_of(session *s, int type, int value, int any, luno_action *out) {
  const luno_pending *p = luno_pending_of(s->b->g);
  for (int i = 0; i < p->count; i++)
    if (p->options[i].type == type && (any || p->options[i].value == value))
      return *out = p->options[i], 1;
  return 0;
}

/* After a person's decision: the bots move, then the screen shows what comes next. */
static int after_human(session *s, luno_status st) {
  if (st != LUNO_OK) return -1;
  repl_drive_autorun(s, 0);
  repl_after_move(s);
  return 0;
}

/* Answers the color choice a wild card asked, from the word after the card. */
static int play_color(session *s, int seat, int color) {
  const luno_pending *p = luno_pending_of(s->b->g);
  luno_action a;
  if (p->kind != LUNO_ASK_COLOR || p->seat != seat) {
    repl_say(s, "(no color was asked for, so '%s' was not used)",
             luno_setup_of(s->b->g)->colors[color]);
    return LUNO_OK;
  }
  if (!option_of(s, LUNO_ACT_CHOOSE, color, 0, &a))
    return repl_fail(s, "%s is not one of the colors offered",
                     luno_setup_of(s->b->g)->colors[color]),
           LUNO_EILLEGAL;
  return repl_drive_apply(s, a, 0);
}

/* A play's "on <zone> <k>" (its last three words): the k-th card (from 1, as `show` lists
 * them) of the zone named, into *target; 3 words used, 0 when there are none, -1 after
 * saying what is wrong. */
static int zone_target(session *s, char **words, int n, int *target) {
  if (n < 3 || strcasecmp(words[n - 2], "on")) return 0;
  const luno_setup *su = luno_setup_of(s->b->g);
  long k = repl_whole(words[n], 1, LUNO_MAX_CARDS);
  for (int z = 0; z < su->nzones; z++) {
    const char *zone = luno_setup_zone(su, z)->name;
    if (strcasecmp(zone, words[n - 1])) continue;
    int count;
    const uint16_t *cards = luno_pile(s->b->g, LUNO_ZONE(z), &count);
    if (k < 1 || k > count)
      return repl_fail(s, "%s %s: the %s holds %d card%s (on %s 1 is the first)", words[n - 1],
                       words[n], zone, count, count == 1 ? "" : "s", zone);
    *target = cards[k - 1];
    return 3;
  }
  return repl_fail(s, "play ... on %s: no zone of that name (`show` lists the zones)",
                   words[n - 1]);
}

/* After a play "on" a zone's card: answers the card question that followed with it. */
static int play_target(session *s, int seat, int target) {
  const luno_pending *p = luno_pending_of(s->b->g);
  luno_action a;
  if (p->kind != LUNO_ASK_CARD || p->seat != seat) return LUNO_OK; /* it had one place to go */
  if (!option_of(s, LUNO_ACT_CHOOSE, target, 0, &a))
    return repl_fail(s, "the card cannot go on that one: choose among those `hint` lists"),
           LUNO_EILLEGAL;
  return repl_drive_apply(s, a, 0);
}

/* Whether card is a reaction card seat may use now. */
static int usable_card(session *s, int seat, int card) {
  const luno_pending *p = luno_pending_of(s->b->g);
  for (int i = 0; i < p->nreactions; i++)
    if (p->reactions[i].card == card && p->reactions[i].seat == seat) return 1;
  return 0;
}

/* Whether word calls the last card: "uno", or the ruleset's word ("dos"). */
static int is_call_word(session *s, const char *word) {
  return !strcasecmp(word, "uno") || !strcasecmp(word, repl_call_word(s));
}

/* `play` of a reaction card the viewer holds (usable on any turn); 1 if it was one. */
static int play_reaction(session *s, int argc, char **argv, int *result) {
  int v = repl_need_game(s) < 0 ? -1 : repl_reactor(s), card, color, n = argc - 1;
  char err[512];
  if (v < 0 || argc < 2 || luno_pending_of(s->b->g)->kind == LUNO_ASK_NONE) return 0;
  uint8_t call = (uint8_t)(s->call[v] ? LUNO_CALL : 0);
  if (n > 1 && is_call_word(s, argv[n])) call = LUNO_CALL, n--;
  if (repl_resolve_card(s, v, argv + 1, n, &card, &color, err, sizeof err) < 0 ||
      !usable_card(s, v, card))
    return 0;
  luno_action a = {.type = LUNO_ACT_USE, .seat = (int8_t)v, .flags = call, .value = card};
  *result = after_human(s, repl_drive_apply(s, a, 0));
  return 1;
}

int repl_cmd_play(session *s, int argc, char **argv, const char *rest) {
  (void)rest;
  int seat, card = -1, color = -1, n = argc - 1, call = 0, result, target = -1;
  char err[512];
  if (play_reaction(s, argc, argv, &result)) return result;
  if (s->acting_as >= 0)
    return repl_fail(s, "%s may play only a reaction card out of turn (`hint`)",
                     repl_seat_name(s->acting_as));
  if (human_decider(s, &seat) < 0 || must_answer(s, seat) < 0) return -1;
  if (luno_pending_of(s->b->g)->kind != LUNO_ASK_TURN)
    return repl_fail(s, "no card can be played now: %s must choose %s (`hint`)",
                     repl_seat_name(seat), asked(s));
  if (n > 0 && is_call_word(s, argv[n])) call = 1, n--;
  int on = zone_target(s, argv, n, &target);
  if (on < 0) return -1;
  n -= on;
  int drawn = luno_state_of(s->b->g)->drawn;
  luno_action a;
  if (n == 0 && drawn >= 0 && option_of(s, LUNO_ACT_PLAY, drawn, 0, &a))
    card = drawn;
  else if (n == 0)
    return repl_fail(s, "play which card? give its number or name (`hand` lists them)");
  else if (repl_resolve_card(s, seat, argv + 1, n, &card, &color, err, sizeof err) < 0)
    return repl_fail(s, "%s", err);
  a = (luno_action){.type = LUNO_ACT_PLAY,
                    .seat = (int8_t)seat,
                    .flags = (call || s->call[seat]) ? LUNO_CALL : 0,
                    .value = card};
  luno_status st = repl_drive_apply(s, a, 0);
  if (st == LUNO_OK && color >= 0) st = play_color(s, seat, color);
  if (st == LUNO_OK && target >= 0) st = play_target(s, seat, target);
  return after_human(s, st);
}

int repl_cmd_draw(session *s, int argc, char **argv, const char *rest) {
  (void)argv, (void)rest;
  int seat;
  luno_action a;
  if (argc > 1) return repl_fail(s, "draw takes no arguments");
  if (human_decider(s, &seat) < 0 || must_answer(s, seat) < 0) return -1;
  if (!option_of(s, LUNO_ACT_DRAW, 0, 1, &a)) /* the core says why not */
    a = (luno_action){.type = LUNO_ACT_DRAW, .seat = (int8_t)seat};
  return after_human(s, repl_drive_apply(s, a, 0));
}

int repl_cmd_pass(session *s, int argc, char **argv, const char *rest) {
  (void)argv, (void)rest;
  int seat;
  luno_action a;
  if (argc > 1) return repl_fail(s, "%s takes no arguments", argv[0]);
  if (human_decider(s, &seat) < 0 || must_answer(s, seat) < 0) return -1;
  if (!option_of(s, LUNO_ACT_PASS, 0, 1, &a)) /* the core says why not */
    a = (luno_action){.type = LUNO_ACT_PASS, .seat = (int8_t)seat};
  return after_human(s, repl_drive_apply(s, a, 0));
}

/* Finds an open window seat `by` may take whose target is `target`; its id or -1. */
static int open_window_on(session *s, int by, int target) {
  const luno_pending *p = luno_pending_of(s->b->g);
  for (int i = 0; i < p->nreactions; i++)
    if (p->reactions[i].window >= 0 && p->reactions[i].seat == by &&
        p->reactions[i].target == target)
      return p->reactions[i].window;
  return -1;
}

/* Finds the window seat `by` may take named `name` (any name when NULL): its id, -1 if
 * none, -2 if NULL matches several. */
static int open_window_named(session *s, int by, const char *name) {
  const luno_pending *p = luno_pending_of(s->b->g);
  int found = -1;
  for (int i = 0; i < p->nreactions; i++) {
    const luno_reaction *r = &p->reactions[i];
    if (r->window < 0 || r->seat != by || (name && strcasecmp(r->name, name))) continue;
    if (found >= 0 && found != r->window) return name ? found : -2;
    found = r->window;
  }
  return found;
}

int repl_cmd_uno(session *s, int argc, char **argv, const char *rest) {
  (void)argv, (void)rest;
  if (argc > 1) return repl_fail(s, "uno takes no arguments");
  if (repl_need_game(s) < 0) return -1;
  int v = repl_reactor(s), w = v >= 0 ? open_window_on(s, v, v) : -1;
  if (v < 0) return repl_fail(s, "no seat is human, so nobody here can call UNO");
  for (int seat = 0; w < 0 && s->acting_as < 0 && seat < luno_state_of(s->b->g)->players; seat++)
    if (repl_is_human(s, seat) && (w = open_window_on(s, seat, seat)) >= 0) v = seat; /* hot-seat */
  if (luno_pending_of(s->b->g)->kind == LUNO_ASK_NONE)
    return repl_fail(s, "the match is over: `new` starts another");
  if (w >= 0)
    return after_human(
        s, repl_drive_apply(
               s, (luno_action){.type = LUNO_ACT_REACT, .seat = (int8_t)v, .flags = 0, .value = w},
               0));
  s->call[v] = 1;
  repl_say(s, "%s calls UNO: the call goes with %s's next play this turn", repl_seat_name(v),
           repl_seat_name(v));
  return 0;
}

int repl_cmd_catch(session *s, int argc, char **argv, const char *rest) {
  (void)rest;
  if (repl_need_game(s) < 0) return -1;
  int v = repl_reactor(s), w;
  if (v < 0) return repl_fail(s, "no seat is human, so nobody here can react");
  uint8_t call = repl_reaction_call(s, v, &argc, argv); /* (as a bare reaction word carries it) */
  if (argc > 2) return repl_fail(s, "usage: catch [seat or reaction] [uno]");
  int target = argc > 1 ? repl_parse_seat(s, argv[1]) : -1;
  if (luno_pending_of(s->b->g)->kind == LUNO_ASK_NONE)
    return repl_fail(s, "the match is over: `new` starts another");
  if (target == v)
    return repl_fail(s, "%s is you: `uno` answers a reaction open on you", repl_seat_name(v));
  if (target >= 0)
    w = open_window_on(s, v, target);
  else
    w = open_window_named(s, v, argc > 1 ? argv[1] : NULL);
  if (w == -2) return repl_fail(s, "several reactions are open: say which (`hint` lists them)");
  if (w < 0 && target >= 0)
    return repl_fail(s, "nothing is open on %s to react to", repl_seat_name(target));
  if (w < 0 && argc > 1) return repl_fail(s, "no seat or open reaction named '%s'", argv[1]);
  if (w < 0) return repl_fail(s, "nothing is open for %s to react to", repl_seat_name(v));
  return after_human(
      s, repl_drive_apply(
             s, (luno_action){.type = LUNO_ACT_REACT, .seat = (int8_t)v, .flags = call, .value = w},
             0));
}

/* Answers the pending yes/no decision. */
static int yes_no(session *s, int argc, int yes, const char *cmd) {
  int seat;
  luno_action a;
  if (argc > 1) return repl_fail(s, "%s takes no arguments", cmd);
  if (human_decider(s, &seat) < 0) return -1;
  if (luno_pending_of(s->b->g)->kind != LUNO_ASK_YESNO ||
      !option_of(s, LUNO_ACT_CHOOSE, yes, 0, &a))
    return repl_fail(s, "`%s` answers a yes/no question, but %s must choose %s now", cmd,
                     repl_seat_name(seat), asked(s));
  return after_human(s, repl_drive_apply(s, a, 0));
}

int repl_cmd_challenge(session *s, int argc, char **argv, const char *rest) {
  (void)argv, (void)rest;
  return yes_no(s, argc, 1, "challenge");
}

int repl_cmd_accept(session *s, int argc, char **argv, const char *rest) {
  (void)argv, (void)rest;
  return yes_no(s, argc, 0, "accept");
}

int repl_answer_text(session *s, const char *text) {
  int seat;
  if (human_decider(s, &seat) < 0) return -1;
  if (luno_pending_of(s->b->g)->kind != LUNO_ASK_TEXT)
    return repl_fail(s, "nothing to answer: %s must choose %s now (`hint`)", repl_seat_name(seat),
                     asked(s));
  char buf[LINE_MAX_LEN];
  snprintf(buf, sizeof buf, "%s", text + strspn(text, " \t"));
  size_t n = strlen(buf);
  while (n && (buf[n - 1] == ' ' || buf[n - 1] == '\t'))
    buf[--n] = '\0';
  char *text_start = buf;
  if (n >= 2 && (buf[0] == '"' || buf[0] == '\'') && buf[n - 1] == buf[0]) /* answer "two dimes" */
    buf[--n] = '\0', text_start++, n--;
  if (n > 255) return repl_fail(s, "an answer is at most 255 characters");
  luno_action a = {
      .type = LUNO_ACT_ANSWER, .seat = (int8_t)seat, .flags = 0, .value = -1}; /* -1: no answer */
  return after_human(s, repl_drive_apply_text(s, a, n ? text_start : NULL, 0));
}

int repl_cmd_answer(session *s, int argc, char **argv, const char *rest) {
  (void)argc, (void)argv;
  return repl_answer_text(s, rest);
}

int repl_cmd_choose(session *s, int argc, char **argv, const char *rest) {
  int seat;
  luno_action a;
  char err[512];
  if (human_decider(s, &seat) < 0) return -1;
  if (luno_pending_of(s->b->g)->kind == LUNO_ASK_TEXT) return repl_answer_text(s, rest);
  if (repl_find_option(s, argv + 1, argc - 1, &a, err, sizeof err) < 0)
    return repl_fail(s, "%s", err);
  if (a.type == LUNO_ACT_PLAY && s->call[seat]) a.flags |= LUNO_CALL;
  return after_human(s, repl_drive_apply(s, a, 0));
}

int repl_cmd_penalty(session *s, int argc, char **argv, const char *rest) {
  if (argc < 3) return repl_fail(s, "usage: penalty <seat> <n> [reason]");
  if (repl_need_game(s) < 0) return -1;
  int seat = repl_parse_seat(s, argv[1]);
  long n = parse_count(argv[2], 1, 100);
  if (seat < 0) return repl_fail(s, "no seat named '%s'", argv[1]);
  if (n < 0) return repl_fail(s, "a penalty is 1 to 100 cards, not '%s'", argv[2]);
  const char *reason = rest;
  for (int skip = 0; skip < 2; skip++) {
    reason += strcspn(reason, " \t");
    reason += strspn(reason, " \t");
  }
  int index = luno_log_length(s->b->g);
  if (repl_drive_apply(
          s,
          (luno_action){
              .type = LUNO_ACT_PENALTY, .seat = (int8_t)seat, .flags = 0, .value = (int32_t)n},
          0) != LUNO_OK)
    return -1;
  repl_keep_note(s, index, LUNO_ASK_TURN, reason);
  repl_say(s, "Referee: %s draws %ld as a penalty%s%s", repl_seat_name(seat), n,
           *reason ? ": " : "", reason);
  repl_show_pending(s);
  return 0;
}

/* One open reaction as `hint` lists it; as: " as Cy" when it is another person's. */
static void hint_reaction(session *s, const luno_reaction *r, const char *as) {
  const luno_card *c = r->card >= 0 ? luno_card_at(s->b->g, r->card) : NULL;
  char name[64];
  int own_turn = luno_pending_of(s->b->g)->seat == r->seat;
  if (c)
    repl_say(s, "  play %s%s    uses it %s",
             repl_card_short(luno_setup_of(s->b->g), c->type, c->color, name, sizeof name), as,
             own_turn ? "now (a reaction card: usable at any moment)" : "out of turn");
  else if (r->target == r->seat)
    repl_say(s, "  uno%s    answers the %s reaction open on %s", as, r->name,
             *as ? repl_seat_name(r->seat) : "you");
  else if (r->target >= 0)
    repl_say(s, "  catch %s%s    takes the %s reaction open on %s", repl_seat_name(r->target), as,
             r->name, repl_seat_name(r->target));
  else
    repl_say(s, "  %s%s    takes the %s reaction", repl_reaction_word(r->name, name, sizeof name),
             as, r->name);
}

/* The open reactions of every person at the table: the viewer's, then the others' with
 * `as <seat>` (out-of-turn reactions are anyone's at any moment). */
static void hint_reactions(session *s, const luno_pending *p) {
  int v = repl_viewer(s);
  char as[64];
  for (int pass = 0; pass < 2; pass++)
    for (int i = 0; i < p->nreactions; i++) {
      const luno_reaction *r = &p->reactions[i];
      if ((pass == 0) != (r->seat == v) || !repl_is_human(s, r->seat)) continue;
      snprintf(as, sizeof as, pass ? " as %s" : "", repl_seat_name(r->seat));
      hint_reaction(s, r, as);
    }
}

int repl_cmd_hint(session *s, int argc, char **argv, const char *rest) {
  (void)argv, (void)rest;
  if (argc > 1) return repl_fail(s, "hint takes no arguments");
  if (repl_need_game(s) < 0) return -1;
  const luno_pending *p = luno_pending_of(s->b->g);
  if (p->kind == LUNO_ASK_NONE) return repl_show_pending(s), 0;
  if (p->kind == LUNO_ASK_TEXT && (repl_is_human(s, p->seat) || s->reveal)) {
    repl_say(s, "%s is asked: %s", repl_seat_name(p->seat),
             p->prompt ? p->prompt : "(no question)");
    repl_say(s, "  answer <text>    answers it (or type the answer alone, when it is no command)");
    repl_say(s, "  answer           gives no answer, which counts as a wrong one");
  } else if (!repl_is_human(s, p->seat) && !s->reveal) {
    repl_say(s, "%s (a bot) is deciding; `reveal on` shows its options", repl_seat_name(p->seat));
  } else {
    opt_entry opts[LUNO_MAX_CARDS + 4];
    int n = repl_list_options(s, opts, LUNO_MAX_CARDS + 4);
    int turn = p->kind == LUNO_ASK_TURN;
    const char *how = turn ? "`play <number>` as the hand numbers the cards, or a name"
                      : repl_options_by_hand(s)
                          ? "`choose <number>` as the hand numbers the cards, or the name"
                          : "`choose <number>` or the name";
    repl_say(s, "%s's options (%s):", repl_seat_name(p->seat), how);
    for (int i = 0; i < n; i++) {
      if (opts[i].number >= 0)
        repl_say(s, "  %3d  %s", opts[i].number, opts[i].text);
      else if (turn) { /* "draw a card": the word to type, then the rest */
        size_t len = strlen(opts[i].name);
        const char *after =
            strncmp(opts[i].text, opts[i].name, len) ? opts[i].text : opts[i].text + len;
        repl_say(s, "  %4s %s", opts[i].name, after + strspn(after, " "));
      } else
        repl_say(s, "       %s", opts[i].text);
    }
  }
  hint_reactions(s, p);
  return 0;
}

int repl_cmd_step(session *s, int argc, char **argv, const char *rest) {
  (void)rest;
  long n = argc > 1 ? parse_count(argv[1], 1, 1000000) : 1;
  if (argc > 2 || n < 0) return repl_fail(s, "usage: step [n] with n a whole number from 1");
  if (repl_need_game(s) < 0) return -1;
  const luno_pending *p = luno_pending_of(s->b->g);
  if (p->kind == LUNO_ASK_NONE) return repl_fail(s, "the match is over: `new` starts another");
  if (!s->queue && repl_is_human(s, p->seat))
    return repl_fail(s, "%s is human and must decide first (`hint` lists the options)",
                     repl_seat_name(p->seat));
  repl_let_windows_go(s);
  for (long i = 0; i < n; i++) {
    int r = s->queue ? repl_drive_replay_step(s) : repl_drive_bot_step(s);
    if (r < 0) return -1;
    if (r == 0) break;
  }
  repl_after_move(s);
  return 0;
}

int repl_cmd_run(session *s, int argc, char **argv, const char *rest) {
  (void)argv, (void)rest;
  if (argc > 1) return repl_fail(s, "run takes no arguments");
  if (repl_need_game(s) < 0) return -1;
  const luno_pending *p = luno_pending_of(s->b->g);
  if (p->kind == LUNO_ASK_NONE) return repl_fail(s, "the match is over: `new` starts another");
  if (!s->queue && repl_is_human(s, p->seat))
    return repl_fail(s, "%s is human and must decide first (`hint` lists the options)",
                     repl_seat_name(p->seat));
  repl_let_windows_go(s);
  int r = repl_drive_autorun(s, 1);
  repl_after_move(s);
  return r < 0 ? -1 : 0;
}

/* How many actions `undo` alone takes back: the bots' moves since the last human one,
 * and that human's own run of actions (a play and the color chosen for it); 1 without
 * humans. */
static int undo_default(session *s) {
  const luno_action *log = luno_log(s->b->g);
  int len = luno_log_length(s->b->g), i = len - 1;
  if (!repl_human_count(s) || s->queue) return len ? 1 : 0;
  while (i >= 0 && (!repl_is_human(s, log[i].seat) || log[i].type == LUNO_ACT_PENALTY))
    i--;
  if (i < 0) return len ? 1 : 0;
  int seat = log[i].seat;
  while (i >= 0 && log[i].seat == seat && log[i].type != LUNO_ACT_PENALTY)
    i--;
  return len - (i + 1);
}

/* The other people whose actions the last n of the log are, as a mask of seats. */
static unsigned people_in(session *s, int n, int but) {
  const luno_action *log = luno_log(s->b->g);
  unsigned seats = 0;
  for (int i = luno_log_length(s->b->g) - n; i < luno_log_length(s->b->g); i++)
    if (log[i].seat >= 0 && log[i].seat != but && repl_is_human(s, log[i].seat))
      seats |= 1u << log[i].seat;
  return seats;
}

/* In a game of several people, an undo is kept with the last moves, which the next
 * person's screen shows: one whose move was taken back learns who took it back. */
static void tell_undo(session *s, int by, unsigned seats, int n) {
  char text[256], names[160] = "";
  size_t used = 0;
  for (int seat = 0; seat < LUNO_MAX_SEATS && used < sizeof names; seat++)
    if ((seats >> seat) & 1)
      used += (size_t)snprintf(names + used, sizeof names - used, "%s%s's", used ? ", " : "",
                               repl_seat_name(seat));
  snprintf(text, sizeof text, "%s took back %d action%s%s%s%s: the game is back at action %d",
           by >= 0 ? repl_seat_name(by) : "Someone", n, n == 1 ? "" : "s", *names ? " (" : "",
           names, *names ? " among them)" : "", luno_log_length(s->b->g));
  repl_render_note(s, text);
}

int repl_cmd_undo(session *s, int argc, char **argv, const char *rest) {
  (void)rest;
  long n = argc > 1 ? parse_count(argv[1], 1, 100000000) : 0;
  if (argc > 2 || n < 0) return repl_fail(s, "usage: undo [n] with n a whole number from 1");
  if (repl_need_game(s) < 0 || repl_not_in_tournament(s, "undo") < 0) return -1;
  if (n == 0) n = undo_default(s);
  if (n == 0) return repl_fail(s, "nothing to undo: no action has been taken");
  if (n > luno_log_length(s->b->g)) n = luno_log_length(s->b->g);
  int by = repl_viewer(s), several = repl_human_count(s) > 1;
  unsigned seats = several ? people_in(s, (int)n, by) : 0;
  if (repl_drive_undo(s, (int)n) < 0) return -1;
  if (several) tell_undo(s, by, seats, (int)n);
  repl_after_move(s);
  return 0;
}

int repl_cmd_redo(session *s, int argc, char **argv, const char *rest) {
  (void)argv, (void)rest;
  if (argc > 1) return repl_fail(s, "redo takes no arguments");
  if (repl_need_game(s) < 0 || repl_not_in_tournament(s, "redo") < 0) return -1;
  if (repl_drive_redo(s) < 0) return -1;
  repl_after_move(s);
  return 0;
}
