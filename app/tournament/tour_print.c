/* tour_print.c: what `luno tournament` prints, as it goes: the draw, each table as it ends,
 * the champion and the whole bracket as a tree; or, with --json, one JSON document written
 * a round at a time ({"tournament": ..., "players": [...], "rounds": [...], "champion"}). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <luno/host.h>

#include "tournament.h"

/* Writes s as a JSON string. */
static void json_string(const char *s) {
  putchar('"');
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if (*p == '"' || *p == '\\')
      printf("\\%c", *p);
    else if (*p < 32)
      printf("\\u%04x", *p);
    else
      putchar(*p);
  }
  putchar('"');
}

/* The name of round r: "Round 2 of 3", or "Final". */
static const char *round_name(const tour *t, int r, char *buf, size_t len) {
  if (r + 1 == t->rounds)
    snprintf(buf, len, "Final");
  else
    snprintf(buf, len, "Round %d of %d", r + 1, t->rounds);
  return buf;
}

/* A table's seats ordered for reading: the one who went through, then by score, cards. */
static void reading_order(const table_result *x, int *order) {
  for (int s = 0; s < x->n; s++)
    order[s] = s;
  for (int i = 1; i < x->n; i++)
    for (int j = i; j > 0; j--) {
      const seat_result *a = &x->seat[order[j - 1]], *b = &x->seat[order[j]];
      int a_first = a->entrant == x->winner ||
                    (b->entrant != x->winner &&
                     (a->score < b->score || (a->score == b->score && a->cards <= b->cards)));
      if (a_first) break;
      int k = order[j];
      order[j] = order[j - 1];
      order[j - 1] = k;
    }
}

void tour_print_start(const tour *t) {
  int people = 0;
  for (int i = 0; i < t->nentrants; i++)
    people |= !strcmp(t->who[i].bot, "human");
  if (t->json) {
    printf("{\"tournament\": {\"entrants\": %d, \"reserves\": %d, \"byes\": %d, \"table\": %d, "
           "\"team\": %d, \"draw\": %d, \"rounds\": %d, \"rules\": ",
           t->nentrants, t->nreserves, t->byes, t->table, t->team, t->draw, t->rounds);
    json_string(t->cfg.rules);
    printf(", \"seed\": %llu, \"turns\": %ld, \"minutes\": %g},\n \"players\": [",
           (unsigned long long)t->cfg.seed, t->turns, t->minutes);
    for (int i = 0; i < t->nfield; i++) {
      printf("%s\n  {\"name\": ", i ? "," : "");
      json_string(t->who[i].name);
      printf(", \"bot\": ");
      json_string(t->who[i].bot);
      printf(", \"reserve\": %s, \"slot\": %d}", t->who[i].reserve ? "true" : "false",
             t->who[i].slot);
    }
    printf("],\n \"rounds\": [");
    fflush(stdout);
    return;
  }
  char reserves[32] = "no", *text = NULL;
  size_t size = 0;
  FILE *m = open_memstream(&text, &size); /* (the lines are folded once written) */
  if (!m) return;
  if (t->nreserves) snprintf(reserves, sizeof reserves, "%d", t->nreserves);
  fprintf(m,
          "Tournament: %d entrants and %s reserve%s at tables of %d: a draw of %d (%d empty "
          "place%s), %d round%s\n",
          t->nentrants, reserves, t->nreserves == 1 ? "" : "s", t->table, t->draw, t->byes,
          t->byes == 1 ? "" : "s", t->rounds, t->rounds == 1 ? "" : "s");
  if (t->team > 1)
    fprintf(m,
            "The rules seat teams: each entrant is a team of %d, its bot playing every seat of it "
            "(partners across); a table seats %d teams\n",
            t->team, t->table);
  fprintf(m, "Rules %s, seed %llu: each table plays ", t->cfg.rules,
          (unsigned long long)t->cfg.seed);
  if (t->turns > 0) fprintf(m, "%ld turns%s", t->turns, t->minutes > 0 ? " or " : "");
  if (t->minutes > 0) fprintf(m, "%g minutes", t->minutes);
  if (people && t->people_minutes > 0 && t->minutes <= 0)
    fprintf(m, " (a table with a person: %g minutes)", t->people_minutes);
  fputs("; the lowest score goes through", m);
  if (fclose(m) == 0) luno_fold_print(stdout, text, luno_text_width(), LUNO_FOLD_HANG);
  free(text);
  fflush(stdout);
}

