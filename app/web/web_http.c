/* web_http.c: the HTTP side of `luno web`, on libmicrohttpd (a thread a connection, so a
 * live-update stream may wait for news). Routes: GET / and the page's files (read once at
 * the start, from the share folder); POST /api, a serve request in the body and the page's
 * token in X-Luno-Token; GET /stream?t=TOKEN, Server-Sent Events telling each change.
 * Requests are bounded (body, connections, streams a token); every refusal is a JSON line
 * {"ok": false, "error": ...} with its HTTP status, and changes nothing. */
#define _DEFAULT_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#include "web.h"

enum {
  MAX_BODY = 64 << 10,   /* bytes in a request's body */
  MAX_CONNECTIONS = 64,  /* served at once; past it, each request is told so (503) */
  HARD_LIMIT = 128,      /* connections accepted at all (the rest are closed unanswered) */
  IDLE_SECONDS = 60,     /* a silent connection is closed (streams send a comment every 15 s) */
  KEEPALIVE_SECONDS = 15 /* between a stream's comments when nothing changes */
};

/* One of the page's files, held in memory. */
typedef struct page_file {
  const char *path, *name, *type;
  char *data;
  size_t len;
} page_file;

static page_file files[] = {
    {"/", "index.html", "text/html; charset=utf-8", NULL, 0},
    {"/luno.js", "luno.js", "text/javascript; charset=utf-8", NULL, 0},
    {"/luno.css", "luno.css", "text/css; charset=utf-8", NULL, 0},
};
enum { NFILES = sizeof files / sizeof *files };

/* Reads the page's files from folder; -1 naming the one missing. */
static int load_page(const char *folder) {
  for (int i = 0; i < NFILES; i++) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", folder, files[i].name);
    FILE *f = fopen(path, "rb");
    if (!f) return fprintf(stderr, "luno web: the page's file %s is missing\n", path), -1;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    rewind(f);
    files[i].data = malloc(n > 0 ? (size_t)n : 1);
    files[i].len = files[i].data && n > 0 ? fread(files[i].data, 1, (size_t)n, f) : 0;
    fclose(f);
  }
  return 0;
}

/* Queues response r (then let go) with status, its type, and the headers every answer
 * has: nothing cached, sniffed, framed or referred; a page also gets its content policy. */
static enum MHD_Result queue(struct MHD_Connection *c, struct MHD_Response *r, int status,
                             const char *type, int page) {
  MHD_add_response_header(r, "Content-Type", type);
  MHD_add_response_header(r, "Cache-Control", "no-store");
  MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
  MHD_add_response_header(r, "Referrer-Policy", "no-referrer");
  MHD_add_response_header(r, "X-Frame-Options", "DENY");
  if (page)
    MHD_add_response_header(r, "Content-Security-Policy",
                            "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'");
  enum MHD_Result ok = MHD_queue_response(c, (unsigned)status, r);
  MHD_destroy_response(r);
  return ok;
}

/* Sends a JSON line (taken) with status. */
static enum MHD_Result send_json(struct MHD_Connection *c, int status, char *json) {
  if (!json) json = strdup("{\"id\":null,\"ok\":false,\"error\":\"out of memory\"}");
  if (!json) return MHD_NO;
  struct MHD_Response *r =
      MHD_create_response_from_buffer(strlen(json), json, MHD_RESPMEM_MUST_FREE);
  if (!r) return free(json), MHD_NO;
  return queue(c, r, status, "application/json", 0);
}

/* Sends a refusal {"ok": false, "error": why} with status. */
static enum MHD_Result refuse(struct MHD_Connection *c, int status, const char *why) {
  return send_json(c, status, web_refusal(why));
}

/* Sends one of the page's files. */
static enum MHD_Result send_file(struct MHD_Connection *c, const page_file *f) {
  struct MHD_Response *r = MHD_create_response_from_buffer(f->len, f->data, MHD_RESPMEM_PERSISTENT);
  return r ? queue(c, r, MHD_HTTP_OK, f->type, 1) : MHD_NO;
}

/* A live-update stream: the table's news, each time it changes. */
typedef struct stream {
  web_table *t;
  int who;
  unsigned long seen; /* the version last told; 0 before the first */
  int fd;             /* its connection's socket, to notice a page that closed it */
} stream;

/* Whether the page at the other end of fd closed the connection (a stream's page sends
 * nothing after its request, so a read that would give 0 bytes is the close). */
static int peer_gone(int fd) {
  char c;
  ssize_t n = fd >= 0 ? recv(fd, &c, 1, MSG_PEEK | MSG_DONTWAIT) : -1;
  return n == 0 || (n < 0 && fd >= 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR);
}

