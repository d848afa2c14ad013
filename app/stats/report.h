/* report.h: what a run prints: text for people (100 columns), one JSON object (also the
 * shard file format), per-game CSV rows, terminal histograms and an SVG picture. */
#ifndef LUNO_STATS_REPORT_H
#define LUNO_STATS_REPORT_H

#include <stdint.h>
#include <stdio.h>

#include "metrics.h"
#include "stats.h"

enum { STATS_MAX_HASHES = 8, STATS_HASH_MAX = 80, STATS_TEXT_MAX = 1024 };

/* What the run was, as the caller describes it; written into JSON and shard files and
 * compared by merge. Strings are the caller's, e.g. options "hand_size=7 scoring=penalty". */
typedef struct stats_meta {
  char rules[256]; /* the rulesets as named, e.g. "special" */
  int nhashes;     /* content hash of each ruleset file */
  char hashes[STATS_MAX_HASHES][STATS_HASH_MAX];
  char options[STATS_TEXT_MAX]; /* the options in force */
  char bots[256];               /* the bot of each seat, e.g. "greedy,random" */
  uint64_t seed;                /* games use seeds seed .. seed + games - 1 */
  long games;
  int shard_k, shard_n; /* 1/1 for a whole run */
  double elapsed;       /* seconds of play (summed over shards) */
  uint64_t bot_seed;    /* the Lua bots' own seed (--bot-seed plays their draws again) */
  char measure[64];     /* what the final margin counts, when the ruleset says (`progress`):
                         * "cards in the stock"; "" for the cards in hand */
} stats_meta;

/* Fills m with a whole run's description (shard 1/1); strings may be NULL. */
void stats_meta_init(stats_meta *m, const char *rules, const char *options, const char *bots,
                     uint64_t seed, long games);
/* Adds the content hash of one ruleset file; 0, or -1 when there are too many. */
int stats_meta_hash(stats_meta *m, const char *hash);

/* Text for people, its lists folded between items at luno_text_width ($COLUMNS, the
 * terminal's, else 80). */
void stats_print_text(FILE *f, const stats_totals *t, const stats_meta *m);
/* A terminal histogram of h (at most 20 rows of equal integer width, bars of '#'). */
void stats_print_hist(FILE *f, const char *title, const stats_hist *h);
/* Ruleset A against ruleset B: each figure with its difference and 95% interval. */
void stats_print_compare(FILE *f, const stats_totals *a, const stats_meta *ma,
                         const stats_totals *b, const stats_meta *mb);

/* One JSON object on one line: description, every count, histograms and derived figures.
 * The same object is a shard file (stats_shard_read reads it back). */
void stats_write_json(FILE *f, const stats_totals *t, const stats_meta *m);

/* CSV: one header row naming the columns, then one row per game, in seed order. */
void stats_csv_header(FILE *f, const stats_totals *t);
void stats_csv_row(FILE *f, const stats_totals *t, const stats_game *g);

/* An SVG picture: the round-length histogram and the win rate by seat with whiskers. */
void stats_write_svg(FILE *f, const stats_totals *t, const stats_meta *m);

#endif
