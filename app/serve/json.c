/* json.c: the strict JSON reader and the writer of json.h. */
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"

enum { MAX_DEPTH = 32, FIRST = 640, BLOCK = 4096 };

/* A parse's memory: every string, number and list of a tree comes from blocks chained to
 * its root, freed at once by json_free (a malloc and a free per value were most of the cost
 * of reading a short request). */
typedef struct block {
  struct block *next;
  size_t used, cap;
  _Alignas(max_align_t) char data[];
} block;

/* The root of a parsed tree, its first bytes (a request's whole tree, mostly: one
 * allocation that malloc keeps at hand) and its further blocks; json_parse returns
 * &doc->root. */
typedef struct doc {
  json_value root;
  block *blocks;
  size_t used;
  _Alignas(max_align_t) char first[FIRST];
} doc;

typedef struct reader {
  const char *p, *start, *end;
  char *err;
  int errlen;
  int failed;
  long nodes; /* values read so far (JSON_MAX_NODES at most) */
  doc *doc;
} reader;

/* Records the first error with the byte offset it was found at. */
static void fail(reader *r, const char *fmt, ...) {
  if (r->failed) return;
  r->failed = 1;
  char msg[200];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  snprintf(r->err, (size_t)r->errlen, "bad JSON at byte %ld: %s", (long)(r->p - r->start), msg);
}

/* Fails on the byte at hand, printed as itself when it is plain ASCII, else in hex. */
static void fail_unexpected(reader *r) {
  unsigned char c = (unsigned char)*r->p;
  if (c > 32 && c < 127)
    fail(r, "unexpected '%c'", c);
  else
    fail(r, "unexpected byte 0x%02x", c);
}

/* n bytes of the parse's memory (aligned for any value), or NULL with the reader failed. */
static void *take(reader *r, size_t n) {
  n = (n + _Alignof(max_align_t) - 1) & ~(size_t)(_Alignof(max_align_t) - 1);
  doc *d = r->doc;
  if (!d->blocks && FIRST - d->used >= n) return d->used += n, d->first + d->used - n;
  block *b = d->blocks;
  if (!b || b->cap - b->used < n) {
    size_t cap = b ? b->cap * 2 : BLOCK;
    while (cap < n)
      cap *= 2;
    b = malloc(sizeof *b + cap);
    if (!b) return fail(r, "out of memory"), NULL;
    b->next = r->doc->blocks, b->used = 0, b->cap = cap;
    r->doc->blocks = b;
  }
  void *at = b->data + b->used;
  b->used += n;
  return at;
}

/* Skips the four JSON white space bytes. */
static void skip_space(reader *r) {
  while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r'))
    r->p++;
}

/* Consumes the literal word (true, false, null) or fails. */
static int expect_word(reader *r, const char *word) {
  size_t n = strlen(word);
  if ((size_t)(r->end - r->p) < n || memcmp(r->p, word, n)) {
    fail_unexpected(r);
    return -1;
  }
  r->p += n;
  return 0;
}

/* Appends code point c to out as UTF-8. */
static size_t put_utf8(char *out, unsigned c) {
  if (c < 0x80) return out[0] = (char)c, 1;
  if (c < 0x800) {
    out[0] = (char)(0xC0 | (c >> 6));
    out[1] = (char)(0x80 | (c & 0x3F));
    return 2;
  }
  if (c < 0x10000) {
    out[0] = (char)(0xE0 | (c >> 12));
    out[1] = (char)(0x80 | ((c >> 6) & 0x3F));
    out[2] = (char)(0x80 | (c & 0x3F));
    return 3;
  }
  out[0] = (char)(0xF0 | (c >> 18));
  out[1] = (char)(0x80 | ((c >> 12) & 0x3F));
  out[2] = (char)(0x80 | ((c >> 6) & 0x3F));
  out[3] = (char)(0x80 | (c & 0x3F));
  return 4;
}

/* Reads four hex digits of a \u escape; -1 if they are not. */
static long read_hex4(reader *r) {
  if (r->end - r->p < 4) return -1;
  long v = 0;
  for (int i = 0; i < 4; i++) {
    char c = r->p[i];
    int d = c >= '0' && c <= '9'   ? c - '0'
            : c >= 'a' && c <= 'f' ? c - 'a' + 10
            : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                   : -1;
    if (d < 0) return -1;
    v = v * 16 + d;
  }
  r->p += 4;
  return v;
}

