/* serve_net.c: `luno serve --socket PATH`: one table for several clients at once. Every
 * connection is served as its requests come (poll), none waits for another's; each has a
 * bounded request line, a bounded queue of replies (a client that does not read is let
 * go) and an idle timeout. The socket is made with the mode asked (0600 by default, whatever
 * the umask), and a socket a live server answers on is never taken over. A connection is
 * nobody until it joins with a token: the referee's, printed when the server starts (and
 * written to --token-file), or a seat's, which the referee hands out (serve.c). */
#define _DEFAULT_SOURCE /* (fchmod, poll's nfds_t) */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "serve.h"
#include <luno/save.h>

enum {
  MAX_CONNS = 32,         /* clients at once; more are told so and let go */
  MAX_REQUEST = 1 << 20,  /* bytes in a request line from a socket's client */
  MAX_QUEUED = 8 << 20,   /* bytes of replies a client may leave unread */
  IDLE_SECONDS = 15 * 60, /* a connection silent this long is closed */
};

/* One client's connection. */
typedef struct conn {
  int fd;
  char *in; /* the request line being read (MAX_REQUEST + 1 bytes) */
  size_t in_len;
  int skipping; /* a line too long is being skipped up to its end */
  char *out;    /* replies not yet written */
  size_t out_len, out_cap;
  time_t last; /* when it last sent something */
  serve_session s;
} conn;

/* Seconds on a clock that only goes forward. */
static time_t now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec;
}

/* Queues text and a newline for c; -1 when its queue would pass MAX_QUEUED. */
static int queue(conn *c, const char *text, size_t n) {
  if (c->out_len + n + 1 > MAX_QUEUED) return -1;
  if (c->out_len + n + 1 > c->out_cap) {
    size_t cap = c->out_cap ? c->out_cap : 4096;
    while (cap < c->out_len + n + 1)
      cap *= 2;
    char *p = realloc(c->out, cap);
    if (!p) return -1;
    c->out = p, c->out_cap = cap;
  }
  memcpy(c->out + c->out_len, text, n);
  c->out_len += n;
  c->out[c->out_len++] = '\n';
  return 0;
}

/* Answers one request line of c on the shared game. */
static int answer(conn *c, serve_game **game, const char *line, size_t n) {
  c->s.game = *game;
  if (c->s.bound >= 0 && c->s.joined != *game) c->s.bound = -1; /* its token was another game's */
  serve_request(&c->s, line, n);
  *game = c->s.game; /* (a referee's new or load replaced it) */
  const char *reply =
      c->s.out.failed ? "{\"id\":null,\"ok\":false,\"error\":\"out of memory\"}" : c->s.out.buf;
  return queue(c, reply, strlen(reply));
}

/* Takes what c sent: each whole line is a request. -1 to let c go (closed, or its replies
 * pile up). */
static int take_input(conn *c, serve_game **game) {
  char buf[65536];
  ssize_t got = read(c->fd, buf, sizeof buf);
  if (got == 0 || (got < 0 && errno != EAGAIN && errno != EINTR)) return -1;
  c->last = now();
  for (ssize_t i = 0; i < got; i++) {
    if (buf[i] != '\n') {
      if (c->in_len < MAX_REQUEST)
        c->in[c->in_len++] = buf[i];
      else
        c->skipping = 1;
      continue;
    }
    size_t n = c->in_len;
    while (n > 0 && c->in[n - 1] == '\r')
      n--;
    int st = 0;
    if (c->skipping) {
      char err[128];
      snprintf(err, sizeof err,
               "{\"id\":null,\"ok\":false,\"error\":\"a request is at most %d bytes\"}",
               MAX_REQUEST);
      st = queue(c, err, strlen(err));
    } else if (n > 0) {
      st = answer(c, game, c->in, n);
    }
    c->in_len = 0, c->skipping = 0;
    if (st < 0) return -1;
  }
  return 0;
}

/* Writes what c's queue holds, as much as its socket takes; -1 to let c go. */
static int give_output(conn *c) {
  ssize_t put = write(c->fd, c->out, c->out_len);
  if (put < 0) return errno == EAGAIN || errno == EINTR ? 0 : -1;
  memmove(c->out, c->out + put, c->out_len - (size_t)put);
  c->out_len -= (size_t)put;
  return 0;
}

static void drop(conn *c) {
  close(c->fd);
  free(c->in);
  free(c->out);
  jw_free(&c->s.out);
  memset(c, 0, sizeof *c);
  c->fd = -1;
}

/* Makes the listening socket at path with mode: refused when a live server answers there;
 * a dead one's socket file is replaced. -1 after saying why. */
