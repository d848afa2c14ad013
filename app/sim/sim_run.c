/* sim_run.c: plays a run's games on several threads, each with a table (a host and Lua
 * states) of its own, and folds every game into integer totals. A thread plays one
 * contiguous block of the seeds; blocks are merged in seed order, and totals are sums of
 * integers, so any number of threads gives the totals of one (docs/SIMULATION.md). */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sim.h"
#include "stats/progress.h"

enum { MAX_REPORTED = 5, DECISIONS_PER_GAME = 2000000, MAX_JOBS = 256 };
/* Under --check, the run's first game and every REPLAY_EVERY-th after it is replayed in a
 * table of its own and must end in the same game (luno_table_replays). */
enum { REPLAY_EVERY = 8 };

/* What every thread shares: the run, the progress counter, the failures reported. */
typedef struct run_shared {
  const sim_options *o;
  luno_config config;  /* o->config with the bot seed fixed, so every thread agrees */
  atomic_long done;    /* games played */
  atomic_int finished; /* threads that returned */
  atomic_int reported;
  uint64_t first_seed; /* the run's first game's */
} run_shared;

/* One thread's block of seeds and what it found. */
typedef struct worker {
  run_shared *run;
  pthread_t thread;
  uint64_t first;
  long count;
  luno_table tab;
  stats_totals totals;
  stats_game game;
  char *csv; /* its rows, in seed order (open_memstream) */
  size_t csv_len;
  FILE *csv_out;
  int ok;
  char err[512];
  luno_game *g;          /* the game, started anew for each seed (luno_reseed reuses its memory) */
  struct watcher *watch; /* the game being watched (play_one's), for the listener */
  int progress;          /* the rules declare a measure of progress (1), not (0), unknown (-1) */
  luno_table replay;     /* --check: a table of its own, where a sample of games is replayed */
  double done_at;        /* luno_clock when its last game ended (the run's time: the latest's) */
} worker;

/* Watches one game: the hands after every action (lead changes) and round ends. */
typedef struct watcher {
  worker *w;
  /* the game's table, counts and decision, read after every action (the core's pointers:
   * read once, as a call each action was most of the watcher's cost) */
  const luno_stats *stats;
  const luno_pending *pending;
  const int *sizes; /* every pile's */
  stats_lead lead;
  long decisions;
  long round_start; /* turns when the round began */
  long turns;       /* turns when the hands were last observed */
} watcher;

/* Reports one of the run's first failures on stderr. */
static void report(run_shared *run, uint64_t seed, const char *what, const char *msg) {
  if (atomic_fetch_add(&run->reported, 1) < MAX_REPORTED)
    fprintf(stderr, "luno sim: seed %llu: %s: %s\n", (unsigned long long)seed, what, msg);
}

/* The stop hook: a match that runs past two million decisions is stuck. */
static const char *too_long(void *ud, const luno_game *g) {
  (void)g;
  return ++((watcher *)ud)->decisions > DECISIONS_PER_GAME ? "no end after two million decisions"
                                                           : NULL;
}

/* Closes the round being watched with its winner (-1: unfinished). */
static void close_round(watcher *x, const luno_game *g, int winner) {
  long turns = luno_stats_of(g)->turns;
  stats_game_round(&x->w->game, (int)(turns - x->round_start), winner, luno_state_of(g)->dealer);
  x->round_start = turns;
}

/* A round ended: who leads the match by score (the highest total; the lowest under
 * penalty scoring or where the ruleset says so), for the lead changes and whether the
 * winner was ever last. */
static void rank_by_score(watcher *x, const luno_game *g) {
  const luno_state *st = luno_state_of(g);
  const luno_setup *su = luno_setup_of(g);
  int values[LUNO_MAX_SEATS];
  int low = su->wins == LUNO_WINS_LOWEST ||
            (su->wins == LUNO_WINS_SCORING && su->scoring == LUNO_SCORE_PENALTY);
  for (int s = 0; s < st->players; s++)
    values[s] = low ? st->scores[s] : -st->scores[s];
  stats_lead_rank(&x->lead, values);
}

