/* json.h: a small strict JSON reader and writer for `luno serve` (RFC 8259: no comments,
 * no trailing commas, no duplicate keys, UTF-8 checked; at most JSON_MAX_NODES values and
 * JSON_MAX_MEMBERS members an object, so a request's cost is bounded by its size). Reading builds a
 * tree that json_free releases; writing appends to a growing buffer and keeps track of commas. */
#ifndef LUNO_SERVE_JSON_H
#define LUNO_SERVE_JSON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

enum { JSON_MAX_NODES = 200000, JSON_MAX_MEMBERS = 256 };

typedef enum { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT } json_kind;

typedef struct json_value {
  json_kind kind;
  int boolean;
  double number;
  char *text;  /* a string's bytes (NUL-terminated; may hold \u0000 as a NUL), a number's text */
  size_t len;  /* a string's length in bytes */
  int count;   /* items of an array, members of an object */
  int cap;     /* room for items (the reader grows it by doubling) */
  char **keys; /* an object's keys, in order */
  struct json_value *items;
} json_value;

/* Parses exactly one JSON value from text (len bytes), with nothing but white space
 * after it. Returns the tree, or NULL with "at byte N: what was wrong" in err. */
json_value *json_parse(const char *text, size_t len, char *err, int errlen);
/* Frees a tree json_parse returned (its root only: the tree's memory is one). */
void json_free(json_value *v);

/* The member named key of an object, or NULL (also when v is not an object). */
const json_value *json_get(const json_value *v, const char *key);
/* A number that is a whole number in [lo, hi] into *out; -1 if it is not one. */
int json_int(const json_value *v, long long lo, long long hi, long long *out);
/* A non-negative whole number up to 2^64-1, as a number or a string of digits. */
int json_u64(const json_value *v, uint64_t *out);

/* The length of the valid UTF-8 sequence at p (1 to 4 bytes), or 0 if it is not one. */
int json_utf8_length(const unsigned char *p, const unsigned char *end);

/* The writer. Every call appends; keys and values inside containers get their commas. */
typedef struct json_writer {
  char *buf;
  size_t len, cap;
  int depth;
  unsigned char first[64]; /* per depth: nothing written yet in this container */
  int after_key;
  int failed; /* out of memory or too deep: the text is not to be used */
} json_writer;

void jw_init(json_writer *w);
void jw_free(json_writer *w);
void jw_reset(json_writer *w);
void jw_object(json_writer *w);
void jw_array(json_writer *w);
void jw_end_object(json_writer *w);
void jw_end_array(json_writer *w);
void jw_key_n(json_writer *w, const char *key, size_t n);
void jw_string_n(json_writer *w, const char *s, size_t n);
/* A key written as a literal (every key of luno's own replies): quoted at compile time and
 * put with one copy, no scan for bytes to escape. */
#define jw_lit(w, lit) jw_key_raw((w), "\"" lit "\":", sizeof(lit) + 2)
void jw_key_raw(json_writer *w, const char *quoted, size_t n);
/* A key, a string: always inline, so a literal's length is known where it is written. */
__attribute__((always_inline)) static inline void jw_key(json_writer *w, const char *key) {
  jw_key_n(w, key, strlen(key));
}
__attribute__((always_inline)) static inline void jw_string(json_writer *w, const char *s) {
  jw_string_n(w, s, strlen(s));
}
void jw_int(json_writer *w, long long v);
void jw_u64(json_writer *w, uint64_t v);
void jw_bool(json_writer *w, int v);
void jw_null(json_writer *w);
/* Writes a parsed value back out (for echoing a request's id). */
void jw_value(json_writer *w, const json_value *v);

#endif
