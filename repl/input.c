/* input.c: reading command lines. On a terminal: GNU readline with a history file under
 * $HOME (its tab completion is complete.c's). Otherwise plain fgets, no prompt. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "input.h"
#include "session.h"

/* The two calls the REPL makes to readline, as lua.c has them. */
#define lu_readline(prompt) readline(prompt)
#define lu_saveline(line) add_history(line)

static char history_path[1024];

/* Ctrl-C at the prompt: readline's read was interrupted; start a fresh line. */
static int on_signal_event(void) {
  if (!repl_interrupted) return 0;
  repl_interrupted = 0;
  rl_replace_line("", 0);
  rl_crlf();
  rl_on_new_line();
  rl_redisplay();
  return 0;
}

void repl_input_open(session *s) {
  if (!s->tty_in) return;
  rl_readline_name = "luno";
  rl_signal_event_hook = on_signal_event;
  const char *home = getenv("HOME");
  if (home && *home) snprintf(history_path, sizeof history_path, "%s/.luno_history", home);
  using_history();
  stifle_history(1000);
  if (*history_path) read_history(history_path);
}

void repl_input_close(session *s) {
  if (!s->tty_in) return;
  if (*history_path) write_history(history_path);
  rl_clear_history();
}

/* Refuses a line longer than the buffer: its tail is read and dropped, never run as a
 * command of its own (a long comment line in a batch file used to run its tail). */
static void refuse_long_line(session *s, char *buf, int len) {
  int c;
  while ((c = getchar()) != EOF && c != '\n')
    continue;
  repl_fail(s, "the line is too long (more than %d characters): ignored", len - 2);
  buf[0] = '\0';
}

int repl_input_read(session *s, const char *prompt, char *buf, int len) {
  if (!s->tty_in) {
    if (!fgets(buf, len, stdin)) return -1;
    size_t n = strcspn(buf, "\r\n");
    if (buf[n] == '\0' && (int)n == len - 1 && !feof(stdin))
      refuse_long_line(s, buf, len);
    else
      buf[n] = '\0';
    return 0;
  }
  char *line = lu_readline(prompt);
  if (!line) {
    putchar('\n');
    return -1;
  }
  if (strlen(line) >= (size_t)len) {
    repl_fail(s, "the line is too long (more than %d characters): ignored", len - 2);
    buf[0] = '\0';
  } else
    snprintf(buf, (size_t)len, "%s", line);
  HIST_ENTRY *last = history_length > 0 ? history_get(history_base + history_length - 1) : NULL;
  if (*line && (!last || strcmp(last->line, line))) lu_saveline(line);
  free(line);
  return 0;
}
