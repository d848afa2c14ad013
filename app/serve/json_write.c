/* json_write.c: the JSON writer of json.h: appends to a growing buffer, puts the commas
 * between items and escapes strings, so a reply is valid JSON by construction. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"

/* Grows the buffer for n more bytes and their NUL; 0, or -1 (the writer failed). */
static int grow(json_writer *w, size_t n) {
  size_t cap = w->cap ? w->cap : 256;
  while (w->len + n + 1 > cap)
    cap *= 2;
  char *buf = realloc(w->buf, cap);
  if (!buf) return w->failed = 1, -1;
  w->buf = buf, w->cap = cap;
  return 0;
}

/* Appends n bytes, growing the buffer; marks the writer failed when memory runs out. The
 * text stays NUL-terminated. (Replies are made of many short pieces: kept cheap.) */
static inline void put(json_writer *w, const char *s, size_t n) {
  if (w->failed || (w->len + n + 1 > w->cap && grow(w, n) < 0)) return;
  char *at = w->buf + w->len;
  if (n == 1)
    *at = *s;
  else
    memcpy(at, s, n);
  w->len += n;
  w->buf[w->len] = 0;
}

void jw_init(json_writer *w) { memset(w, 0, sizeof *w); }

void jw_free(json_writer *w) {
  free(w->buf);
  jw_init(w);
}

/* Empties the text but keeps the buffer for the next reply. */
void jw_reset(json_writer *w) {
  w->len = 0;
  if (w->buf) w->buf[0] = 0;
  w->depth = 0, w->after_key = 0, w->failed = 0;
}

/* Writes the comma a new item needs, unless it follows a key or starts its container. */
static void separate(json_writer *w) {
  if (w->after_key) {
    w->after_key = 0;
    return;
  }
  if (w->depth > 0) {
    if (!w->first[w->depth]) put(w, ",", 1);
    w->first[w->depth] = 0;
  }
}

/* Opens a container. */
static void open_with(json_writer *w, const char *bracket) {
  separate(w);
  put(w, bracket, 1);
  if (w->depth + 1 >= (int)sizeof w->first) {
    w->failed = 1;
    return;
  }
  w->first[++w->depth] = 1;
}

void jw_object(json_writer *w) { open_with(w, "{"); }
void jw_array(json_writer *w) { open_with(w, "["); }

void jw_end_object(json_writer *w) {
  if (w->depth > 0) w->depth--;
  put(w, "}", 1);
}

void jw_end_array(json_writer *w) {
  if (w->depth > 0) w->depth--;
  put(w, "]", 1);
}

/* The bytes that go into a JSON string as they are: printable ASCII but quote and
 * backslash (a table: one load a byte where the test was four comparisons). */
#define PLAIN16(c) PLAIN4(c), PLAIN4(c + 4), PLAIN4(c + 8), PLAIN4(c + 12)
#define PLAIN4(c) PLAIN1(c), PLAIN1(c + 1), PLAIN1(c + 2), PLAIN1(c + 3)
#define PLAIN1(c) ((c) >= 0x20 && (c) < 0x7F && (c) != '"' && (c) != '\\')
static const unsigned char PLAIN[256] = {PLAIN16(0x00), PLAIN16(0x10), PLAIN16(0x20),
                                         PLAIN16(0x30), PLAIN16(0x40), PLAIN16(0x50),
                                         PLAIN16(0x60), PLAIN16(0x70)}; /* (the rest: 0) */

/* Whether byte c goes into a JSON string as it is. */
static inline int plain(unsigned char c) { return PLAIN[c]; }

/* How many bytes of s (n of them) from its start go into a JSON string as they are. */
static size_t plain_run(const char *s, size_t n) {
  size_t i = 0;
  while (i < n && plain((unsigned char)s[i]))
    i++;
  return i;
}

/* Appends s (n plain bytes) quoted, then tail (its length tail_n: "" or ":"), with one
 * check of the buffer: the common string, and every key. */