void tour_print_round_start(const tour *t, int r) {
  char name[32];
  if (t->json) {
    printf("%s\n  {\"round\": %d, \"tables\": [", r ? "," : "", r + 1);
    fflush(stdout);
    return;
  }
  printf("\n%s: %d table%s\n", round_name(t, r, name, sizeof name), t->ntables[r],
         t->ntables[r] == 1 ? "" : "s");
  fflush(stdout);
}

/* How a table ended, in words: "200 turns, round 3 unfinished". */
static void ended_text(const table_result *x, char *buf, size_t len) {
  const char *why = !strcmp(x->ended, "turns")     ? "turns"
                    : !strcmp(x->ended, "minutes") ? "turns when the time was up"
                    : !strcmp(x->ended, "match")   ? "turns to the end of the match"
                    : !strcmp(x->ended, "input")   ? "turns when the input ended"
                    : !strcmp(x->ended, "quit")    ? "turns when the player quit"
                                                   : "turns when it stopped";
  int n = snprintf(buf, len, "%ld %s", x->turns, why);
  if (x->mid_round && n > 0 && (size_t)n < len)
    snprintf(buf + n, len - (size_t)n, ", round %ld unfinished", x->rounds + 1);
}

/* One table as JSON. */
static void json_table(const tour *t, const table_result *x, int i) {
  printf("%s\n    {\"table\": %d, \"bye\": %s, ", i ? "," : "", i + 1,
         x->n == 1 ? "true" : "false");
  if (x->n > 1)
    printf("\"seed\": %llu, \"ended\": \"%s\", \"turns\": %ld, \"rounds_completed\": %ld, "
           "\"mid_round\": %s, ",
           (unsigned long long)x->seed, x->ended, x->turns, x->rounds,
           x->mid_round ? "true" : "false");
  printf("\"players\": [");
  for (int s = 0; s < x->n; s++) {
    const seat_result *p = &x->seat[s];
    printf("%s{\"name\": ", s ? ", " : "");
    json_string(t->who[p->entrant].name);
    if (x->n > 1)
      printf(", \"score\": %d, \"banked\": %d, \"hand_points\": %d, \"cards\": %d", p->score,
             p->banked, p->hand_points, p->cards);
    printf("}");
  }
  printf("], \"winner\": ");
  json_string(t->who[x->winner].name);
  printf(", \"tie\": ");
  if (x->tie)
    json_string(x->tie);
  else
    printf("null");
  printf("}");
}

void tour_print_table(const tour *t, int r, int i) {
  const table_result *x = &t->results[r][i];
  if (t->json) {
    json_table(t, x, i);
    fflush(stdout);
    return;
  }
  if (x->n == 1) {
    luno_fold_printf(stdout, LUNO_FOLD_HANG, "  Table %d: %s has a bye and goes through", i + 1,
                     t->who[x->winner].name);
    return;
  }
  char how[128];
  ended_text(x, how, sizeof how);
  luno_fold_printf(stdout, LUNO_FOLD_HANG, "  Table %d (seed %llu): %s", i + 1,
                   (unsigned long long)x->seed, how);
  int order[TOUR_TABLE_MAX];
  reading_order(x, order);
  for (int k = 0; k < x->n; k++) {
    const seat_result *p = &x->seat[order[k]];
    luno_fold_printf(stdout, LUNO_FOLD_LISTED, "    %-*s %5d points %3d card%s%s%s", t->width,
                     t->who[p->entrant].name, p->score, p->cards, p->cards == 1 ? "" : "s",
                     p->entrant == x->winner ? "  <- goes through" : "",
                     p->entrant != x->winner || !x->tie ? ""
                     : !strcmp(x->tie, "cards")         ? " (a tie on points: fewer cards)"
                                                : " (a tie on points and cards: the seeded draw)");
  }
  fflush(stdout);
}