_Static_assert(STATS_MAX_SEATS == LUNO_ZONE0 - LUNO_HAND0, "a row of hand sizes is the stats' row");

/* The acted hook: observes the hands once a turn. The hands are looked at when a turn
 * decision is next (not while an effect waits for a question's answer): the same moment
 * whether bots answer questions where they are asked or not. */
static void acted(void *ud, const luno_game *g, const luno_action *a, int reaction) {
  (void)a, (void)reaction, (void)g;
  watcher *x = ud;
  luno_ask_kind next = x->pending->kind;
  if (x->w->progress) return; /* (its final margin is the ruleset's measure: finish_game) */
  if (x->stats->turns != x->turns && (next == LUNO_ASK_TURN || next == LUNO_ASK_NONE)) {
    stats_lead_hand_row(&x->lead, x->sizes + LUNO_HAND(0)); /* (the final margin) */
    x->turns = x->stats->turns;
  }
}

/* A round was scored (its winner, or -1): the lead by score, and the round closed. Heard
 * as it happens, so a round played within one action (bots answering a turn of menus where
 * asked: Skip-Bo) counts as well as any. */
static void round_scored(watcher *x, const luno_game *g, int winner) {
  rank_by_score(x, g);
  close_round(x, g, winner);
}

/* The listener: what the rules did, counted by who said it (the script file that spoke:
 * "uno", "progressive", "x_ray"), whatever the words: the firings of each rule; and each
 * round's end. */
static void heard(void *ud, const luno_game *g, const luno_log_event *e) {
  worker *w = ud;
  if (e->kind == LUNO_LOG_SCORE && w->watch) return round_scored(w->watch, g, e->seat);
  if (e->kind != LUNO_LOG_SAY) return;
  stats_game_rule(&w->game, e->key ? e->key : "(the host)", 1);
}

/* Fills the game record's totals from the finished (or failed) game. */
static void finish_game(worker *w, watcher *x, const luno_game *g, luno_match_end end) {
  const luno_state *s = luno_state_of(g);
  const luno_stats *st = luno_stats_of(g);
  stats_game *r = &w->game;
  if (end != LUNO_MATCH_OVER && luno_stats_of(g)->turns > x->round_start) close_round(x, g, -1);
  r->failure = end == LUNO_MATCH_OVER        ? STATS_OK
               : end == LUNO_MATCH_INVARIANT ? STATS_INVARIANT
               : end == LUNO_MATCH_STOPPED   ? STATS_STUCK
                                             : STATS_ERROR;
  r->winner = s->over && end == LUNO_MATCH_OVER ? s->winner : -1;
  r->turns = st->turns;
  r->cards_drawn = st->cards_drawn;
  int row[STATS_MAX_SEATS] = {0}, got = 0;
  char words[64];
  if (w->progress) got = luno_host_progress(w->tab.host, (luno_game *)g, row, words, sizeof words);
  if (got == 1) stats_lead_hand_row(&x->lead, row); /* (the ruleset's measure: Skip-Bo's stock) */
  if (got < 0) { /* (a script error in its measure: the game counts as failed) */
    report(w->run, r->seed, "progress", luno_host_error(w->tab.host));
    r->failure = STATS_ERROR, r->winner = -1;
  }
  for (int k = 0; k < r->ntypes; k++) {
    r->plays[k] = st->plays_by_type[k];
    r->uses[k] = st->uses_by_type[k];
  }
  stats_lead_finish(&x->lead, r);
}

/* The worker's game started from seed: the last one started over, else a new one (which
 * the worker's listener then hears from its opening on). NULL with err. The bots answer
 * the first card's question (a Wild's color) where it is asked, as they answer the game's
 * other questions (luno_table_play), unless every action is checked: the same answers, from
 * the same generators, without the effect waiting in a coroutine for the loop's answer. */
