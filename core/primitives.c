/* primitives.c: the small changes effects make to the table besides moving cards (piles.c):
 * turn order, colors, skips, rounds cut short, asking a seat, reaction windows, words. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

void luno_eliminate(luno_game *g, int seat) {
  if (seat < 0 || seat >= g->st.players || luno_is_out(g, seat)) return;
  for (int k = 1; k <= g->skips; k++) /* a turn it was to lose is no longer there to skip */
    if (luno_next_seat(g, g->st.current, k) == seat) {
      g->skips--;
      break;
    }
  g->out |= (uint16_t)(1u << seat);
}

void luno_add_points(luno_game *g, int seat, int points) {
  if (seat >= 0 && seat < g->st.players) g->st.scores[seat] += points;
}

void luno_offer_drawn(luno_game *g, int card) {
  if (card >= 0 && card < g->ncards && g->cards[card].pile == LUNO_HAND(g->st.current))
    g->st.drawn = card;
}

int luno_flip_top(luno_game *g) {
  int card = luno_draw_one(g, g->st.current);
  if (card < 0) return -1;
  g->stats.cards_drawn--; /* a flip is not a draw */
  luno_move(g, card, LUNO_DISCARD);
  g->st.color = g->cards[card].color;
  g->st.symbol = g->cards[card].type;
  emit(g, LUNO_LOG_FLIP, g->st.current, card, 1);
  return card;
}

void luno_set_color(luno_game *g, int color) {
  g->st.color = color;
  emit(g, LUNO_LOG_COLOR, g->st.current, g->color_by - 1, color);
  g->color_by = 0; /* (one answer, one color) */
}

void luno_skip(luno_game *g, int n) {
  g->skips += n;
  emit(g, LUNO_LOG_SKIP, luno_next_seat(g, g->st.current, g->skips), -1, n);
}

void luno_force_draw(luno_game *g, int seat, int n, int keeps_turn) {
  luno_draw(g, seat, n);
  if (!keeps_turn && seat == luno_next_seat(g, g->st.current, 1)) luno_skip(g, 1);
}

void luno_reverse(luno_game *g) {
  g->st.direction = -g->st.direction;
  emit(g, LUNO_LOG_REVERSE, g->st.current, -1, g->st.direction);
}

void luno_set_next(luno_game *g, int seat) { g->next_seat = seat; }

void luno_end_turn(luno_game *g) { g->turn_ended = 1; }

void luno_turn_again(luno_game *g) { g->turn_again = 1; }

void luno_play_again(luno_game *g) { g->play_again = 1; }

void luno_end_round(luno_game *g, int winner) {
  g->end_round = 1;
  g->end_winner = winner >= 0 && winner < g->st.players ? winner : -1;
}

void luno_end_match(luno_game *g, int winner) {
  if (g->phase != PH_SCORE && g->phase != PH_SCORED && !g->end_round)
    luno_end_round(g, -1); /* (not from round_end, PH_SCORE, nor round_scored, PH_SCORED) */
  g->end_match = 1;
  g->match_winner = winner >= 0 && winner < g->st.players ? winner : -1;
}

void luno_reflip(luno_game *g) { g->reflip = 1; }

uint32_t luno_random(luno_game *g, uint32_t bound) { return rng_below(&g->rng, bound); }

void luno_set_current(luno_game *g, int seat) {
  g->st.current = seat;
  g->turn_taken = 1;
}

void luno_fail(luno_game *g, const char *message) {
  snprintf(g->error, sizeof g->error, "%s", message);
  g->failed = 1;
}

void luno_set_decider(luno_game *g, luno_decider fn, void *ud, uint16_t seats) {
  g->decider = fn;
  g->decider_ud = ud;
  g->decider_seats = fn ? seats : 0;
}

/* Passes a script's words to the listener, up to LUNO_SAID_MAX bytes an action: past that,
 * one note says the rest was left out, so a flood cannot fill a listener's memory. */
static void speak(luno_game *g, int seat, const char *key, const char *text, int private) {
  if (!luno_listening(g) || g->said_cut) return;
  size_t len = strlen(text);
  if (g->said + len > LUNO_SAID_MAX) {
    g->said_cut = 1;
    seat = -1, private = 0;
    text = "(scripts said more in this action than the 64 KiB a listener is given: the rest "
           "was left out)";
  } else
    g->said += len;
  luno_log_event e = {LUNO_LOG_SAY, seat, -1, private, text, key};
  g->listener(g->listener_ud, g, &e);
}

void luno_say(luno_game *g, int seat, const char *key, const char *text) {
  speak(g, seat, key, text, 0);
}

void luno_tell(luno_game *g, int seat, const char *key, const char *text) {
  speak(g, seat, key, text, 1);
}