void tour_print_round_end(const tour *t, int r) {
  (void)r;
  if (t->json) {
    printf("]}");
    fflush(stdout);
  }
}

/* Prints a node's line after the tree's prefix and its branch, folded to the width; the
 * parts it runs on to go after the prefix of the node's children (so the bars go on). */
static void print_branch(const char *prefix, const char *branch, const char *next,
                         const char *line) {
  char *parts = NULL;
  size_t size = 0;
  FILE *m = open_memstream(&parts, &size);
  if (!m) return;
  int room = luno_text_width() - (int)strlen(prefix) - (int)strlen(branch);
  luno_fold_print(m, line, room, 2);
  int first = 1;
  if (fclose(m) == 0)
    for (char *p = parts, *end; (end = strchr(p, '\n')) != NULL; p = end + 1, first = 0)
      printf("%s%s%.*s\n", first ? prefix : next, first ? branch : "", (int)(end - p), p);
  free(parts);
}

/* One node of the bracket tree: table i of round r, then the tables that fed it. */
static void tree_node(const tour *t, int r, int i, const char *prefix, int last) {
  const table_result *x = &t->results[r][i];
  char name[32], line[512];
  int order[TOUR_TABLE_MAX], n = 0;
  reading_order(x, order);
  n = snprintf(line, sizeof line, "%s, table %d:", round_name(t, r, name, sizeof name), i + 1);
  for (int k = 0; k < x->n && n > 0 && (size_t)n < sizeof line; k++) {
    const seat_result *p = &x->seat[order[k]];
    if (x->n == 1)
      n += snprintf(line + n, sizeof line - (size_t)n, " %s (bye)", t->who[p->entrant].name);
    else
      n += snprintf(line + n, sizeof line - (size_t)n, "%s %s %d", k ? "," : "",
                    t->who[p->entrant].name, p->score);
  }
  char next[256];
  snprintf(next, sizeof next, "%s%s", prefix, last ? "    " : "|   ");
  print_branch(prefix, last ? "`-- " : "|-- ", next, line);
  if (r == 0) return;
  for (int k = 0; k < t->table; k++)
    tree_node(t, r - 1, i * t->table + k, next, k + 1 == t->table);
}

void tour_print_end(const tour *t, int champion) {
  if (t->json) {
    printf("],\n \"champion\": ");
    json_string(t->who[champion].name);
    printf("}\n");
    fflush(stdout);
    return;
  }
  printf("\nChampion: %s\n\nBracket (at each table, who went through first, then by score):\n%s\n",
         t->who[champion].name, t->who[champion].name);
  tree_node(t, t->rounds - 1, 0, "", 1);
  fflush(stdout);
}

void tour_print_people(const tour *t, int r, int i, const int *players, int n) {
  char name[32], line[1024];
  int len =
      snprintf(line, sizeof line,
               "  %s, table %d is played in the REPL:", round_name(t, r, name, sizeof name), i + 1);
  for (int k = 0; k < n && len > 0 && (size_t)len < sizeof line; k++)
    len += snprintf(line + len, sizeof line - (size_t)len, "%s %s (%s)", k ? "," : "",
                    t->who[players[k]].name, t->who[players[k]].bot);
  FILE *out = t->json ? stderr : stdout;
  luno_fold_print(out, line, luno_text_width(), LUNO_FOLD_HANG);
  fflush(out);
}
