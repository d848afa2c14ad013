/* read.c: reading the table: the functions that change nothing, at the bottom of the
 * core (every other file may call them; they call none of the others). */
#include <stddef.h>

#include "game.h"

const luno_pending *luno_pending_of(const luno_game *g) { return &g->pending; }

const char *luno_choice_label(const luno_game *g, int i) {
  const struct luno_asked *w = g->asked;
  if (g->pending.kind != LUNO_ASK_CHOICE || !w || i < 0 || i >= w->nchoices) return NULL;
  return w->text + w->at[i];
}

const char *luno_private_prompt(const luno_game *g) {
  int asked = g->pending.kind != LUNO_ASK_TURN && g->pending.kind != LUNO_ASK_NONE;
  return asked && g->asked && g->asked->private_prompt[0] ? g->asked->private_prompt : NULL;
}

int luno_asks_challenge(const luno_game *g) {
  if (g->pending.kind != LUNO_ASK_YESNO) return 0;
  return g->asking == ASKING_CHALLENGE || (g->asked && g->asked->challenge);
}

int luno_preferred_option(const luno_game *g) {
  int asked = g->pending.kind != LUNO_ASK_TURN && g->pending.kind != LUNO_ASK_NONE;
  return asked && g->asked ? g->asked->preferred : -1;
}

const char *luno_error(const luno_game *g) { return g->error; }

int luno_log_length(const luno_game *g) { return g->log_len; }

const luno_action *luno_log(const luno_game *g) { return g->log; }

const luno_setup *luno_setup_of(const luno_game *g) { return &g->setup; }

int luno_calls_at(const luno_game *g) { return g->setup.call_at > 1 ? g->setup.call_at : 1; }

const luno_state *luno_state_of(const luno_game *g) { return &g->st; }

const luno_stats *luno_stats_of(const luno_game *g) { return &g->stats; }

const luno_card *luno_card_at(const luno_game *g, int card) { return &g->cards[card]; }

const uint16_t *luno_pile(const luno_game *g, int pile, int *count) {
  *count = g->counts[pile];
  return g->piles[pile];
}

const int *luno_pile_sizes(const luno_game *g) { return g->counts; }

int luno_top(const luno_game *g) {
  int n = g->counts[LUNO_DISCARD];
  return n ? g->piles[LUNO_DISCARD][n - 1] : -1;
}

int luno_active_color(const luno_game *g) {
  int top = luno_top(g);
  if (g->pending.kind == LUNO_ASK_COLOR && top >= 0 && g->cards[top].color < 0) return -1;
  return g->st.color;
}

int luno_next_seat(const luno_game *g, int from, int steps) {
  int n = g->st.players, s = from + steps * g->st.direction;
  if (!g->out) {
    if (s >= 0 && s < n) return s;
    s %= n;
    return s < 0 ? s + n : s;
  }
  /* Seats out of the round are passed over: count steps among the others only. */
  int dir = steps * g->st.direction < 0 ? -1 : 1, k = steps < 0 ? -steps : steps;
  if ((g->out & ((1u << n) - 1)) == (1u << n) - 1) return from;
  for (s = from; k > 0; k--)
    do
      s = ((s + dir) % n + n) % n;
    while (((unsigned)g->out >> s) & 1u);
  return s;
}

int luno_turn_over(const luno_game *g) { return g->turn_ended || g->phase == PH_AFTER_PLAY; }

int luno_is_out(const luno_game *g, int seat) {
  return seat >= 0 && seat < g->st.players && (((unsigned)g->out >> seat) & 1u);
}

int luno_matches(const luno_game *g, int card) { return game_matches(g, card); }

int luno_call_to_judge(const luno_game *g, int seat, int called) {
  return game_call_to_judge(g, seat, called);
}

/* The plain rule's answer for a card played without a color match: a bluff if the hand
 * holds a card of the color to match, else yes. */
int game_answer_without_color(const luno_game *g, int seat) {
  if (g->st.color < 0 || seat < 0 || seat >= g->st.players) return LUNO_ANSWER_YES;
  const uint16_t *hand = g->piles[LUNO_HAND(seat)];
  for (int i = 0; i < g->counts[LUNO_HAND(seat)]; i++)
    if (g->cards[hand[i]].color == g->st.color) return LUNO_ANSWER_BLUFF;
  return LUNO_ANSWER_YES;
}

int luno_base_answer(const luno_game *g, int seat, int card) {
  return game_base_answer(g, seat, card);
}

int luno_reflipping(const luno_game *g) { return g->reflip; }

int luno_answers_at_once(const luno_game *g) {
  uint16_t all = (uint16_t)((1u << g->st.players) - 1);
  return !g->replaying && g->decider && (g->decider_seats & all) == all;
}

/* Whether a script's words reach anyone: a listener, and no replay running. */
int luno_listening(const luno_game *g) { return g->listener && !g->replaying; }

int luno_wants_words(const luno_game *g) { return luno_listening(g) && !g->keys_only; }

void luno_listen_keys_only(luno_game *g, int on) { g->keys_only = on != 0; }

void luno_last_play(const luno_game *g, int *seat, int *color_before, int *symbol_before) {
  *seat = g->played_by;
  *color_before = g->color_before;
  *symbol_before = g->symbol_before;
}

const uint16_t *luno_played_hand(const luno_game *g, int *count) {
  if (g->played_pile >= 0) return *count = g->counts[g->played_pile], g->piles[g->played_pile];
  *count = g->played_count;
  return g->played_hand;
}

int luno_reaction_call(const luno_game *g, int seat) { return g->react_call == seat; }

int luno_replaying(const luno_game *g) { return g->replaying > 0; }

const char *luno_answer_text(const luno_game *g, int index) {
  return index >= 0 && index < g->ntexts ? g->texts[index] : "";
}

/* Reports an event to the listener (emit has checked there is one to tell). */
void emit_to_listener(luno_game *g, luno_log_kind kind, int seat, int card, int value) {
  luno_log_event e = {kind, seat, card, value, NULL, NULL};
  g->listener(g->listener_ud, g, &e);
}

int luno_like_top_card(const luno_game *g, int seat) {
  int top = luno_top(g);
  if (top < 0 || g->cards[top].color < 0 || seat < 0 || seat >= g->st.players) return -1;
  const luno_card *t = &g->cards[top];
  const uint16_t *hand = g->piles[LUNO_HAND(seat)];
  for (int i = 0; i < g->counts[LUNO_HAND(seat)]; i++)
    if (g->cards[hand[i]].type == t->type && g->cards[hand[i]].color == t->color) return hand[i];
  return -1;
}

int luno_like_top_window(const luno_game *g) { return g->like_top_window; }

int luno_team_of(const luno_game *g, int seat) {
  if (seat < 0 || seat >= g->st.players) return -1;
  return g->setup.teams > 0 ? g->setup.team[seat] : seat;
}
