/* react.c: what people may do besides answering their own decision. Any human seat may
 * take an open reaction at any moment (`catch Bo as Cy`, `uno as Di`, a card's name): the
 * action is that seat's, so a catch is credited to whoever made it. A line that is no
 * command is an answer when a decision is pending (`blue`, `2`, `yes`, `left`, `Bo`) or
 * the name of an open reaction (repl_reaction_word). In a game with two or more people, the
 * commands that would show one player another's cards are refused unless --debug. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cardname.h"
#include "commands.h"
#include "drive.h"
#include "input.h"
#include "react.h"
#include "render.h"
#include "view.h"

int repl_take_as(session *s, int *argc, char **argv) {
  s->acting_as = -1;
  if (*argc < 3 || strcasecmp(argv[*argc - 2], "as")) return 0;
  if (repl_need_game(s) < 0) return -1;
  int seat = repl_parse_seat(s, argv[*argc - 1]);
  if (seat < 0) return repl_fail(s, "as: no seat named '%s'", argv[*argc - 1]);
  if (!repl_is_human(s, seat))
    return repl_fail(s, "as: %s is a bot (%s); only people's seats take commands",
                     repl_seat_name(seat), s->b->tab->bot_names[seat]);
  s->acting_as = seat;
  *argc -= 2;
  argv[*argc] = NULL;
  return 1;
}

int repl_reactor(session *s) { return s->acting_as >= 0 ? s->acting_as : repl_viewer(s); }

/* The open window `seat` may take whose name starts with prefix (3 letters at least, or
 * the whole name); its id, -1 if none. */
static int window_by_prefix(session *s, int seat, const char *prefix) {
  const luno_pending *p = luno_pending_of(s->b->g);
  size_t n = strlen(prefix);
  for (int i = 0; i < p->nreactions; i++) {
    const luno_reaction *r = &p->reactions[i];
    if (r->window < 0 || r->seat != seat) continue;
    if (!strcasecmp(r->name, prefix) || (n >= 3 && !strncasecmp(r->name, prefix, n)))
      return r->window;
  }
  return -1;
}

/* The call flag a reaction carries, whichever word takes it (a bare reaction's name,
 * `catch`): a trailing `uno` word, or an earlier `uno`. */
uint8_t repl_reaction_call(session *s, int seat, int *argc, char **argv) {
  if (*argc > 1 && !strcasecmp(argv[*argc - 1], "uno")) return (*argc)--, LUNO_CALL;
  return s->call[seat] ? LUNO_CALL : 0;
}

/* Takes window w for seat, with the UNO call when it carries one. */
static int take_window(session *s, int seat, int w, uint8_t call) {
  luno_status st = repl_drive_apply(
      s, (luno_action){.type = LUNO_ACT_REACT, .seat = (int8_t)seat, .flags = call, .value = w}, 0);
  if (st != LUNO_OK) return -1;
  repl_drive_autorun(s, 0);
  repl_after_move(s);
  return 0;
}

/* A bare word naming an open reaction of the reactor: takes it. 1 if it was one. */
static int bare_reaction(session *s, int argc, char **argv, int *result) {
  int seat = repl_reactor(s);
  if (seat < 0 || luno_pending_of(s->b->g)->kind == LUNO_ASK_NONE) return 0;
  int n = argc;
  uint8_t call = repl_reaction_call(s, seat, &n, argv);
  if (n != 1) return 0;
  int w = window_by_prefix(s, seat, argv[0]);
  if (w >= 0) return *result = take_window(s, seat, w, call), 1;
  const luno_pending *p = luno_pending_of(s->b->g);
  for (int i = 0; i < p->nreactions; i++) { /* a reaction card by its type's name */
    const luno_reaction *r = &p->reactions[i];
    if (r->card >= 0 && r->seat == seat && !strcasecmp(r->name, argv[0])) {
      luno_action a = {.type = LUNO_ACT_USE, .seat = (int8_t)seat, .flags = call, .value = r->card};
      *result = repl_drive_apply(s, a, 0) == LUNO_OK ? (repl_drive_autorun(s, 0), 0) : -1;
      if (*result == 0) repl_after_move(s);
      return 1;
    }
  }
  return 0;
}

/* A bare option of the pending decision of a human seat. 1 if it was one. */
static int bare_option(session *s, int argc, char **argv, int *result) {
  const luno_pending *p = luno_pending_of(s->b->g);
  luno_action a;
  char err[512];
  if (p->kind == LUNO_ASK_NONE || !repl_is_human(s, p->seat) || s->acting_as >= 0) return 0;
  if (repl_find_option(s, argv, argc, &a, err, sizeof err) < 0) return 0;
  if (a.type == LUNO_ACT_PLAY && s->call[p->seat]) a.flags |= LUNO_CALL;
  luno_status st = repl_drive_apply(s, a, 0);
  *result = st == LUNO_OK ? 0 : -1;
  if (st == LUNO_OK) {
    repl_drive_autorun(s, 0);
    repl_after_move(s);
  }
  return 1;
}

int repl_bare_line(session *s, int argc, char **argv, const char *near) {
  const luno_pending *p = s->b ? luno_pending_of(s->b->g) : NULL;
  int result;
  if (p && (bare_reaction(s, argc, argv, &result) || bare_option(s, argc, argv, &result)))
    return result;
  if (s->acting_as >= 0)
    return repl_fail(s, "'%s' is nothing %s can do now (`hint`)", argv[0],
                     repl_seat_name(s->acting_as));
  if (near && p && p->kind != LUNO_ASK_NONE && repl_is_human(s, p->seat))
    return repl_fail(s, "'%s' is no command and not one of %s's options: did you mean `%s`?",
                     argv[0], repl_seat_name(p->seat), near);
  if (p && p->kind != LUNO_ASK_NONE && repl_is_human(s, p->seat))
    return repl_fail(s, "'%s' is no command and not one of %s's options (`hint` lists them)",
                     argv[0], repl_seat_name(p->seat));
  if (near) return repl_fail(s, "unknown command '%s': did you mean `%s`?", argv[0], near);
  return repl_fail(s, "unknown command '%s' (`help` lists the commands)", argv[0]);
}

int repl_private_guard(session *s, const char *cmd) {
  if (s->debug || !s->b || repl_human_count(s) < 2) return 0;
  return repl_fail(s,
                   "`%s` is off in a game with %d people, so nobody sees another's cards "
                   "(start with --debug to allow it)",
                   cmd, repl_human_count(s));
}