/* Writes the next piece of the stream: news when the table changed, else a comment that
 * keeps the connection alive; the end once the server stops or the page has gone. The
 * wait is a second at a time, so a closed page's stream is freed within a second (its
 * count frees a place for the page's next stream), not at the next failed write. */
static ssize_t stream_read(void *cls, uint64_t pos, char *buf, size_t max) {
  (void)pos;
  stream *s = cls;
  char news[512];
  unsigned long v = 0;
  for (int waited = 0;; waited++) {
    v = web_table_wait(s->t, s->seen, s->seen ? 1 : 0, news, sizeof news);
    if (v == 0) return MHD_CONTENT_READER_END_OF_STREAM;
    if (v != s->seen || waited + 1 >= KEEPALIVE_SECONDS) break;
    if (peer_gone(s->fd)) return MHD_CONTENT_READER_END_WITH_ERROR;
  }
  int n = v == s->seen ? snprintf(buf, max, ": still here\n\n")
                       : snprintf(buf, max, "data: %s\n\n", news);
  s->seen = v;
  return n < 0 || (size_t)n >= max ? MHD_CONTENT_READER_END_WITH_ERROR : n;
}

/* Ends a stream: its count goes down. */
static void stream_free(void *cls) {
  stream *s = cls;
  web_table_stream(s->t, s->who, -1);
  free(s);
}

/* GET /stream?t=TOKEN. */
static enum MHD_Result open_stream(struct MHD_Connection *c, web_table *t) {
  int who = web_table_who(t, MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "t"));
  if (who < 0)
    return refuse(c, MHD_HTTP_UNAUTHORIZED, "this link's token is not one of this table's");
  if (web_table_stream(t, who, +1) < 0)
    return refuse(c, MHD_HTTP_TOO_MANY_REQUESTS, "this link has too many pages open already");
  stream *s = calloc(1, sizeof *s);
  if (!s) return web_table_stream(t, who, -1), MHD_NO;
  s->t = t, s->who = who, s->fd = -1;
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
  if (info) s->fd = info->connect_fd;
  struct MHD_Response *r =
      MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 1024, stream_read, s, stream_free);
  if (!r) return stream_free(s), MHD_NO;
  return queue(c, r, MHD_HTTP_OK, "text/event-stream", 0);
}

/* A request body as it comes in. */
typedef struct body {
  char *data;
  size_t len;
  int too_big;
} body;

/* Takes a piece of a POST's body; past MAX_BODY the rest is read and dropped. */
static void take_body(body *b, const char *data, size_t n) {
  if (b->too_big || b->len + n > MAX_BODY) {
    b->too_big = 1;
    return;
  }
  char *p = realloc(b->data, b->len + n + 1);
  if (!p) {
    b->too_big = 1;
    return;
  }
  memcpy(p + b->len, data, n);
  b->data = p, b->len += n, p[b->len] = 0;
}

/* POST /api, once its whole body is in. */
static enum MHD_Result answer_api(struct MHD_Connection *c, web_table *t, body *b) {
  int who = web_table_who(t, MHD_lookup_connection_value(c, MHD_HEADER_KIND, "X-Luno-Token"));
  if (who < 0)
    return refuse(c, MHD_HTTP_UNAUTHORIZED,
                  "no token, or not one of this table's: open the link the server printed");
  if (b->too_big) return refuse(c, MHD_HTTP_CONTENT_TOO_LARGE, "a request is at most 65536 bytes");
  if (!b->len) return refuse(c, MHD_HTTP_BAD_REQUEST, "the request's body is empty");
  char *reply;
  int status = web_table_request(t, who, b->data, b->len, &reply);
  return send_json(c, status, reply);
}

static atomic_int open_connections; /* connections open now */

/* Counts connections as they open and close. */
static void count_connection(void *cls, struct MHD_Connection *c, void **socket_state,
                             enum MHD_ConnectionNotificationCode what) {
  (void)cls, (void)c, (void)socket_state;
  atomic_fetch_add(&open_connections, what == MHD_CONNECTION_NOTIFY_STARTED ? 1 : -1);
}

/* Routes each request (libmicrohttpd calls it for the headers, for each piece of a body,
 * and once more after the body). */