static void put_quoted(json_writer *w, const char *s, size_t n, const char *tail, size_t tail_n) {
  size_t total = n + 2 + tail_n;
  if (w->failed || (w->len + total + 1 > w->cap && grow(w, total) < 0)) return;
  char *at = w->buf + w->len;
  at[0] = '"';
  memcpy(at + 1, s, n);
  at[n + 1] = '"';
  memcpy(at + n + 2, tail, tail_n);
  w->len += total;
  w->buf[w->len] = 0;
}

/* The escaping writer of a string that holds a byte plain() refuses. */
static void put_escaped(json_writer *w, const char *s, size_t n);

void jw_string_n(json_writer *w, const char *s, size_t n) {
  separate(w);
  if (plain_run(s, n) == n) return put_quoted(w, s, n, "", 0); /* (most strings: no escape) */
  put_escaped(w, s, n);
}

static void put_escaped(json_writer *w, const char *s, size_t n) {
  put(w, "\"", 1);
  for (size_t i = 0; i < n; i++) {
    size_t run = i;
    while (run < n && plain((unsigned char)s[run]))
      run++;
    if (run > i) { /* a run of plain bytes, copied at once (most strings are only that) */
      put(w, s + i, run - i);
      if (run == n) break;
      i = run;
    }
    unsigned char c = (unsigned char)s[i];
    char esc[8];
    if (c == '"' || c == '\\')
      esc[0] = '\\', esc[1] = (char)c, put(w, esc, 2);
    else if (c == '\n')
      put(w, "\\n", 2);
    else if (c == '\t')
      put(w, "\\t", 2);
    else if (c < 0x20 || c == 0x7F)
      snprintf(esc, sizeof esc, "\\u%04x", c), put(w, esc, 6);
    else { /* valid UTF-8 as it is; any other byte becomes U+FFFD, so replies stay valid */
      int len = json_utf8_length((const unsigned char *)s + i, (const unsigned char *)s + n);
      if (len)
        put(w, s + i, (size_t)len), i += (size_t)len - 1;
      else
        put(w, "\xef\xbf\xbd", 3);
    }
  }
  put(w, "\"", 1);
}

void jw_key_raw(json_writer *w, const char *quoted, size_t n) {
  separate(w);
  put(w, quoted, n);
  w->after_key = 1;
}

void jw_key_n(json_writer *w, const char *key, size_t n) {
  separate(w);
  if (plain_run(key, n) == n)
    put_quoted(w, key, n, ":", 1);
  else
    put_escaped(w, key, n), put(w, ":", 1);
  w->after_key = 1;
}

/* Writes v's decimal digits (and a minus sign) at the end of num[32]; returns the first. */
static char *digits(char num[32], uint64_t v, int negative) {
  char *p = num + 32;
  do
    *--p = (char)('0' + v % 10);
  while (v /= 10);
  if (negative) *--p = '-';
  return p;
}

void jw_int(json_writer *w, long long v) {
  char num[32];
  uint64_t magnitude = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
  char *p = digits(num, magnitude, v < 0);
  separate(w);
  put(w, p, (size_t)(num + 32 - p));
}

void jw_u64(json_writer *w, uint64_t v) {
  char num[32];
  char *p = digits(num, v, 0);
  separate(w);
  put(w, p, (size_t)(num + 32 - p));
}

void jw_bool(json_writer *w, int v) {
  separate(w);
  put(w, v ? "true" : "false", v ? 4 : 5);
}

void jw_null(json_writer *w) {
  separate(w);
  put(w, "null", 4);
}

void jw_value(json_writer *w, const json_value *v) {
  switch (v->kind) {
  case JSON_NULL: jw_null(w); break;
  case JSON_BOOL: jw_bool(w, v->boolean); break;
  case JSON_NUMBER: separate(w), put(w, v->text, v->len); break;
  case JSON_STRING: jw_string_n(w, v->text, v->len); break;
  case JSON_ARRAY:
    jw_array(w);
    for (int i = 0; i < v->count; i++)
      jw_value(w, &v->items[i]);
    jw_end_array(w);
    break;
  case JSON_OBJECT:
    jw_object(w);
    for (int i = 0; i < v->count; i++) {
      jw_key(w, v->keys[i]);
      jw_value(w, &v->items[i]);
    }
    jw_end_object(w);
    break;
  }
}
