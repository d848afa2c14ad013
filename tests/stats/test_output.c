/* test_output.c: the text fits 100 columns without breaking a word, CSV rows match their
 * header, histograms and the comparison print what they count, the progress bar keeps to
 * its rate. With an argument, also writes an SVG there (checked as XML by CTest). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "fake_games.h"
#include "stats/progress.h"
#include "stats/report.h"

static const char *svg_path;

/* Runs print into a new string. */
static char *capture(void (*print)(FILE *, const stats_totals *, const stats_meta *),
                     const stats_totals *t, const stats_meta *m) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  print(f, t, m);
  fclose(f);
  return buf;
}

/* The longest line of text in bytes. */
static size_t longest_line(char *text) {
  size_t most = 0;
  for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n"))
    if (strlen(line) > most) most = strlen(line);
  return most;
}

/* Every line of text fits COLUMNS (80 here, as at a terminal of 80; 120 when it says
 * 120, and then the lists use the room); every word of a long list is whole. */
static void text_fits_the_columns(void **state) {
  (void)state;
  stats_totals t;
  fake_totals(&t, 1, 400);
  char name[64];
  for (int i = 0; i < 40; i++) { /* a long list of rules to wrap */
    snprintf(name, sizeof name, "a_long_house_rule_name_%02d", i);
    stats_add_rule(&t, name, 1000 + i);
  }
  stats_meta m;
  stats_meta_init(&m, "house",
                  "hand_size=7 stacking=true seven_swap=true zero_pass=true "
                  "jump_in=true draw_to_match=true force_play=false",
                  "greedy,random,random,random", 1, 400);
  char *text = capture(stats_print_text, &t, &m);
  int lines = 0;
  for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n"), lines++)
    if (strlen(line) > 80) fail_msg("%zu columns: %s", strlen(line), line);
  assert_true(lines > 12);
  free(text);
  setenv("COLUMNS", "120", 1);
  text = capture(stats_print_text, &t, &m);
  size_t most = longest_line(text);
  setenv("COLUMNS", "80", 1);
  assert_true(most > 100 && most <= 120);
  free(text);
  text = capture(stats_print_text, &t, &m);
  for (int i = 0; i < 40; i++) {
    snprintf(name, sizeof name, "a_long_house_rule_name_%02d:%d", i, 1000 + i);
    assert_non_null(strstr(text, name));
  }
  assert_non_null(strstr(text, "wins by seat  0:"));
  assert_non_null(strstr(text, "uses by card  jump_in:"));
  free(text);
  stats_totals_free(&t);
}

/* The header names as many columns as each row has, and a row holds the game's values. */
static void csv_rows_match_header(void **state) {
  (void)state;
  stats_totals t;
  fake_totals(&t, 1, 1);
  stats_game g;
  stats_game_init(&g);
  fake_game(&g, 7);
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  stats_csv_header(f, &t);
  stats_csv_row(f, &t, &g);
  fclose(f);
  char *row = strchr(buf, '\n') + 1;
  int header_commas = 0, row_commas = 0;
  for (char *p = buf; p < row; p++)
    header_commas += *p == ',';
  for (char *p = row; *p; p++)
    row_commas += *p == ',';
  assert_int_equal(header_commas, row_commas);
  assert_int_equal(header_commas, 15 + FAKE_TYPES + 1);
  assert_true(strncmp(buf, "seed,players,first_dealer,winner,", 33) == 0);
  assert_non_null(strstr(buf, ",play_skip,play_wild,play_jump_in,use_jump_in\n"));
  assert_true(strncmp(row, "7,4,", 4) == 0);
  free(buf);
  stats_game_free(&g);
  stats_totals_free(&t);
}

