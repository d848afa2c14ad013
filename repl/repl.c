/* repl.c: the interactive session `luno play`. Reads command lines (readline on a
 * terminal, plain lines otherwise, or `-c 'cmd; cmd'`), runs each, and keeps going after
 * any error; the exit status says whether some command failed. */
#include <ctype.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "commands.h"
#include "drive.h"
#include "input.h"
#include "react.h"
#include "render.h"
#include "saves.h"
#include "session.h"
#include "view.h"
#include <luno/repl.h>

/* Whether a typed answer is pending for a person, to be given by a line that is no
 * command (not for a reaction `as` another seat). */
static int typed_answer(session *s) {
  const luno_pending *p = s->b ? luno_pending_of(s->b->g) : NULL;
  return p && p->kind == LUNO_ASK_TEXT && repl_is_human(s, p->seat) && s->acting_as < 0;
}

/* Splits line into words (quotes group words) in place; returns the count. */
static int split_words(char *line, char **words) {
  int n = 0;
  char *p = line;
  while (*p && n < MAX_ARGS) {
    while (*p == ' ' || *p == '\t')
      p++;
    if (!*p) break;
    char quote = (*p == '"' || *p == '\'') ? *p++ : 0;
    words[n++] = p;
    while (*p && (quote ? *p != quote : (*p != ' ' && *p != '\t')))
      p++;
    if (*p) *p++ = '\0';
  }
  return n;
}

/* Where line's first control byte is (a tab is none), or its end. */
static size_t first_control(const char *line) {
  size_t i = 0;
  while (line[i] && !(((unsigned char)line[i] < 0x20 && line[i] != '\t') || line[i] == 0x7f))
    i++;
  return i;
}

/* Echoes a line as typed (--echo), unfolded: what the person typed, as a terminal shows it. */
static void echo_line(session *s, const char *line) {
  if (!s->echo) return;
  char echoed[LINE_MAX_LEN * 4 + 4];
  snprintf(echoed, sizeof echoed, "> %s", line);
  repl_say_raw(s, echoed);
}

int repl_run_line(session *s, char *line) {
  line[strcspn(line, "\r\n")] = '\0';
  size_t bad = first_control(line);
  if (line[bad]) { /* (echoed in any error, an escape would reach the terminal raw) */
    char shown[LINE_MAX_LEN * 4];
    luno_show_text(shown, sizeof shown, line);
    echo_line(s, shown);
    repl_fail(s, "the line holds a control byte (\\x%02x at column %zu): nothing was run",
              (unsigned char)line[bad], bad + 1);
    return fflush(stdout), -1;
  }
  echo_line(s, line);
  while (*line == ' ' || *line == '\t')
    line++;
  if (!*line && repl_bots_waiting(s)) { /* Enter at a reaction pause: the bots go on */
    repl_let_windows_go(s);
    int r = repl_drive_autorun(s, 0);
    repl_after_move(s);
    return fflush(stdout), r < 0 ? -1 : 0;
  }
  if (!*line || *line == '#') return fflush(stdout), 0;
  char copy[LINE_MAX_LEN], *words[MAX_ARGS];
  snprintf(copy, sizeof copy, "%s", line);
  int n = split_words(copy, words);
  const char *rest = line + strcspn(line, " \t");
  while (*rest == ' ' || *rest == '\t')
    rest++;
  const command *c = repl_command_find(words[0]);
  if (!c && !strcmp(words[0], repl_draw_word(s))) c = repl_command_find("draw"); /* "press" */
  if (!c && !strcmp(words[0], repl_call_word(s))) c = repl_command_find("uno");  /* "dos" */
  int r = repl_take_as(s, &n, words);
  if (r > 0 && c && !repl_command_reacts(c))
    r = repl_fail(s,
                  "`as <seat>` goes with a reaction (catch, uno, an open reaction's name, a card), "
                  "not with `%s`",
                  words[0]);
  else if (r >= 0 && c)
    r = c->fn(s, n, words, rest);
  else if (r >= 0 && typed_answer(s))
    r = repl_answer_text(s, line); /* a question is pending: the line answers it */
  else if (r >= 0)
    r = repl_bare_line(s, n, words, repl_command_near(words[0]));
  s->acting_as = -1;
  fflush(stdout);
  return r;
}

/* Runs `-c` text: commands split on ';' ("\;" is a ';' inside a command). */
static void run_script(session *s, const char *text) {
  char cmd[LINE_MAX_LEN];
  size_t n = 0;
  for (const char *p = text;; p++) {
    if (*p == '\\' && p[1] == ';') {
      if (n + 1 < sizeof cmd) cmd[n++] = ';';
      p++;
      continue;
    }
    if (*p == ';' || !*p) {
      cmd[n] = '\0';
      repl_run_line(s, cmd);
      n = 0;
      if (!*p || s->quit) return;
      continue;
    }
    if (n + 1 < sizeof cmd) cmd[n++] = *p;
  }
}

/* The prompt: whose decision it is, so hot-seat players see when it is theirs. */
void repl_session_prompt(session *s, char *buf, size_t len) {
  static const char *const asks[] = {"",      "play or draw?", "color?",  "player?",
                                     "card?", "direction?",    "yes/no?", "your answer"};
  const luno_pending *p = s->b ? luno_pending_of(s->b->g) : NULL;
  if (!p || p->kind == LUNO_ASK_NONE || !repl_is_human(s, p->seat) ||
      p->kind >= sizeof asks / sizeof *asks) {
    snprintf(buf, len, "luno> ");
    return;
  }
  const char *what = asks[p->kind];
  if (p->kind == LUNO_ASK_TURN) what = repl_turn_question(s);
  snprintf(buf, len, "%s, %s> ", repl_seat_name(p->seat), what);
}

