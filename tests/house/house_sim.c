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

/* One game's loop state, for the match hooks. */
typedef struct house_game {
  luno_table *t;
  counts *c;
  long decisions;
  int asked; /* the log length at which the pending turn was last counted */
  int mid;   /* a log length in the middle of the game, and the hash there */
  uint64_t mid_hash;
} house_game;

/* Chooses with the table's bots, and marks a reaction for the event listener. */
static int choose(void *ud, luno_game *g, luno_action *out, char *err, int errlen) {
  house_game *hg = ud;
  int react;
  const luno_pending *p = luno_pending_of(g);
  if (hg->asked != luno_log_length(g) && no_draw(p)) hg->c->turns_without_draw++;
  hg->asked = luno_log_length(g);
  if (luno_table_bot_move(hg->t, g, out, &react, err, errlen) < 0) return -1;
  hg->c->in_reaction = react;
  hg->c->reactions += react;
  return 0;
}

/* After each action: the reaction is over; the middle of the game is remembered. */
static void acted(void *ud, const luno_game *g, const luno_action *a, int reaction) {
  (void)a, (void)reaction;
  house_game *hg = ud;
  hg->c->in_reaction = 0;
  if (++hg->decisions == 200) hg->mid = luno_log_length(g), hg->mid_hash = luno_hash(g);
}

/* A game that runs past two million decisions is stuck. */
static const char *stuck(void *ud, const luno_game *g) {
  (void)g;
  return ((house_game *)ud)->decisions > DECISIONS_PER_GAME ? "no end after two million decisions"
                                                            : NULL;
}

static void play_one(luno_table *t, uint64_t seed, counts *c) {
  char err[512];
  luno_table_reseed(t, seed);
  luno_game *g = luno_new(&t->setup, luno_host_rules(t->host), err, sizeof err);
  if (!g) return fail(c, seed, "could not start", err, &c->errors);
  luno_listen(g, on_event, c);
  house_game hg = {t, c, 0, -1, -1, 0};
  luno_match_hooks hooks = {.check = 1, .choose = choose, .stop = stuck, .acted = acted, .ud = &hg};
  luno_match_end how = luno_table_play(t, g, &hooks, err, sizeof err);
  c->in_reaction = 0;
  if (how != LUNO_MATCH_OVER)
    fail(c, seed, how == LUNO_MATCH_STOPPED ? "stuck" : luno_match_end_words(how), err,
         how == LUNO_MATCH_INVARIANT ? &c->invariant_failures
         : how == LUNO_MATCH_STOPPED ? &c->stuck
                                     : &c->errors);
  int mid = hg.mid;
  uint64_t mid_hash = hg.mid_hash;
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
  luno_config_init(&cfg);
  long games = 100;
  char err[512];
  for (int i = 1; i < argc; i++) {
    int r = luno_config_flag(&cfg, argc, argv, &i, err, sizeof err);
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
  if (luno_table_open(&t, &cfg, "random", err, sizeof err) < 0) {
    fprintf(stderr, "house_sim: %s\n", err);
    luno_table_close(&t);
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
  luno_table_close(&t);
  return c.errors || c.invariant_failures || c.stuck || c.replay_failures ? 1 : 0;
}