/* The terminal histogram: one bar per value when the range is short, the tallest full. */
static void terminal_histogram(void **state) {
  (void)state;
  stats_hist h = {0};
  stats_hist_add(&h, 3, 2);
  stats_hist_add(&h, 5, 4);
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  stats_print_hist(f, "round length", &h);
  fclose(f);
  assert_non_null(strstr(buf, "round length (6)\n"));
  assert_non_null(strstr(buf, "            3 |"
                              "##############################"));
  assert_non_null(strstr(buf, "############################################################ 4\n"));
  char empty[96];
  snprintf(empty, sizeof empty, "%13s |%60s 0\n", "4", ""); /* no game lasted 4 turns */
  assert_non_null(strstr(buf, empty));
  free(buf);
  stats_hist_free(&h);
}

/* The comparison marks a real difference and not a null one. */
static void compare_two_runs(void **state) {
  (void)state;
  stats_totals a, b;
  fake_totals(&a, 1, 500);
  fake_totals(&b, 1, 500);
  stats_meta ma, mb;
  stats_meta_init(&ma, "official", "", "random", 1, 500);
  stats_meta_init(&mb, "house", "", "random", 1, 500);
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  stats_print_compare(f, &a, &ma, &b, &mb);
  fclose(f);
  assert_non_null(strstr(buf, "round length (turns)"));
  assert_null(strstr(buf, " *\n")); /* the same games: no difference anywhere */
  free(buf);
  for (int s = 0; s < 4; s++)
    b.wins[s] = s == 0 ? b.decided : 0;
  buf = NULL;
  f = open_memstream(&buf, &len);
  stats_print_compare(f, &a, &ma, &b, &mb);
  fclose(f);
  assert_non_null(strstr(buf, " *\n"));
  for (char *line = strtok(buf, "\n"); line; line = strtok(NULL, "\n"))
    if (strlen(line) > 80) fail_msg("%zu columns: %s", strlen(line), line);
  free(buf);
  stats_totals_free(&a);
  stats_totals_free(&b);
}

/* The bar draws at most every 0.1 s, nothing when disabled, and formats rate and ETA. */
static void progress_bar(void **state) {
  (void)state;
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  stats_progress p;
  stats_progress_start(&p, f, 1000, 1);
  p.start = 100.0;
  assert_int_equal(stats_progress_update_at(&p, 10, 100.5), 1);
  assert_int_equal(stats_progress_update_at(&p, 20, 100.55), 0);
  assert_int_equal(stats_progress_update_at(&p, 500, 110.0), 1);
  stats_progress_finish(&p);
  fclose(f);
  assert_non_null(strstr(buf, " 500/1000 games  50/s  ETA 0:10"));
  free(buf);
  char line[160];
  stats_progress_format(line, sizeof line, 79, 250, 1000, 3600.0);
  assert_int_equal((int)strlen(line), 79);
  assert_non_null(strstr(line, "ETA 3:00:00"));
  stats_progress_start(&p, stderr, 10, 0);
  assert_int_equal(stats_progress_update_at(&p, 5, 1e9), 0);
}

/* The SVG for CTest's XML check (and for people to look at). */
static void svg_picture(void **state) {
  (void)state;
  stats_totals t;
  fake_totals(&t, 1, 2000);
  stats_meta m;
  stats_meta_init(&m, "house <&> \"quoted\"", "", "random", 1, 2000);
  char *svg = capture(stats_write_svg, &t, &m);
  assert_non_null(strstr(svg, "house &lt;&amp;&gt; &quot;quoted&quot;"));
  assert_non_null(strstr(svg, "</svg>\n"));
  if (svg_path) {
    FILE *f = fopen(svg_path, "w");
    assert_non_null(f);
    fputs(svg, f);
    fclose(f);
  }
  free(svg);
  stats_totals_free(&t);
}

int main(int argc, char **argv) {
  svg_path = argc > 1 ? argv[1] : NULL;
  setenv("COLUMNS", "80", 1); /* (the text's width: whatever the test runner's terminal) */
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(text_fits_the_columns), cmocka_unit_test(csv_rows_match_header),
      cmocka_unit_test(terminal_histogram),    cmocka_unit_test(compare_two_runs),
      cmocka_unit_test(progress_bar),          cmocka_unit_test(svg_picture),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