static enum MHD_Result route(void *cls, struct MHD_Connection *c, const char *url,
                             const char *method, const char *version, const char *upload,
                             size_t *upload_size, void **state) {
  (void)version;
  web_table *t = cls;
  if (!*state && atomic_load(&open_connections) > MAX_CONNECTIONS)
    return refuse(c, MHD_HTTP_SERVICE_UNAVAILABLE,
                  "too many connections: this server takes 64 at once; try again soon");
  if (!strcmp(method, "POST") && !strcmp(url, "/api")) {
    if (!*state) return (*state = calloc(1, sizeof(body))) ? MHD_YES : MHD_NO;
    if (*upload_size) {
      take_body(*state, upload, *upload_size);
      *upload_size = 0;
      return MHD_YES;
    }
    return answer_api(c, t, *state);
  }
  if (strcmp(method, "GET") && strcmp(method, "HEAD"))
    return refuse(c, MHD_HTTP_METHOD_NOT_ALLOWED, "only GET, and POST to /api");
  if (!strcmp(url, "/stream")) return open_stream(c, t);
  for (int i = 0; i < NFILES; i++)
    if (!strcmp(url, files[i].path)) return send_file(c, &files[i]);
  return refuse(c, MHD_HTTP_NOT_FOUND, "no such page");
}

/* Frees a request's body when its connection is done with it. */
static void request_done(void *cls, struct MHD_Connection *c, void **state,
                         enum MHD_RequestTerminationCode why) {
  (void)cls, (void)c, (void)why;
  body *b = *state;
  if (b) free(b->data), free(b);
  *state = NULL;
}

/* Fills addr with host and port: IPv4, else IPv6; 0 for IPv4, 1 for IPv6, -1 if neither. */
static int address(const char *host, long port, struct sockaddr_storage *addr) {
  memset(addr, 0, sizeof *addr);
  struct sockaddr_in *v4 = (struct sockaddr_in *)addr;
  struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)addr;
  if (inet_pton(AF_INET, host, &v4->sin_addr) == 1) {
    v4->sin_family = AF_INET, v4->sin_port = htons((uint16_t)port);
    return 0;
  }
  if (inet_pton(AF_INET6, host, &v6->sin6_addr) == 1) {
    v6->sin6_family = AF_INET6, v6->sin6_port = htons((uint16_t)port);
    return 1;
  }
  return -1;
}

/* Prints the links: the host's, then each seat's (people's seats to play, bots' to watch). */
static void print_links(web_table *t, const char *host, unsigned port) {
  char base[128];
  snprintf(base, sizeof base, strchr(host, ':') ? "http://[%s]:%u/" : "http://%s:%u/", host, port);
  printf("luno web: serving %s (Ctrl-C stops); seed %llu\n", base,
         (unsigned long long)serve_cfg(t->game)->seed);
  printf("  host (every hand shown%s): %s#t=%s\n", t->steps ? ", stepping through the save" : "",
         base, t->host_token);
  if (!t->steps) printf("  watch (what every seat sees): %s#t=%s\n", base, t->watch_token);
  for (int seat = 0; !t->steps && seat < serve_cfg(t->game)->players; seat++)
    printf("  seat %d (%s): %s#t=%s\n", seat,
           game_is_bot(t->game, seat) ? "a bot: to watch from" : "a person", base,
           t->game->tokens[seat]);
  fflush(stdout);
}

int web_serve(web_table *t, const web_server_options *o) {
  struct sockaddr_storage addr;
  int v6 = address(o->host, o->port, &addr);
  if (v6 < 0)
    return fprintf(stderr, "luno web: --host takes an IP address such as 127.0.0.1, not '%s'\n",
                   o->host),
           2;
  if (load_page(o->page) < 0) return 2;
  sigset_t stop;
  sigemptyset(&stop);
  sigaddset(&stop, SIGINT), sigaddset(&stop, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stop, NULL); /* (every thread made from now on blocks them) */
  unsigned flags =
      MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | (v6 ? MHD_USE_IPv6 : 0);
  struct MHD_Daemon *d = MHD_start_daemon(
      flags, (uint16_t)o->port, NULL, NULL, route, t, MHD_OPTION_SOCK_ADDR, &addr,
      MHD_OPTION_CONNECTION_LIMIT, (unsigned)HARD_LIMIT, MHD_OPTION_CONNECTION_TIMEOUT,
      (unsigned)IDLE_SECONDS, MHD_OPTION_NOTIFY_COMPLETED, request_done, NULL,
      MHD_OPTION_NOTIFY_CONNECTION, count_connection, NULL, MHD_OPTION_END);
  if (!d)
    return fprintf(stderr, "luno web: could not listen on %s port %ld (in use?)\n", o->host,
                   o->port),
           2;
  print_links(t, o->host, MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT)->port);
  int sig;
  sigwait(&stop, &sig);
  web_table_stop(t); /* (streams end, so their connections can close) */
  MHD_stop_daemon(d);
  for (int i = 0; i < NFILES; i++)
    free(files[i].data);
  return 0;
}
