/* golden.c: plays a fixed set of games (rulesets x player counts x seeds, random bots) and
 * prints one line per game: the rules, players, seed, actions, final scores, and an FNV-1a
 * digest of the table's luno_hash after every action. tests/golden/expected.txt holds the
 * lines of the last accepted build: a change not meant to change play leaves them as they
 * are; one that is meant to (a rule fix) rewrites them in the same commit (`make golden`).
 *
 * Effects run two ways (lua/effects.c): in coroutines, when the driver answers every
 * question through luno_apply, and as plain calls, when a decider answers every seat where
 * it is asked (as `luno sim` does). Each game is played both ways, by the same bot from the
 * same seed: the two must end with the same log and table (else golden fails, naming the
 * game). */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include <luno/luno_host.h>
#include <luno/table.h>

static const char *const rulesets[] = {
    "official",
    "special",
    "house",
    "classroom",
    "official,progressive",
    "official,seven_o",
    "official,jump_in",
    "official,must_play",
    "official,quiz",
};
static const int player_counts[] = {2, 4, 7};
enum { SEEDS = 6, ROUNDS = 2, MAX_ACTIONS = 200000 };

/* Folds a 64-bit value into an FNV-1a digest, byte by byte. */
static uint64_t fnv_add(uint64_t h, uint64_t v) {
  for (int i = 0; i < 8; i++)
    h = (h ^ ((v >> (8 * i)) & 0xff)) * 0x100000001b3ull;
  return h;
}

/* A digest of a finished game: its whole log, its table and its scores. */
static uint64_t end_digest(const luno_game *g) {
  uint64_t h = fnv_add(0xcbf29ce484222325ull, luno_hash(g));
  const luno_action *log = luno_log(g);
  for (int i = 0; i < luno_log_length(g); i++)
    h = fnv_add(h, (uint64_t)log[i].type | (uint64_t)(uint8_t)log[i].seat << 8 |
                       (uint64_t)log[i].flags << 16 | (uint64_t)(uint32_t)log[i].value << 32);
  return h;
}

/* The decider of the second way: the same random bot, from the same generator. */
static int bot_decides(void *ud, const luno_game *g, luno_action *out) {
  *out = luno_random_bot(g, ud);
  return 1;
}

/* Makes the game of a golden line: NULL after printing why. */
static luno_game *new_game(luno_host *h, int players, uint64_t seed) {
  char err[512];
  luno_setup setup;
  if (luno_host_build(h, players, seed, &setup, err, sizeof err) < 0)
    return fprintf(stderr, "golden: %s\n", err), NULL;
  setup.bots = (uint16_t)((1u << players) - 1); /* rules judge bots apart (the quiz) */
  luno_game *g = luno_new(&setup, luno_host_rules(h), err, sizeof err);
  if (!g) fprintf(stderr, "golden: %s\n", err);
  return g;
}

/* Plays the game again with effects run as plain calls (a decider answering every seat)
 * and returns its end digest, or 0 on a failure. */
static uint64_t play_deciding(luno_host *h, int players, uint64_t seed) {
  luno_game *g = new_game(h, players, seed);
  if (!g) return 0;
  luno_rng bots;
  luno_seed(&bots, seed ^ 0x676f6c64656eull);
  luno_set_decider(g, bot_decides, &bots, (uint16_t)((1u << players) - 1));
  luno_reseed(g, seed); /* (a first card's question is answered as the game starts) */
  int actions = 0;
  while (luno_pending_of(g)->kind != LUNO_ASK_NONE && actions++ < MAX_ACTIONS)
    if (luno_apply(g, luno_random_bot(g, &bots)) != LUNO_OK) {
      fprintf(stderr, "golden: seed %" PRIu64 " (deciding): %s\n", seed, luno_error(g));
      luno_free(g);
      return 0;
    }
  uint64_t d = end_digest(g);
  luno_free(g);
  return d;
}

/* Plays one game to its end with random bots and prints its line; -1 on any failure, or
 * when the game played the second way ends otherwise. */
static int play_one(luno_host *h, const char *rules, int players, uint64_t seed) {
  luno_game *g = new_game(h, players, seed);
  if (!g) return -1;
  luno_rng bots;
  luno_seed(&bots, seed ^ 0x676f6c64656eull);
  uint64_t digest = fnv_add(0xcbf29ce484222325ull, luno_hash(g));
  int actions = 0;
  while (luno_pending_of(g)->kind != LUNO_ASK_NONE && actions < MAX_ACTIONS) {
    if (luno_apply(g, luno_random_bot(g, &bots)) != LUNO_OK) {
      fprintf(stderr, "golden: seed %" PRIu64 ": %s\n", seed, luno_error(g));
      luno_free(g);
      return -1;
    }
    digest = fnv_add(digest, luno_hash(g));
    actions++;
  }
  printf("%s %d %" PRIu64 " actions=%d scores=", rules, players, seed, actions);
  for (int s = 0; s < players; s++)
    printf("%s%d", s ? "," : "", luno_state_of(g)->scores[s]);
  printf(" digest=%016" PRIx64 "\n", digest);
  uint64_t ended = end_digest(g);
  luno_free(g);
  if (play_deciding(h, players, seed) == ended) return 0;
  fprintf(stderr, "golden: %s %d %" PRIu64 ": effects run as plain calls end another game\n", rules,
          players, seed);
  return -1;
}

/* Opens a host with one ruleset list and the golden options (two rounds a match). */
static luno_host *open_rules(const char *rules) {
  char err[512];
  luno_config c;
  luno_config_init(&c);
  snprintf(c.rules, sizeof c.rules, "%s", rules);
  snprintf(c.sets[0][0], sizeof c.sets[0][0], "rounds");
  snprintf(c.sets[0][1], sizeof c.sets[0][1], "%d", ROUNDS);
  c.nsets = 1;
  luno_host *h = luno_host_open(&c, err, sizeof err);
  if (!h) fprintf(stderr, "golden: %s: %s\n", rules, err);
  return h;
}

int main(void) {
  int failed = 0;
  for (size_t r = 0; r < sizeof rulesets / sizeof *rulesets; r++) {
    luno_host *h = open_rules(rulesets[r]);
    if (!h) return 1;
    for (size_t p = 0; p < sizeof player_counts / sizeof *player_counts; p++)
      for (uint64_t seed = 1; seed <= SEEDS; seed++)
        failed |= play_one(h, rulesets[r], player_counts[p], seed) < 0;
    luno_host_free(h);
  }
  return failed;
}