static int listen_at(const char *path, int mode) {
  struct sockaddr_un addr = {.sun_family = AF_UNIX};
  if (strlen(path) >= sizeof addr.sun_path)
    return fprintf(stderr, "luno serve: socket path too long: %s\n", path), -1;
  snprintf(addr.sun_path, sizeof addr.sun_path, "%s", path);
  struct stat st;
  if (lstat(path, &st) == 0) {
    if (!S_ISSOCK(st.st_mode))
      return fprintf(stderr, "luno serve: %s exists and is not a socket\n", path), -1;
    int probe = socket(AF_UNIX, SOCK_STREAM, 0);
    int live = probe >= 0 && connect(probe, (struct sockaddr *)&addr, sizeof addr) == 0;
    if (probe >= 0) close(probe);
    if (live) return fprintf(stderr, "luno serve: a server is live on %s\n", path), -1;
    unlink(path); /* a dead server's */
  }
  int fd = socket(AF_UNIX, SOCK_STREAM, 0);
  mode_t old = umask(0077); /* made 0600, then opened as far as asked */
  int bound = fd >= 0 && bind(fd, (struct sockaddr *)&addr, sizeof addr) == 0;
  umask(old);
  if (!bound || chmod(path, (mode_t)mode) < 0 || listen(fd, 16) < 0) {
    perror("luno serve: socket");
    if (fd >= 0) close(fd);
    return -1;
  }
  fcntl(fd, F_SETFL, O_NONBLOCK);
  return fd;
}

/* Tells whoever holds the referee's token what it is: on standard error, and in token_file
 * if one is named, written to a new file of mode 0600 (mkstemp) renamed over it. Opening the
 * name itself kept an existing file's mode (0644: the token readable by all) and followed a
 * symbolic link planted there (a file of this user overwritten). -1 when it cannot be. */
static int tell_token(const char *token, const char *token_file) {
  fprintf(stderr, "luno serve: the referee's token is %s\n", token);
  if (!token_file) return 0;
  char line[300], err[1300];
  int n = snprintf(line, sizeof line, "%s\n", token);
  if (luno_write_file(token_file, line, (size_t)n, err, sizeof err) == 0) return 0;
  return fprintf(stderr, "luno serve: --token-file: %s\n", err), -1;
}

/* Takes a new connection into a free slot, or tells it the server is full. */
static void welcome(int lfd, conn *conns, const serve_session *proto) {
  int fd = accept(lfd, NULL, NULL);
  if (fd < 0) return;
  for (int i = 0; i < MAX_CONNS; i++) {
    if (conns[i].fd >= 0) continue;
    conn *c = &conns[i];
    c->fd = fd;
    c->in = malloc(MAX_REQUEST + 1);
    c->last = now();
    c->s = *proto;
    jw_init(&c->s.out);
    fcntl(fd, F_SETFL, O_NONBLOCK);
    if (!c->in) drop(c);
    return;
  }
  static const char full[] = "{\"id\":null,\"ok\":false,\"error\":\"the server is full\"}\n";
  if (write(fd, full, sizeof full - 1) < 0) { /* (it is let go either way) */
  }
  close(fd);
}

int serve_socket(serve_session *proto, const char *path, int mode, const char *token_file) {
  char token[SERVE_TOKEN_LEN + 1];
  serve_token(token);
  int lfd = listen_at(path, mode);
  if (lfd < 0 || tell_token(token, token_file) < 0) return 2;
  proto->socket = 1, proto->referee = 0, proto->bound = -1, proto->referee_token = token;
  conn conns[MAX_CONNS];
  for (int i = 0; i < MAX_CONNS; i++)
    memset(&conns[i], 0, sizeof conns[i]), conns[i].fd = -1;
  serve_game *game = NULL;
  for (;;) {
    struct pollfd fds[MAX_CONNS + 1] = {{.fd = lfd, .events = POLLIN}};
    for (int i = 0; i < MAX_CONNS; i++)
      fds[i + 1] = (struct pollfd){.fd = conns[i].fd,
                                   .events = (short)(POLLIN | (conns[i].out_len ? POLLOUT : 0))};
    if (poll(fds, MAX_CONNS + 1, 1000) < 0 && errno != EINTR) break;
    if (fds[0].revents & POLLIN) welcome(lfd, conns, proto);
    time_t t = now();
    for (int i = 0; i < MAX_CONNS; i++) {
      conn *c = &conns[i];
      if (c->fd < 0) continue;
      short ev = fds[i + 1].fd == c->fd ? fds[i + 1].revents : 0;
      int gone = (ev & (POLLERR | POLLNVAL)) || t - c->last > IDLE_SECONDS;
      if (!gone && (ev & (POLLIN | POLLHUP))) gone = take_input(c, &game) < 0;
      if (!gone && c->out_len && (ev & POLLOUT)) gone = give_output(c) < 0;
      if (gone) drop(c);
    }
  }
  game_destroy(game);
  close(lfd);
  return 2;
}