/* Ctrl-C stops a running `run` instead of ending the program. */
static void on_interrupt(int sig) {
  (void)sig;
  repl_interrupted = 1;
}

/* Reads command lines until `quit` or the end of input. */
static void read_loop(session *s) {
  char line[LINE_MAX_LEN], prompt[64];
  while (!s->quit) {
    repl_session_prompt(s, prompt, sizeof prompt);
    fflush(stdout), fflush(stderr); /* the reply is whole: a program reading a pipe gets it now */
    if (repl_input_read(s, prompt, line, sizeof line) < 0) break;
    repl_run_line(s, line);
    repl_resume_bots(s);
  }
}

/* --replay FILE [--to N]: steps into a saved game (a failure luno check saved), N actions
 * in, before anything is read; -1 when the file does not load. */
static int open_replay(session *s) {
  char line[LINE_MAX_LEN];
  if (!s->open_replay[0]) return 0;
  if (repl_load_game(s, s->open_replay, 1) < 0) return -1; /* (it said why) */
  if (s->open_to == 0) return 0;
  snprintf(line, sizeof line, "step %ld", s->open_to);
  repl_run_line(s, line);
  return 0;
}

/* Parses the option of `luno play` at argv[*i] (a shared one or its own); -1 after printing
 * why it is bad. */
static int play_option(session *s, int argc, char **argv, int *i, char *script, size_t len) {
  char err[256];
  int r = luno_config_flag(&s->next, argc, argv, i, err, sizeof err);
  if (r) return r < 0 ? fprintf(stderr, "luno: %s\n", err), -1 : 0;
  if (!strcmp(argv[*i], "--echo"))
    s->echo = 1;
  else if (!strcmp(argv[*i], "--debug"))
    s->debug = 1;
  else if (!strcmp(argv[*i], "--pace") && *i + 1 < argc) {
    long ms = repl_whole(argv[++*i], 0, 60000);
    if (ms < 0)
      return fprintf(stderr, "luno: --pace takes milliseconds from 0 to 60000, not '%s'\n",
                     argv[*i]),
             -1;
    s->pace_ms = (int)ms;
  } else if (!strcmp(argv[*i], "--replay") && *i + 1 < argc) {
    snprintf(s->open_replay, sizeof s->open_replay, "%s", argv[++*i]);
  } else if (!strcmp(argv[*i], "--to") && *i + 1 < argc) {
    long n = repl_whole(argv[++*i], 0, 10000000);
    if (n < 0)
      return fprintf(stderr, "luno: --to takes a number of actions, not '%s'\n", argv[*i]), -1;
    s->open_to = n;
  } else if (!strcmp(argv[*i], "-c") && *i + 1 < argc) {
    size_t n = strlen(script);
    snprintf(script + n, len - n, "%s%s", n ? ";" : "", argv[++*i]);
  } else
    return fprintf(stderr, "luno: unknown argument '%s' (see luno --help)\n", argv[*i]), -1;
  return 0;
}

/* Parses `luno play` arguments into the session, "--name=value" (as GNU tools take it) as
 * the two words "--name" "value"; -1 after printing why. */
static int parse_args(session *s, int argc, char **argv, char *script, size_t len) {
  for (int i = 0; i < argc; i++) {
    const char *eq = strncmp(argv[i], "--", 2) ? NULL : strchr(argv[i], '=');
    if (!eq) {
      if (play_option(s, argc, argv, &i, script, len) < 0) return -1;
      continue;
    }
    char name[64];
    snprintf(name, sizeof name, "%.*s", (int)(eq - argv[i]), argv[i]);
    char *pair[2] = {name, (char *)eq + 1};
    int j = 0;
    if (play_option(s, 2, pair, &j, script, len) < 0) return -1;
    if (j == 0) return fprintf(stderr, "luno: %s takes no value, not '%s'\n", name, eq + 1), -1;
  }
  if (s->open_to && !s->open_replay[0])
    return fprintf(stderr, "luno: --to goes with --replay FILE (the actions of a saved game)\n"),
           -1;
  s->seed_given = s->next.has_seed;
  luno_config_draw_seed(&s->next); /* (unless --seed gave one) */
  return 0;
}

int repl_main(int argc, char **argv) {
  static session s;
  static char script[LINE_MAX_LEN * 4];
  repl_session_init(&s);
  if (parse_args(&s, argc, argv, script, sizeof script) < 0) return 2;
  const char *no_color = getenv("NO_COLOR");
  s.tty_in = !*script && isatty(STDIN_FILENO);
  s.tty_out = isatty(STDOUT_FILENO);
  s.color = s.tty_out && !(no_color && *no_color);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_interrupt;
  sigaction(SIGINT, &sa, NULL);
  if (s.tty_in)
    repl_say(&s, "luno: UNO with rules in Lua. `help` lists the commands, `quit` ends.");
  luno_config first = s.next;
  if (repl_start_game(&s, &first, "") < 0) return 2;
  repl_input_open(&s);
  repl_complete_open(&s);
  if (open_replay(&s) < 0) {
    repl_input_close(&s);
    repl_session_release(&s);
    return 2;
  }
  if (*script)
    run_script(&s, script);
  else
    read_loop(&s);
  repl_input_close(&s);
  repl_session_release(&s);
  return s.failures && !s.tty_in ? 1 : 0; /* (at a terminal, a mistyped command was answered) */
}
