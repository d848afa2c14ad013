/* house_sim.c: `luno sim` with eyes. It plays games with the random bots exactly as
 * `luno sim --check` does (same tables, same bots, luno_check after every action) and
 * also counts what the house rules did, from the game's own events: lines the scripts
 * said (counted by the text before a colon), hand swaps, hand passes, reactions taken,
 * plays made out of turn, and turn decisions that offered plays but no draw. After each
 * game it also replays the log from the seed (luno_rewind), to its middle and to its end,
 * and compares luno_hash with the game as played: the rules' g.vars state must replay.
 * Prints one JSON object; exits 1 on any error, invariant failure or stuck game.
 *
 * usage: house_sim [--rules LIST] [--players N] [--seed S] [--set k=v]... [--games G] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <luno/table.h>

enum { MAX_SAID = 32, DECISIONS_PER_GAME = 2000000 };

typedef struct counts {
  long games, errors, invariant_failures, stuck, replay_failures, turns, swaps, hand_passes,
      reactions;
  long out_of_turn_plays, turns_without_draw;
  int in_reaction;
  int nsaid;
  char said[MAX_SAID][64];
  long said_n[MAX_SAID];
} counts;

static void count_said(counts *c, const char *text) {
  char key[64];
  snprintf(key, sizeof key, "%s", text);
  char *colon = strchr(key, ':');
  if (colon) *colon = '\0';
  for (int i = 0; i < c->nsaid; i++)
    if (!strcmp(c->said[i], key)) {
      c->said_n[i]++;
      return;
    }
  if (c->nsaid == MAX_SAID) return;
  snprintf(c->said[c->nsaid], sizeof c->said[0], "%s", key);
  c->said_n[c->nsaid++] = 1;
}

static void on_event(void *ud, const luno_game *g, const luno_log_event *e) {
  counts *c = ud;
  (void)g;
  if (e->kind == LUNO_LOG_SAY && e->text)
    count_said(c, e->text);
  else if (e->kind == LUNO_LOG_SWAP)
    c->swaps++;
  else if (e->kind == LUNO_LOG_PASS_HANDS)
    c->hand_passes++;
  else if (e->kind == LUNO_LOG_PLAY && c->in_reaction)
    c->out_of_turn_plays++;
}

/* A turn decision that lists a play but neither draw nor pass (a rule took the draw
 * away; after a draw the drawn card comes with a pass, so that is not counted). */
static int no_draw(const luno_pending *p) {
  int play = 0, other = 0;
  if (p->kind != LUNO_ASK_TURN) return 0;
  for (int i = 0; i < p->count; i++) {
    play |= p->options[i].type == LUNO_ACT_PLAY;
    other |= p->options[i].type == LUNO_ACT_DRAW || p->options[i].type == LUNO_ACT_PASS;
  }
  return play && !other;
}

static void fail(counts *c, uint64_t seed, const char *what, const char *msg, long *counter) {
  if (c->errors + c->invariant_failures + c->stuck + c->replay_failures < 5)
    fprintf(stderr, "house_sim: seed %llu: %s: %s\n", (unsigned long long)seed, what, msg);
  (*counter)++;
}

static void play_one(luno_table *t, uint64_t seed, counts *c) {
  char err[512];
  table_reseed(t, seed);
  luno_game *g = luno_new(&t->setup, host_rules(t->host), err, sizeof err);
  if (!g) return fail(c, seed, "could not start", err, &c->errors);
  luno_listen(g, on_event, c);
  long decisions = 0;
  int asked = -1; /* the log length at which the pending turn was last counted */
  int mid = -1;   /* a log length in the middle of the game, and the hash there */
  uint64_t mid_hash = 0;
  while (luno_pending_of(g)->kind != LUNO_ASK_NONE) {
    const luno_pending *p = luno_pending_of(g);
    if (asked != luno_log_length(g) && no_draw(p)) c->turns_without_draw++;
    asked = luno_log_length(g);
    luno_action a;
    int react = table_bot_reaction(t, g, &a);
    if (!react && table_bot_action(t, g, &a, err, sizeof err) < 0) {
      fail(c, seed, "bot error", err, &c->errors);
      break;
    }
    c->in_reaction = react;
    c->reactions += react;
    luno_status st = luno_apply(g, a);
    c->in_reaction = 0;
    if (st != LUNO_OK) {
      fail(c, seed, st == LUNO_EILLEGAL ? "refused action" : "script error", luno_error(g),
           &c->errors);
      break;
    }
    if (luno_check(g, err, sizeof err) < 0) {
      fail(c, seed, "invariant", err, &c->invariant_failures);
      break;
    }
    if (++decisions > DECISIONS_PER_GAME) {
      fail(c, seed, "stuck", "no end after two million decisions", &c->stuck);
      break;
    }
    if (decisions == 200) {
      mid = luno_log_length(g);
      mid_hash = luno_hash(g);
    }
  }
  uint64_t end_hash = luno_hash(g);
  int end = luno_log_length(g);
  /* the whole log first: a rewind to the middle drops the actions after it (undo) */
  if (luno_rewind(g, end) != LUNO_OK || luno_hash(g) != end_hash)
    fail(c, seed, "replay", "the game replayed to its end differs", &c->replay_failures);
  else if (mid >= 0 && (luno_rewind(g, mid) != LUNO_OK || luno_hash(g) != mid_hash))
    fail(c, seed, "replay", "the game replayed to its middle differs", &c->replay_failures);
  c->games++;
  c->turns += luno_stats_of(g)->turns;
  luno_free(g);
}

int main(int argc, char **argv) {
  luno_config cfg;
  config_init(&cfg);
  long games = 100;
  char err[512];
  for (int i = 1; i < argc; i++) {
    int r = config_flag(&cfg, argc, argv, &i, err, sizeof err);
    if (r < 0) {
      fprintf(stderr, "house_sim: %s\n", err);
      return 2;
    }
    if (r > 0) continue;
    if (!strcmp(argv[i], "--games") && i + 1 < argc)
      games = atol(argv[++i]);
    else {
      fprintf(
          stderr,
          "usage: house_sim [--rules LIST] [--players N] [--seed S] [--set k=v]... [--games G]\n");
      return 2;
    }
  }
  luno_table t;
  if (table_open(&t, &cfg, "random", err, sizeof err) < 0) {
    fprintf(stderr, "house_sim: %s\n", err);
    table_close(&t);
    return 2;
  }
  counts c;
  memset(&c, 0, sizeof c);
  for (long i = 0; i < games; i++)
    play_one(&t, cfg.seed + (uint64_t)i, &c);
  printf("{\"rules\": \"%s\", \"games\": %ld, \"turns\": %ld, \"errors\": %ld, "
         "\"invariant_failures\": %ld, "
         "\"stuck\": %ld, \"replay_failures\": %ld, \"swaps\": %ld, \"hand_passes\": %ld, "
         "\"reactions\": %ld, "
         "\"out_of_turn_plays\": %ld, \"turns_without_draw\": %ld, \"said\": {",
         cfg.rules, c.games, c.turns, c.errors, c.invariant_failures, c.stuck, c.replay_failures,
         c.swaps, c.hand_passes, c.reactions, c.out_of_turn_plays, c.turns_without_draw);
  for (int i = 0; i < c.nsaid; i++)
    printf("%s\"%s\": %ld", i ? ", " : "", c.said[i], c.said_n[i]);
  printf("}}\n");
  table_close(&t);
  return c.errors || c.invariant_failures || c.stuck || c.replay_failures ? 1 : 0;
}