/* Reads a \u escape (with its low surrogate when it is a high one) into out. */
static int read_unicode(reader *r, char *out, size_t *n) {
  long c = read_hex4(r);
  if (c < 0) return fail(r, "\\u needs four hex digits"), -1;
  if (c == 0) /* (C reads names up to it: "official\\u0000x" was official) */
    return fail(r, "\\u0000: no string luno reads holds a NUL byte"), -1;
  if (c >= 0xDC00 && c <= 0xDFFF) return fail(r, "lone low surrogate in \\u escape"), -1;
  if (c >= 0xD800 && c <= 0xDBFF) {
    if (r->end - r->p < 2 || r->p[0] != '\\' || r->p[1] != 'u')
      return fail(r, "high surrogate without its low half"), -1;
    r->p += 2;
    long lo = read_hex4(r);
    if (lo < 0xDC00 || lo > 0xDFFF) return fail(r, "high surrogate without its low half"), -1;
    c = 0x10000 + ((c - 0xD800) << 10) + (lo - 0xDC00);
  }
  *n += put_utf8(out + *n, (unsigned)c);
  return 0;
}

/* The length of the valid UTF-8 sequence at p (1..4), or 0 if it is not one. */
int json_utf8_length(const unsigned char *p, const unsigned char *end) {
  int n = p[0] >= 0xF0 && p[0] <= 0xF4 ? 4 : p[0] >= 0xE0 ? 3 : p[0] >= 0xC2 ? 2 : 0;
  if (p[0] >= 0xF8 || n == 0 || end - p < n) return 0;
  for (int i = 1; i < n; i++)
    if ((p[i] & 0xC0) != 0x80) return 0;
  if (n == 3 && p[0] == 0xE0 && p[1] < 0xA0) return 0;  /* overlong */
  if (n == 3 && p[0] == 0xED && p[1] >= 0xA0) return 0; /* a surrogate */
  if (n == 4 && p[0] == 0xF0 && p[1] < 0x90) return 0;
  if (n == 4 && p[0] == 0xF4 && p[1] >= 0x90) return 0;
  return n;
}

/* Reads one escape after a backslash into out. */
static int read_escape(reader *r, char *out, size_t *n) {
  if (r->p >= r->end) return fail(r, "unterminated string"), -1;
  char c = *r->p++;
  static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
  const char *k = c ? strchr(from, c) : NULL;
  if (k) return out[(*n)++] = to[k - from], 0;
  if (c == 'u') return read_unicode(r, out, n);
  r->p--;
  if (c <= 32 || c >= 127)
    return fail(r, "unknown escape: a backslash, then byte 0x%02x", (unsigned char)c), -1;
  return fail(r, "unknown escape '\\%c'", c), -1;
}

/* The bytes from p up to the string's closing quote (or the end): room enough for its
 * text, since escapes never grow it. Not the rest of the line: a 4 MiB request of 190,000
 * short strings took 787 MB that way. */
static size_t raw_length(const char *p, const char *end) {
  const char *q = p;
  while (q < end && *q != '"')
    q += *q == '\\' && q + 1 < end ? 2 : 1;
  return (size_t)(q - p);
}

/* Reads a string after its opening quote. */
static int read_string(reader *r, json_value *v) {
  char *out = take(r, raw_length(r->p, r->end) + 1);
  size_t n = 0;
  if (!out) return -1;
  for (;;) {
    if (r->p >= r->end) return fail(r, "unterminated string"), -1;
    unsigned char c = (unsigned char)*r->p;
    if (c == '"') break;
    int ok = 0;
    if (c < 0x20)
      fail(r, "control byte 0x%02x in a string", c);
    else if (c == '\\')
      r->p++, ok = read_escape(r, out, &n) == 0;
    else if (c < 0x80)
      out[n++] = (char)c, r->p++, ok = 1;
    else {
      int len = json_utf8_length((const unsigned char *)r->p, (const unsigned char *)r->end);
      if (!len) fail(r, "invalid UTF-8");
      memcpy(out + n, r->p, (size_t)len), n += (size_t)len, r->p += len, ok = len > 0;
    }
    if (!ok) return -1;
  }
  r->p++;
  out[n] = 0;
  v->kind = JSON_STRING, v->text = out, v->len = n;
  return 0;
}

