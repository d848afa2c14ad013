/* test_fold.c: luno_fold_print (lua/fold.c), the one way luno fits text to a terminal:
 * lines folded between words at the width counted in columns (a color escape none, a
 * UTF-8 character one), words kept whole, the next parts hung, listed or flowed. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <luno/host.h>

/* What luno_fold_print writes for text (the caller frees it). */
static char *folded(const char *text, int width, int indent) {
  char *out = NULL;
  size_t len = 0;
  FILE *m = open_memstream(&out, &len);
  assert_non_null(m);
  luno_fold_print(m, text, width, indent);
  assert_int_equal(fclose(m), 0);
  return out;
}

/* The columns a line of s takes on a terminal (up to its newline). */
static int columns(const char *s) {
  int n = 0;
  for (; *s && *s != '\n'; s++) {
    if (*s == '\033') { /* an escape: up to its final byte */
      while (*s && !(*s >= '@' && *s <= '~' && *s != '['))
        s++;
      continue;
    }
    n += ((unsigned char)*s & 0xC0) != 0x80;
  }
  return n;
}

/* Fails when a line of out is wider than width. */
static void assert_fits(const char *out, int width) {
  for (const char *p = out; *p; p = strchr(p, '\n') + 1)
    if (columns(p) > width) fail_msg("%d columns: %.*s", columns(p), (int)strcspn(p, "\n"), p);
}

/* The words of s, one space between each (the text without its folds and indents). */
static void words(const char *s, char *dst, size_t len) {
  size_t n = 0;
  for (; *s && n + 1 < len; s++)
    if (*s != ' ' && *s != '\n')
      dst[n++] = *s;
    else if (n > 0 && dst[n - 1] != ' ')
      dst[n++] = ' ';
  while (n > 0 && dst[n - 1] == ' ')
    n--;
  dst[n] = '\0';
}

/* A line that fits is printed as it is; one of exactly the width too. */
static void test_fits_unchanged(void **state) {
  (void)state;
  char *out = folded("a short line", 20, LUNO_FOLD_HANG);
  assert_string_equal(out, "a short line\n");
  free(out);
  out = folded("exactly twenty chars", 20, LUNO_FOLD_HANG);
  assert_string_equal(out, "exactly twenty chars\n");
  free(out);
}

/* A long line folds between words: every line fits, no word is cut, the next parts hang
 * two past the line's own indent, and no word is lost. */
static void test_hang(void **state) {
  (void)state;
  const char *text = "  Ann's options: play red 5, play Wild Draw Four, draw a card, "
                     "call UNO with the play, catch Bo who did not call";
  char *out = folded(text, 30, LUNO_FOLD_HANG), a[256], b[256];
  assert_fits(out, 30);
  for (const char *p = strchr(out, '\n') + 1; *p; p = strchr(p, '\n') + 1)
    assert_int_equal(strspn(p, " "), 4);
  words(text, a, sizeof a), words(out, b, sizeof b);
  assert_string_equal(a, b);
  free(out);
}

/* A color escape takes no column and a UTF-8 character one: colored or accented text
 * folds where plain text would. */
static void test_columns_not_bytes(void **state) {
  (void)state;
  char text[512] = "", plain[512] = "";
  for (int i = 0; i < 12; i++) {
    strcat(text, "\033[31mred\033[0m 75\xc2\xa2 ");
    strcat(plain, "red 75c ");
  }
  char *out = folded(text, 24, 0), *flat = folded(plain, 24, 0);
  assert_fits(out, 24);
  int lines = 0, flat_lines = 0;
  for (const char *p = out; *p; p++)
    lines += *p == '\n';
  for (const char *p = flat; *p; p++)
    flat_lines += *p == '\n';
  assert_int_equal(lines, flat_lines);
  free(out), free(flat);
}

/* A word longer than the line stays whole, on a line of its own. */
static void test_long_word_whole(void **state) {
  (void)state;
  char *out = folded("see /a/very/long/path/to/some/file.lua:12 now", 20, 2);
  assert_string_equal(out, "see\n  /a/very/long/path/to/some/file.lua:12\n  now\n");
  free(out);
}

/* A listing's line runs on under its description; flowed text joins its single newlines
 * and parts its paragraphs by one blank line. */
static void test_listed_and_flowed(void **state) {
  (void)state;
  char *out = folded("    hand_size   = 7     cards dealt to each player at the start", 40,
                     LUNO_FOLD_LISTED);
  assert_string_equal(out, "    hand_size   = 7     cards dealt to\n"
                           "                        each player at\n"
                           "                        the start\n");
  free(out);
  out = folded("one\ntwo three\n\n\nfour\n", 40, LUNO_FOLD_FLOWED);
  assert_string_equal(out, "one two three\n\nfour\n");
  free(out);
}

/* Every line of a text is folded on its own; an empty line stays. */
static void test_lines(void **state) {
  (void)state;
  char *out = folded("first line\n\nthird one is long enough to fold", 20, LUNO_FOLD_HANG);
  assert_string_equal(out, "first line\n\nthird one is long\n  enough to fold\n");
  free(out);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_fits_unchanged),    cmocka_unit_test(test_hang),
      cmocka_unit_test(test_columns_not_bytes), cmocka_unit_test(test_long_word_whole),
      cmocka_unit_test(test_listed_and_flowed), cmocka_unit_test(test_lines),
  };
  return cmocka_run_group_tests_name("fold", tests, NULL, NULL);
}