static luno_game *start_game(worker *w, uint64_t seed, char *err, int errlen) {
  luno_table *tab = &w->tab;
  if (w->g && !w->run->o->check) luno_table_decide_here(tab, w->g);
  if (w->g && luno_reseed(w->g, seed) == LUNO_OK) return w->g;
  luno_free(w->g); /* (a failed start is made again from nothing, to report its error) */
  stats_game_reset(&w->game, seed, tab->setup.players, tab->setup.ntypes, tab->setup.first_dealer);
  w->g = luno_new(&tab->setup, luno_host_rules(tab->host), err, errlen);
  if (w->g) luno_listen(w->g, heard, w), luno_listen_keys_only(w->g, 1); /* (who, not what) */
  return w->g;
}

/* Plays one game to its end (or its first failure) and folds it into the totals. */
static void play_one(worker *w, uint64_t seed) {
  char err[512];
  luno_table *tab = &w->tab;
  luno_table_reseed(tab, seed);
  stats_game_reset(&w->game, seed, tab->setup.players, tab->setup.ntypes, tab->setup.first_dealer);
  watcher x = {.w = w};
  stats_lead_start(&x.lead, tab->setup.players);
  w->watch = &x; /* (from the start: bots answering where asked may play rounds within it) */
  if (w->progress < 0) {
    char words[64];
    w->progress = luno_host_progress(tab->host, NULL, NULL, words, sizeof words) == 1;
  }
  luno_game *g = start_game(w, seed, err, sizeof err);
  if (g) {
    x.stats = luno_stats_of(g);
    x.pending = luno_pending_of(g), x.sizes = luno_pile_sizes(g);
  }
  luno_match_end end = LUNO_MATCH_SCRIPT_ERROR;
  if (!g)
    report(w->run, seed, "could not start", err);
  else {
    luno_match_hooks hooks = {
        .check = w->run->o->check, .stop = too_long, .acted = acted, .ud = &x};
    end = luno_table_play(tab, g, &hooks, err, sizeof err);
    if (end != LUNO_MATCH_OVER)
      report(w->run, seed, end == LUNO_MATCH_STOPPED ? "stuck" : luno_match_end_words(end), err);
    else if (w->run->o->check && (seed - w->run->first_seed) % REPLAY_EVERY == 0 &&
             luno_table_replays(&w->replay, &w->run->config, g, err, sizeof err) < 0)
      report(w->run, seed, "replay", err), end = LUNO_MATCH_SCRIPT_ERROR;
    finish_game(w, &x, g, end);
  }
  w->watch = NULL;
  if (!g) w->game.failure = STATS_ERROR;
  if (stats_add(&w->totals, &w->game) < 0)
    report(w->run, seed, "not counted", "out of memory, or a count past its range");
  if (w->csv_out) stats_csv_row(w->csv_out, &w->totals, &w->game);
}

/* Folds one ruleset file's hash into the run's digest (FNV-1a over key and hash). */
static void fold_hash(void *ud, const char *key, uint64_t hash) {
  uint64_t *d = ud;
  for (const char *p = key; *p; p++)
    *d = (*d ^ (unsigned char)*p) * 0x100000001b3ull;
  for (int i = 0; i < 8; i++)
    *d = (*d ^ ((hash >> (8 * i)) & 0xff)) * 0x100000001b3ull;
}

/* Sets up totals for the table's seats and card types (reaction cards marked). */
static void totals_for(stats_totals *t, const luno_setup *s) {
  const char *names[LUNO_MAX_TYPES];
  for (int k = 0; k < s->ntypes; k++)
    names[k] = s->types[k].name;
  stats_totals_init(t, s->players, s->ntypes, names);
  int team[LUNO_MAX_SEATS];
  for (int seat = 0; seat < s->players; seat++)
    team[seat] = s->team[seat];
  stats_totals_set_teams(t, s->teams, team);
  for (int k = 0; k < s->ntypes && k < 64; k++)
    if (s->types[k].hooks & LUNO_HOOK_REACT) t->reacting |= 1ull << k;
}