void luno_ask(luno_game *g, int seat, luno_ask_kind kind, const char *prompt, const int32_t *values,
              int count, int optional) {
  int n = 0;
  for (int i = 0; i < count && n < g->ncards + 2; i++)
    g->options[n++] = (luno_action){
        .type = LUNO_ACT_CHOOSE, .seat = (int8_t)seat, .flags = 0, .value = values[i]};
  if (kind == LUNO_ASK_TEXT)
    n = 0,
    g->options[n++] =
        (luno_action){.type = LUNO_ACT_ANSWER, .seat = (int8_t)seat, .flags = 0, .value = -1};
  else if (optional || n == 0)
    g->options[n++] =
        (luno_action){.type = LUNO_ACT_DECLINE, .seat = (int8_t)seat, .flags = 0, .value = 0};
  size_t len = prompt ? strlen(prompt) : 0;
  if (len >= sizeof g->prompt) len = sizeof g->prompt - 1;
  memcpy(g->prompt, prompt ? prompt : "", len);
  g->prompt[len] = '\0';
  g->pending = (luno_pending){kind, seat, prompt ? g->prompt : NULL, n, g->options, 0, NULL};
  g->turn_plays = -1; /* a script may ask a "turn" question: its options are choices */
  if (g->in_turn_start && seat == g->st.current && !g->counted) /* a turn of menus (Phase 10) */
    g->counted = 1, g->stats.turns++;
  if (g->asked)
    g->asked->private_prompt[0] = '\0', g->asked->nchoices = 0, g->asked->preferred = -1,
    g->asked->challenge = 0;
}

/* The record of a script's question's words, made at the first; NULL (the game failed)
 * out of memory. */
static struct luno_asked *asked_words(luno_game *g) {
  if (g->asked) return g->asked;
  if (!(g->asked = calloc(1, sizeof *g->asked))) {
    luno_fail(g, "out of memory");
    return NULL;
  }
  g->asked->preferred = -1;
  return g->asked;
}

void luno_ask_choice(luno_game *g, int seat, const char *prompt, const char *const *labels, int n,
                     int optional) {
  int32_t values[LUNO_MAX_CHOICES];
  struct luno_asked *w = asked_words(g);
  if (!w) return;
  size_t at = 0;
  int fits = n >= 0 && n <= LUNO_MAX_CHOICES;
  for (int i = 0; fits && i < n; i++) {
    size_t len = strlen(labels[i]) + 1;
    fits = at + len <= sizeof w->text;
    if (!fits) break;
    values[i] = i;
    w->at[i] = (uint16_t)at;
    memcpy(w->text + at, labels[i], len);
    at += len;
  }
  luno_ask(g, seat, LUNO_ASK_CHOICE, prompt, values, fits ? n : 0, optional);
  w->nchoices = fits ? n : 0;
  if (!fits) luno_fail(g, "a choice of more than 96 options, or of labels over 4096 bytes in all");
}

void luno_ask_private(luno_game *g, const char *text) {
  struct luno_asked *w = asked_words(g);
  if (w) snprintf(w->private_prompt, sizeof w->private_prompt, "%s", text ? text : "");
}

void luno_ask_challenge(luno_game *g) {
  struct luno_asked *w = asked_words(g);
  if (w) w->challenge = 1;
}

void luno_ask_prefer(luno_game *g, int option) {
  struct luno_asked *w = asked_words(g);
  if (w) w->preferred = option >= 0 && option < g->pending.count ? option : -1;
}

int luno_open_window(luno_game *g, const char *name, int target, uint16_t seats) {
  if (g->nwindows == LUNO_MAX_WINDOWS) {
    luno_fail(g, "too many reaction windows open at once");
    return -1;
  }
  luno_window *w = &g->windows[g->nwindows++];
  w->id = ++g->window_ids;
  w->turn = g->turn_serial;
  w->target = (int8_t)target;
  w->seats = seats;
  size_t len = strnlen(name, sizeof w->name - 1); /* (snprintf cost more than the rest) */
  memcpy(w->name, name, len);
  w->name[len] = '\0';
  if (g->listener && !g->replaying) {
    luno_log_event e = {LUNO_LOG_WINDOW, g->st.current, target, w->id, w->name, NULL};
    g->listener(g->listener_ud, g, &e);
  }
  return w->id;
}

void luno_close_window(luno_game *g, int window) {
  for (int w = 0; w < g->nwindows; w++) {
    if (g->windows[w].id != window) continue;
    g->nwindows--;
    memmove(&g->windows[w], &g->windows[w + 1], (size_t)(g->nwindows - w) * sizeof *g->windows);
    return;
  }
}

void luno_window_seats(luno_game *g, int window, uint16_t seats) {
  for (int w = 0; w < g->nwindows; w++)
    if (g->windows[w].id == window) g->windows[w].seats = seats;
}

/* Closes the windows opened before the given turn (game.h). */
void windows_close_before(luno_game *g, int32_t turn) {
  int kept = 0;
  for (int w = 0; w < g->nwindows; w++)
    if (g->windows[w].turn >= turn) g->windows[kept++] = g->windows[w];
  g->nwindows = kept;
}