/* Consumes a run of digits; returns how many. */
static int digits(reader *r) {
  int n = 0;
  while (r->p < r->end && *r->p >= '0' && *r->p <= '9')
    r->p++, n++;
  return n;
}

/* A plain whole number of at most 15 digits (most numbers of a request: ids, seats,
 * decisions), read exactly without strtod's cost; 0 for any other number. */
static int whole_number(const char *text, size_t n, double *out) {
  size_t i = text[0] == '-';
  if (n - i == 0 || n - i > 15) return 0;
  long long v = 0;
  for (; i < n; i++) {
    if (text[i] < '0' || text[i] > '9') return 0;
    v = v * 10 + (text[i] - '0');
  }
  *out = text[0] == '-' ? -(double)v : (double)v;
  return 1;
}

/* Reads a number by the JSON grammar (no leading zeros, no '+', no bare '.'). */
static int read_number(reader *r, json_value *v) {
  const char *s = r->p;
  if (*r->p == '-') r->p++;
  if (r->p < r->end && *r->p == '0')
    r->p++;
  else if (!digits(r))
    return fail(r, "a number needs digits"), -1;
  if (r->p < r->end && *r->p == '.' && (r->p++, !digits(r)))
    return fail(r, "a fraction needs digits"), -1;
  if (r->p < r->end && (*r->p == 'e' || *r->p == 'E')) {
    r->p++;
    if (r->p < r->end && (*r->p == '+' || *r->p == '-')) r->p++;
    if (!digits(r)) return fail(r, "an exponent needs digits"), -1;
  }
  size_t n = (size_t)(r->p - s);
  if (!(v->text = take(r, n + 1))) return -1;
  memcpy(v->text, s, n), v->text[n] = 0;
  v->kind = JSON_NUMBER, v->len = n;
  v->number = whole_number(v->text, n, &v->number) ? v->number : strtod(v->text, NULL);
  if (!isfinite(v->number)) return fail(r, "number out of range"), -1;
  return 0;
}

static int read_value(reader *r, json_value *v, int depth);

/* Grows a container by one slot (its room doubling: a list of n costs n, not n squared;
 * the room it outgrew stays in the parse's blocks, at most as much again). */
static json_value *add_item(reader *r, json_value *v, int with_key) {
  if (v->count == v->cap) {
    int cap = v->cap ? v->cap * 2 : 4;
    json_value *items = take(r, sizeof *items * (size_t)cap);
    if (!items) return NULL;
    if (v->count) memcpy(items, v->items, sizeof *items * (size_t)v->count);
    v->items = items;
    if (with_key) {
      char **keys = take(r, sizeof *keys * (size_t)cap);
      if (!keys) return NULL;
      if (v->count) memcpy(keys, v->keys, sizeof *keys * (size_t)v->count);
      v->keys = keys;
    }
    v->cap = cap;
  }
  if (with_key) v->keys[v->count] = NULL;
  memset(&v->items[v->count], 0, sizeof *v->items);
  return &v->items[v->count++];
}

/* Reads one object member: "key": value. */
static int read_member(reader *r, json_value *v, int depth) {
  skip_space(r);
  if (r->p >= r->end || *r->p != '"') return fail(r, "expected a key in quotes"), -1;
  r->p++;
  json_value key = {0};
  if (v->count >= JSON_MAX_MEMBERS)
    return fail(r, "an object has at most %d members", JSON_MAX_MEMBERS), -1;
  if (read_string(r, &key) < 0) return -1;
  for (int i = 0; i < v->count; i++)
    if (v->keys[i] && !strcmp(v->keys[i], key.text)) {
      return fail(r, "duplicate key \"%.40s\"", key.text), -1;
    }
  json_value *slot = add_item(r, v, 1);
  if (!slot) return -1;
  v->keys[v->count - 1] = key.text;
  skip_space(r);
  if (r->p >= r->end || *r->p != ':') return fail(r, "expected ':' after a key"), -1;
  r->p++;
  return read_value(r, slot, depth + 1);
}