/* A thread: its own table, then its block of seeds. */
static void *work(void *arg) {
  worker *w = arg;
  if (w->tab.host || /* (open already: the first worker's table is the run's probe) */
      luno_table_open(&w->tab, &w->run->config, "random", w->err, sizeof w->err) == 0) {
    totals_for(&w->totals, &w->tab.setup);
    stats_game_init(&w->game);
    for (long i = 0; i < w->count; i++) {
      play_one(w, w->first + (uint64_t)i);
      atomic_fetch_add(&w->run->done, 1);
    }
    stats_game_free(&w->game);
    luno_free(w->g);
    w->g = NULL;
    w->ok = 1;
  }
  w->done_at = luno_clock();
  atomic_fetch_add(&w->run->finished, 1);
  return NULL;
}

/* The number of threads: --jobs, else one per core; never more than games. */
static long job_count(const sim_options *o, long count) {
  long jobs = o->jobs > 0 ? o->jobs : sysconf(_SC_NPROCESSORS_ONLN);
  if (jobs < 1) jobs = 1;
  if (jobs > MAX_JOBS) jobs = MAX_JOBS;
  return jobs > count ? (count > 0 ? count : 1) : jobs;
}

/* Waits for the threads, drawing the progress bar meanwhile (without one, it only joins:
 * the run's time is the threads' own, not a multiple of the bar's 50 ms). */
static void wait_all(run_shared *run, worker *w, long started, long count) {
  stats_progress bar;
  int drawn = !run->o->quiet && stats_progress_wanted();
  stats_progress_start(&bar, stderr, count, drawn);
  while (drawn && atomic_load(&run->finished) < started) {
    stats_progress_update(&bar, atomic_load(&run->done));
    struct timespec ts = {0, 50000000L};
    nanosleep(&ts, NULL);
  }
  for (long j = 0; j < started; j++)
    pthread_join(w[j].thread, NULL);
  stats_progress_finish(&bar);
}

/* Folds the blocks in seed order into r; their CSV rows to csv. -1 with err if one failed. */
static int gather(worker *w, long jobs, FILE *csv, sim_result *r, char *err, int errlen) {
  int rc = 0, first = 1;
  for (long j = 0; j < jobs; j++) {
    if (!w[j].ok && rc == 0)
      rc = -1, snprintf(err, (size_t)errlen, "%s", w[j].err[0] ? w[j].err : "a thread failed");
    if (w[j].csv_out) fclose(w[j].csv_out);
    if (csv && w[j].csv && rc == 0) fwrite(w[j].csv, 1, w[j].csv_len, csv);
    free(w[j].csv);
    if (w[j].ok && rc == 0 && first)
      r->totals = w[j].totals, first = 0;
    else if (w[j].ok) {
      if (rc == 0) rc = stats_merge(&r->totals, &w[j].totals, err, errlen);
      stats_totals_free(&w[j].totals);
    }
    luno_table_close(&w[j].tab);
    if (w[j].replay.host) luno_table_close(&w[j].replay);
  }
  if (rc < 0 && !first) stats_totals_free(&r->totals);
  return rc;
}

/* Gives each worker its block of the seeds, in order (the workers come zeroed, the first
 * with its table open). */
static void start_blocks(worker *w, run_shared *run, long jobs, uint64_t first, long count,
                         FILE *csv) {
  run->first_seed = first;
  for (long j = 0, from = 0; j < jobs; j++) {
    long to = count * (j + 1) / jobs;
    w[j].run = run, w[j].first = first + (uint64_t)from, w[j].count = to - from;
    w[j].progress = -1; /* (read from its table at its first game) */
    if (csv) w[j].csv_out = open_memstream(&w[j].csv, &w[j].csv_len);
    from = to;
  }
}

/* Starts the threads over the seeds, each a block of them in order; how many started. */
static long start_all(run_shared *run, worker *w, long jobs, uint64_t first, long count,
                      FILE *csv) {
  start_blocks(w, run, jobs, first, count, csv);
  for (long j = 0; j < jobs; j++)
    if (pthread_create(&w[j].thread, NULL, work, &w[j]) != 0) return j;
  return jobs;
}

