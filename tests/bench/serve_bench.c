/* serve_bench.c LUNO [SECONDS]: `luno serve` as a program drives it, over a pipe: every seat
 * a person's (all human, 4 players, official, one round a game), the client taking the
 * first option each time and starting a new game (the same rules) when one ends. Prints
 * the steps a second (wall clock, the client's wait included, `new`s left out) and what a
 * `new` costs, the figures of issue 29's serve rows. Client and server share one core
 * (sched_setaffinity): on this machine's virtual CPUs a wake-up across cores costs ~40 us,
 * which would measure the machine, not luno (a bare pipe round trip: ~190,000 a second on
 * one core, ~23,000 across two). */
#define _GNU_SOURCE
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* Seconds on a monotonic clock. */
static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Starts luno serve with its stdin and stdout as pipes. */
static pid_t start(const char *luno, FILE **to, FILE **from) {
  int in[2], out[2];
  if (pipe(in) < 0 || pipe(out) < 0) return -1;
  pid_t pid = fork();
  if (pid == 0) {
    dup2(in[0], 0), dup2(out[1], 1);
    close(in[1]), close(out[0]);
    execl(luno, luno, "serve", (char *)NULL);
    _exit(127);
  }
  close(in[0]), close(out[1]);
  *to = fdopen(in[1], "w"), *from = fdopen(out[0], "r");
  return pid;
}

/* Sends one request and reads its reply into line; -1 when the server is gone. */
static int ask(FILE *to, FILE *from, const char *request, char **line, size_t *cap) {
  fputs(request, to);
  fflush(to);
  return getline(line, cap, from) > 0 ? 0 : -1;
}

/* The pending decision's number in a reply (what the next answer carries), or -1. */
static long decision_of(const char *line) {
  const char *at = strstr(line, "\"decision\":");
  return at ? strtol(at + strlen("\"decision\":"), NULL, 10) : -1;
}

/* The same games with the requests written 32 ahead of the replies (the client still
 * takes the first option, which it may send unseen, and every seat is a person's, so each
 * answer's decision is the one after the last): the server's own pace, with no round trip
 * a step. Returns steps a second. */
static double pipelined(FILE *to, FILE *from, double seconds, char **line, size_t *cap) {
  long steps = 0;
  double start_time = now();
  for (unsigned seed = 1; now() - start_time < seconds; seed++) {
    fprintf(to, "{\"cmd\":\"new\",\"players\":4,\"seed\":%u,\"options\":{\"target_score\":1}}\n",
            seed);
    fflush(to);
    if (getline(line, cap, from) <= 0) return -1;
    long decision = decision_of(*line);
    for (int over = 0; !over;) {
      for (int i = 0; i < 32; i++)
        fprintf(to, "{\"cmd\":\"apply\",\"decision\":%ld,\"option\":0}\n", decision++);
      fflush(to);
      for (int i = 0; i < 32; i++) {
        if (getline(line, cap, from) <= 0) return -1;
        if (over) continue; /* (the match is over: the rest were refused) */
        steps++;
        over = strstr(*line, "\"over\":true") != NULL;
      }
    }
  }
  return (double)steps / (now() - start_time);
}

int main(int argc, char **argv) {
  if (argc < 2) return fprintf(stderr, "usage: serve_bench LUNO [SECONDS]\n"), 2;
  double seconds = argc > 2 ? atof(argv[2]) : 3.0;
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(0, &one);
  sched_setaffinity(0, sizeof one, &one); /* (the server inherits it) */
  FILE *to, *from;
  pid_t pid = start(argv[1], &to, &from);
  if (pid < 0) return perror("serve_bench"), 1;
  char *line = NULL, request[256];
  size_t cap = 0;
  long steps = 0, games = 0;
  double new_time = 0, start_time = now();
  for (unsigned seed = 1; now() - start_time < seconds; seed++) {
    snprintf(request, sizeof request,
             "{\"cmd\":\"new\",\"players\":4,\"seed\":%u,\"options\":{\"target_score\":1}}\n",
             seed);
    double t = now();
    if (ask(to, from, request, &line, &cap) < 0 || !strstr(line, "\"ok\":true"))
      return fprintf(stderr, "serve_bench: new failed: %s\n", line ? line : "(nothing)"), 1;
    new_time += now() - t, games++;
    while (!strstr(line, "\"over\":true")) {
      snprintf(request, sizeof request, "{\"cmd\":\"apply\",\"decision\":%ld,\"option\":0}\n",
               decision_of(line));
      if (ask(to, from, request, &line, &cap) < 0 || !strstr(line, "\"ok\":true"))
        return fprintf(stderr, "serve_bench: apply failed: %s\n", line ? line : "(nothing)"), 1;
      steps++;
    }
  }
  double elapsed = now() - start_time;
  printf("luno serve over a pipe (official, 4 people, one round a game, the first option):\n");
  printf("  %.0f steps a second (%ld steps, %ld games in %.2f s; the news left out)\n",
         (double)steps / (elapsed - new_time), steps, games, elapsed);
  printf("  %.3f ms a `new` (the same rules; its reply included)\n",
         1000 * new_time / (double)games);
  printf("  %.0f steps a second with the requests written 32 ahead (no round trip a step)\n",
         pipelined(to, from, seconds, &line, &cap));
  fclose(to);
  fclose(from);
  waitpid(pid, NULL, 0);
  free(line);
  return 0;
}
