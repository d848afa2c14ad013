/* serve_main.c: the `luno serve` command: its flags, then requests read from standard
 * input (one line each, replies flushed before a read that may wait) or served on a Unix
 * socket (serve_net.c). Both hand each request line to serve_request (serve.c). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/args.h"
#include "serve.h"
#include <luno/paths.h>

enum { MAX_LINE = 1 << 22 };

/* Standard input, read in large pieces: the replies are flushed just before a read that
 * may wait (so each client sees its reply before the server waits for more), and not
 * after every request when several came at once. */
typedef struct reader {
  int fd, eof;
  char buf[1 << 16];
  size_t start, end;
} reader;

/* Reads the next line into line (without its '\n' and '\r's; at most MAX_LINE bytes, the
 * rest skipped and too_long set); out is flushed before reading more. -1 at the end. */
static int read_line(reader *r, FILE *out, char *line, size_t *len, int *too_long) {
  *len = 0, *too_long = 0;
  for (;;) {
    char *from = r->buf + r->start, *nl = memchr(from, '\n', r->end - r->start);
    size_t take = nl ? (size_t)(nl - from) : r->end - r->start;
    size_t room = MAX_LINE - *len < take ? MAX_LINE - *len : take;
    memcpy(line + *len, from, room);
    *len += room, *too_long |= room < take;
    r->start += take + (nl != NULL);
    if (nl) break;
    if (r->eof) {
      if (*len == 0 && !*too_long) return -1;
      break;
    }
    fflush(out);
    ssize_t n;
    while ((n = read(r->fd, r->buf, sizeof r->buf)) < 0 && errno == EINTR) {
    }
    r->start = 0, r->end = n > 0 ? (size_t)n : 0, r->eof = n <= 0;
  }
  while (*len > 0 && line[*len - 1] == '\r')
    (*len)--;
  line[*len] = '\0';
  return 0;
}

static void serve_stream(serve_session *s, FILE *in, FILE *out) {
  char *line = malloc(MAX_LINE + 1);
  reader *r = calloc(1, sizeof *r);
  size_t n;
  int too_long;
  if (r) r->fd = fileno(in);
  while (line && r && read_line(r, out, line, &n, &too_long) == 0) {
    if (too_long) {
      snprintf(s->err, sizeof s->err, "a request is at most %d bytes", MAX_LINE);
      fprintf(out, "{\"id\":null,\"ok\":false,\"error\":\"%s\"}\n", s->err);
    } else if (n > 0) {
      serve_request(s, line, n);
      if (s->out.failed)
        fputs("{\"id\":null,\"ok\":false,\"error\":\"out of memory\"}", out);
      else
        fwrite(s->out.buf, 1, s->out.len, out); /* (its length is known: no strlen) */
      fputc('\n', out);
    }
  }
  fflush(out);
  free(r);
  free(line);
}

int serve_main(int argc, char **argv) {
  const char *socket_path = NULL, *path_flag = NULL, *mode_text = "0600", *token_file = NULL;
  const arg_spec specs[] = {
      {"--socket", ARG_TEXT, &socket_path, "PATH",
       "serve on a Unix socket instead of stdin/stdout, one table for every client"},
      {"--socket-mode", ARG_TEXT, &mode_text, "MODE",
       "the socket's permissions (default 0600: its owner only)"},
      {"--token-file", ARG_TEXT, &token_file, "FILE",
       "write the referee's token there too (mode 0600)"},
      {"--path", ARG_TEXT, &path_flag, "FOLDER", "another folder of rulesets, searched first"},
      {NULL, 0, NULL, NULL, NULL}};
  arg_command cmd = {
      "serve",
      "Plays games for other programs: one JSON request a line in, one reply a line\n"
      "out (docs/PROTOCOL.md).",
      specs,
      NULL,
      NULL,
      NULL};
  int r = args_parse(&cmd, argc, argv);
  if (r != 0) return r < 0 ? 2 : 0;
  struct stat st;
  if (path_flag && (stat(path_flag, &st) < 0 || !S_ISDIR(st.st_mode)))
    return fprintf(stderr, "luno serve: --path: no folder '%s'\n", path_flag), 2;
  luno_paths_set(path_flag); /* searched first by every table this server opens */
  char *end;
  long mode = strtol(mode_text, &end, 8);
  if (!*mode_text || *end || mode < 0 || mode > 0777)
    return fprintf(stderr,
                   "luno serve: --socket-mode takes octal permissions like 0660, not '%s'\n",
                   mode_text),
           2;
  serve_session s = {.game = NULL, .bound = -1, .referee = 1}; /* stdin's client: the referee */
  jw_init(&s.out);
  int status = 0;
  if (socket_path)
    status = serve_socket(&s, socket_path, (int)mode, token_file);
  else
    serve_stream(&s, stdin, stdout);
  game_destroy(s.game);
  jw_free(&s.out);
  return status;
}