/* The run's description: rules, options, bots, seeds, and for JSON (where `luno merge`
 * matches shards by it) one hash of every ruleset file. */
static void describe(const sim_options *o, const luno_table *tab, uint64_t first, long count,
                     stats_meta *m) {
  char options[STATS_TEXT_MAX] = "", bots[256];
  size_t used = 0;
  for (int i = 0; i < o->config.nsets && used < sizeof options; i++)
    used += (size_t)snprintf(options + used, sizeof options - used, "%s%s=%s", i ? " " : "",
                             o->config.sets[i][0], o->config.sets[i][1]);
  snprintf(bots, sizeof bots, "%.255s", o->config.bots[0] ? o->config.bots : "random");
  stats_meta_init(m, o->config.rules, options, bots, first, count);
  m->bot_seed = tab->bot_seed;
  if (luno_host_progress(tab->host, NULL, NULL, m->measure, sizeof m->measure) != 1)
    m->measure[0] = '\0';          /* (the final margin counts cards in hand) */
  if (!o->json && !o->out) return; /* the hash (every file read again) is the JSON's alone */
  uint64_t digest = 0xcbf29ce484222325ull;
  char err[256];
  luno_host_file_hashes(tab->host, fold_hash, &digest, err, sizeof err);
  char hash[STATS_HASH_MAX];
  snprintf(hash, sizeof hash, "%016llx", (unsigned long long)digest);
  stats_meta_hash(m, hash);
}

/* Opens the run's first table (the first worker's, *probe): checks the setup once and
 * fixes the bots' seed for every thread (the other workers open theirs with it). 0, or -1
 * with err (the table closed). */
static int open_probe(const sim_options *o, luno_table *probe, char *err, int errlen) {
  if (luno_table_open(probe, &o->config, "random", err, errlen) < 0)
    return luno_table_close(probe), -1;
  for (int s = 0; s < probe->setup.players; s++)
    if (probe->seats[s] == LUNO_SEAT_HUMAN) {
      luno_table_close(probe);
      return snprintf(err, (size_t)errlen, "seat %d is human; sim seats bots only", s), -1;
    }
  return 0;
}

int sim_collect(const sim_options *o, uint64_t first, long count, FILE *csv, sim_result *r,
                char *err, int errlen) {
  long jobs = job_count(o, count);
  worker *w = calloc((size_t)jobs, sizeof *w);
  if (!w) return snprintf(err, (size_t)errlen, "out of memory"), -1;
  luno_table *probe = &w[0].tab; /* (played by the first worker: a table is ~5M instructions) */
  if (open_probe(o, probe, err, errlen) < 0) return free(w), -1;
  run_shared run = {.o = o, .config = o->config};
  run.config.bot_seed = probe->bot_seed, run.config.has_bot_seed = 1;
  describe(o, probe, first, count, &r->meta);
  if (csv) { /* the header names the columns: the card types of this table */
    stats_totals names;
    totals_for(&names, &probe->setup);
    stats_csv_header(csv, &names);
    stats_totals_free(&names);
  }
  atomic_init(&run.done, 0);
  atomic_init(&run.finished, 0);
  atomic_init(&run.reported, 0);
  double start = luno_clock();
  long started;
  if (jobs == 1 && (o->quiet || !stats_progress_wanted())) { /* no bar to draw: no thread */
    start_blocks(w, &run, jobs, first, count, csv);
    work(&w[0]);
    started = 1;
  } else {
    started = start_all(&run, w, jobs, first, count, csv);
    wait_all(&run, w, started, count);
  }
  int rc = gather(w, jobs, csv, r, err, errlen); /* (closes every table, opened or not) */
  if (started < jobs) {
    if (rc == 0) stats_totals_free(&r->totals);
    rc = -1, snprintf(err, (size_t)errlen, "cannot start %ld threads", jobs);
  }
  double end = start; /* the last thread's end: exact, whatever the waiting loop's step */
  for (long j = 0; j < started; j++)
    end = w[j].done_at > end ? w[j].done_at : end;
  r->meta.elapsed = end - start;
  free(w);
  return rc;
}