/* Reads an array or an object after its opening bracket. */
static int read_container(reader *r, json_value *v, int depth, int object) {
  char close = object ? '}' : ']';
  v->kind = object ? JSON_OBJECT : JSON_ARRAY;
  if (depth >= MAX_DEPTH) return fail(r, "nested deeper than %d", MAX_DEPTH), -1;
  skip_space(r);
  if (r->p < r->end && *r->p == close) return r->p++, 0;
  for (;;) {
    if (object
            ? read_member(r, v, depth) < 0
            : (add_item(r, v, 0) == NULL || read_value(r, &v->items[v->count - 1], depth + 1) < 0))
      return -1;
    skip_space(r);
    if (r->p < r->end && *r->p == ',') {
      r->p++;
      continue;
    }
    if (r->p < r->end && *r->p == close) return r->p++, 0;
    return fail(r, "expected ',' or '%c'", close), -1;
  }
}

/* Reads any value. */
static int read_value(reader *r, json_value *v, int depth) {
  if (++r->nodes > JSON_MAX_NODES)
    return fail(r, "more than %d values in one request", JSON_MAX_NODES), -1;
  skip_space(r);
  if (r->p >= r->end) return fail(r, "unexpected end of input"), -1;
  switch (*r->p) {
  case '{': return r->p++, read_container(r, v, depth, 1);
  case '[': return r->p++, read_container(r, v, depth, 0);
  case '"': return r->p++, read_string(r, v);
  case 't': v->kind = JSON_BOOL, v->boolean = 1; return expect_word(r, "true");
  case 'f': v->kind = JSON_BOOL; return expect_word(r, "false");
  case 'n': v->kind = JSON_NULL; return expect_word(r, "null");
  default:
    if (*r->p == '-' || (*r->p >= '0' && *r->p <= '9')) return read_number(r, v);
    return fail_unexpected(r), -1;
  }
}

json_value *json_parse(const char *text, size_t len, char *err, int errlen) {
  doc *d = malloc(sizeof *d);
  if (!d) return snprintf(err, (size_t)errlen, "out of memory"), NULL;
  d->root = (json_value){0}, d->blocks = NULL, d->used = 0;
  reader r = {text, text, text + len, err, errlen, 0, 0, d};
  if (read_value(&r, &d->root, 0) == 0) {
    skip_space(&r);
    if (r.p < r.end) fail(&r, "more after the value");
  }
  if (r.failed) return json_free(&d->root), NULL;
  return &d->root;
}

void json_free(json_value *v) {
  if (!v) return;
  doc *d = (doc *)v; /* (v is a root: json_parse's, the first member of its doc) */
  for (block *b = d->blocks, *next; b; b = next)
    next = b->next, free(b);
  free(d);
}

const json_value *json_get(const json_value *v, const char *key) {
  if (!v || v->kind != JSON_OBJECT) return NULL;
  for (int i = 0; i < v->count; i++)
    if (!strcmp(v->keys[i], key)) return &v->items[i];
  return NULL;
}

int json_int(const json_value *v, long long lo, long long hi, long long *out) {
  if (!v || v->kind != JSON_NUMBER) return -1;
  if (!(v->number >= (double)lo && v->number <= (double)hi)) return -1;
  if ((double)(long long)v->number != v->number) return -1; /* not a whole number */
  *out = (long long)v->number;
  return 0;
}

int json_u64(const json_value *v, uint64_t *out) {
  if (!v || (v->kind != JSON_NUMBER && v->kind != JSON_STRING)) return -1;
  const char *s = v->text;
  if (!*s || strlen(s) > 20) return -1;
  uint64_t n = 0;
  for (; *s; s++) {
    if (*s < '0' || *s > '9') return -1;
    uint64_t d = (uint64_t)(*s - '0');
    if (n > (UINT64_MAX - d) / 10) return -1;
    n = n * 10 + d;
  }
  *out = n;
  return 0;
}
