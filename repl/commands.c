/* commands.c: the table of REPL commands with their help, and `help` itself. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cardname.h"
#include "commands.h"
#include "input.h"
#include "react.h"
#include "session.h"
#include "view.h"

static const command commands[] = {
    {"help", repl_cmd_help, "help [all|command|card|rule|option]",
     "list the commands, or explain one, a card, a rule or an option",
     "Without a word, lists the commands a turn needs and names the others; `help all` lists\n"
     "every command with what it does. `help play` explains `play`; `help` and a card's\n"
     "name (as `hand` shows it) says what that card does in this game (from its script);\n"
     "`help <rule>` what a ruleset or house rule of this game does, `help <option>` an\n"
     "option's value and meaning."},
    {"new", repl_cmd_new,
     "new [--rules LIST] [--players N] [--seed S] [--set k=v]... [--bots SPEC]", "start a new game",
     "Starts a new game. Flags not given keep their last value (and `set` options); without\n"
     "--seed the seed goes up by one, so each game is new. --bots takes one entry for every\n"
     "seat or one per seat: human, random, a bot from rulesets/bots/ or a Lua file. By\n"
     "default seat 0 is human and the others random; `--bots random` lets you watch."},
    {"show", repl_cmd_show, "show", "show the table",
     "Shows the round, dealer, direction, piles, top card and active color, each seat's\n"
     "cards and points, your hand and what is to be decided."},
    {"hand", repl_cmd_hand, "hand [seat]", "show a hand (as your seat may see it)",
     "Shows your hand, numbered as `play` takes it, with * on the cards you may play now.\n"
     "`hand Bo` shows Bo's hand as far as you know it (all of it with `reveal on`)."},
    {"play", repl_cmd_play, "play <card> [color] [uno] [on <zone> <k>]",
     "play a card by number or name",
     "Plays a card of the hand by its number in `hand` or by its name as `hand` shows it:\n"
     "a colored card is its color's first letter(s) and its type's name, a wild card is its\n"
     "type's name; words work too (<color> <type>, or the label as printed). A color word\n"
     "after a wild card answers the color choice that follows. A last word `uno` calls UNO\n"
     "with the play (or the ruleset's own call word). `play 3 on row 2` plays card 3 onto the\n"
     "second card of a zone named `row`, answering the question that follows.\n"
     "`play` alone plays the card just drawn. A reaction card is played at\n"
     "any moment, `play <card> as Cy` for another person. A card alone, without `play`,\n"
     "plays it too."},
    {"draw", repl_cmd_draw, "draw", "draw a card instead of playing",
     "Draws one card. If it may be played you are asked: `play` it or `pass`."},
    {"pass", repl_cmd_pass, "pass", "keep the drawn card and end the turn",
     "Ends the turn after a draw."},
    {"stop", repl_cmd_pass, "stop", "end a turn of several plays",
     "Some rules let you play again within your turn (match another card of a row); `stop`\n"
     "ends the turn instead (`pass` does too)."},
    {"uno", repl_cmd_uno, "uno [as <seat>]", "call UNO",
     "Calls UNO: your next play this turn carries the call (the call lapses when the turn\n"
     "passes without one). If a reaction is open on you (you played your next-to-last card\n"
     "without calling), `uno` answers it before someone catches you. `uno as Bo` calls for\n"
     "Bo, another person at the table, at any moment."},
    {"catch", repl_cmd_catch, "catch <seat> [as <seat>]", "use a reaction open on another seat",
     "Uses the reaction window open on that seat, e.g. catches a player who did not call UNO.\n"
     "Any person at the table may catch at any moment: `catch Ann as Cy` is Cy's catch. A\n"
     "reaction open on nobody in particular is taken by typing the word `hint` shows for it\n"
     "or by `catch <its name>` (`uno` before or after it calls UNO with the play it makes;\n"
     "`as Di` takes it for Di)."},
    {"challenge", repl_cmd_challenge, "challenge", "answer yes to a yes/no question",
     "Answers yes to the pending yes/no decision (such as a challenge the rules offer)."},
    {"accept", repl_cmd_accept, "accept", "answer no to a yes/no question",
     "Answers no to the pending yes/no decision (such as taking a draw unchallenged)."},
    {"choose", repl_cmd_choose, "choose <option>", "answer the pending decision",
     "Answers any pending decision with one of its options, by the number `hint` shows or\n"
     "by name: a color (blue, b), a player (Bo, or a seat number), a card name, left/right,\n"
     "yes/no, or decline when the choice is optional."},
    {"answer", repl_cmd_answer, "answer [text]", "answer a typed question the rules ask",
     "Answers the pending typed question (a rule may ask one before each turn) with the text,\n"
     "e.g. `answer 2.50`. While a question is pending, a line that is no command is the\n"
     "answer too: just type `42`. `answer` alone gives no answer, which counts as wrong."},
    {"hint", repl_cmd_hint, "hint", "list the legal options",
     "Lists the options of the pending decision with their numbers, and open reactions;\n"
     "for a typed question, the question and how to answer it."},
    {"step", repl_cmd_step, "step [n]", "let the bots make n decisions",
     "Lets the bots make the next n decisions (default 1); stops when a human must decide.\n"
     "While replaying a saved game it applies the game's next n actions instead."},
    {"run", repl_cmd_run, "run", "let the bots play to the end of the round",
     "Lets the bots decide until the round ends, the match ends, or a human must decide.\n"
     "Ctrl-C stops it."},
    {"undo", repl_cmd_undo, "undo [n]", "take back actions",
     "`undo` takes back your last decision and the bots' moves after it; `undo 3` takes back\n"
     "exactly the last three actions. `redo` puts them back."},
    {"redo", repl_cmd_redo, "redo", "put back what the last undo took back",
     "Re-applies the actions the last `undo` took back, as long as nothing else was done."},
    {"log", repl_cmd_log, "log [n]", "show the last n actions and what they did",
     "Shows the last n actions of the game (default 10), numbered from 0, each followed by\n"
     "what it did (draws, skips, colors, what the scripts said), as it was shown."},
    {"save", repl_cmd_save, "save <file>", "save the game to a file",
     "Writes the game as text: rulesets with their files' hashes, options, players, seed,\n"
     "bots and every action. The file is written whole or not at all."},
    {"load", repl_cmd_load, "load <file>", "load a saved game",
     "Replays a saved game and continues it. A damaged or foreign file changes nothing; if\n"
     "the ruleset files changed since the save, it says so and tries anyway."},
    {"replay", repl_cmd_replay, "replay <file>", "step through a saved game",
     "Loads a saved game at its start; `step` and `run` then apply its actions one by one.\n"
     "Doing something else leaves the replay and the game goes on from there."},
    {"rules", repl_cmd_rules, "rules", "list rulesets and the game's options",
     "Lists every ruleset with its description and the options it adds, every name\n"
     "`--rules` takes, then this game's options with their values."},
    {"set", repl_cmd_set, "set [<option> <value>]", "change an option for the next game",
     "Sets a ruleset option for the next `new` (the current game keeps its own). Without\n"
     "arguments, lists what the next game will use."},
    {"reload", repl_cmd_reload, "reload", "re-read every script and replay the game",
     "Re-reads every ruleset file from disk, starts the game again with the same setup and\n"
     "seed and re-applies its whole log, so the game goes on under the new scripts. If some\n"
     "action no longer replays, it says which and keeps the old game."},
    {"lua", repl_cmd_lua, "lua <code>", "run Lua in the rulesets' environment",
     "Runs Lua with `g` bound to the game, read-only: `lua g.current`, `lua #g:hand(0)`."},
    {"penalty", repl_cmd_penalty, "penalty <seat> <n> [reason]",
     "referee: make a seat draw n cards",
     "Makes the seat draw n cards as a referee's penalty; it is logged like any action."},
    {"reveal", repl_cmd_reveal, "reveal on|off", "show every card (for debugging)",
     "`reveal on` shows every hand and card; `reveal off` shows only what your seat sees."},
    {"quit", repl_cmd_quit, "quit", "leave luno", "Ends the session (so does end of input)."},
};

const command *repl_command_table(int *count) {
  *count = (int)(sizeof commands / sizeof *commands);
  return commands;
}

int repl_command_reacts(const command *c) {
  return c->fn == repl_cmd_uno || c->fn == repl_cmd_catch || c->fn == repl_cmd_play;
}

const char *repl_command_near(const char *word) {
  const char *best = NULL;
  int best_d = (int)strlen(word) / 3 + 1; /* (within a third of the word) */
  for (size_t i = 0; i < sizeof commands / sizeof *commands; i++) {
    int d = luno_edit_distance(word, commands[i].name);
    if (d < best_d) best = commands[i].name, best_d = d;
  }
  return best;
}

const command *repl_command_find(const char *name) {
  static const struct {
    const char *alias, *name;
  } aliases[] = {{"?", "help"}, {"exit", "quit"}, {"q", "quit"}};
  for (size_t i = 0; i < sizeof aliases / sizeof *aliases; i++)
    if (!strcmp(name, aliases[i].alias)) name = aliases[i].name;
  for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
    if (!strcmp(name, commands[i].name)) return &commands[i];
  return NULL;
}

/* The card type `help` is asked about: a number is that card of the viewer's hand (as
 * `play 7` plays it); else a card's name as the hand shows it ("r-<type>") or as
 * people type it ("red <type>", a label); -1 if none. */
static int help_type(session *s, const char *word) {
  const luno_setup *st = luno_setup_of(s->b->g);
  int all_digits = *word != '\0';
  for (const char *p = word; *p; p++)
    all_digits &= *p >= '0' && *p <= '9';
  if (all_digits) {
    int seat = repl_viewer(s), n, at = (int)repl_whole(word, 1, LUNO_MAX_CARDS);
    if (seat < 0) return -1;
    int cards[LUNO_MAX_CARDS];
    n = repl_sorted_hand(s, seat, cards);
    return at >= 1 && at <= n ? luno_card_at(s->b->g, cards[at - 1])->type : -1;
  }
  return repl_type_named(st, word);
}

/* `help <card>`: what a card of the game does, from its script's about text. -1 if the
 * game has no card of that name (its type's name or its label). */
static int help_card(session *s, const char *name) {
  char label[LUNO_NAME_MAX], about[1024];
  if (!s->b) return -1;
  int type = help_type(s, name);
  if (type < 0 || luno_host_card_about(s->b->tab->host, luno_setup_of(s->b->g)->types[type].name,
                                       label, sizeof label, about, sizeof about) < 0)
    return -1;
  repl_say(s, "%s: %s", label, *about ? about : "(its script says nothing about it)");
  return 0;
}

/* What help_rule looks for and what it found. */
typedef struct help_find {
  session *s;
  const char *name;
  int found;
} help_find;

/* luno_host_describe's callback: the ruleset named so, with what it is about. */
static void help_ruleset(void *ud, const luno_ruleset_info *r) {
  help_find *f = ud;
  if (strcmp(r->name, f->name)) return;
  repl_say(f->s, "%s (a ruleset of this game): %s", r->name,
           *r->about ? r->about : "(it says nothing about itself)");
  f->found = 1;
}

/* luno_host_describe's callback: the option named so, its value and what it does. */
static void help_option(void *ud, const luno_option_info *o) {
  help_find *f = ud;
  if (strcmp(o->name, f->name)) return;
  repl_say(f->s, "%s = %s (an option, default %s): %s%s%s", o->name, o->value, o->def, o->help,
           o->choices ? "; one of " : "", o->choices ? o->choices : "");
  repl_say(f->s, "(`set %s <value>` changes it from the next `new` on)", o->name);
  f->found = 1;
}

/* `help <rule or option>`: a ruleset or house rule this game loaded, or one of its
 * options. -1 when the game has none of that name. */
static int help_rule(session *s, const char *name) {
  if (!s->b) return -1;
  help_find f = {s, name, 0};
  luno_describe_fns fns = {help_ruleset, help_option, &f};
  char err[256];
  if (luno_host_describe(s->b->tab->host, &fns, err, sizeof err) < 0) return -1;
  return f.found ? 0 : -1;
}

/* Whether `help` alone lists the command: the ones a turn needs, so that the list fits a
 * 24-row terminal with the lines around it. */
static int is_first_command(const char *name) {
  static const char *const first[] = {"play", "draw", "pass", "uno",  "hint", "show", "hand",
                                      "run",  "undo", "new",  "save", "load", "quit"};
  for (size_t i = 0; i < sizeof first / sizeof *first; i++)
    if (!strcmp(first[i], name)) return 1;
  return 0;
}

/* `help [all|command|card|rule|option]` */
int repl_cmd_help(session *s, int argc, char **argv, const char *rest) {
  (void)rest;
  if (argc > 2) return repl_fail(s, "help takes one command name");
  if (argc == 2 && strcmp(argv[1], "all")) {
    const command *c = repl_command_find(argv[1]);
    if (!c && (help_card(s, argv[1]) == 0 || help_rule(s, argv[1]) == 0)) return 0;
    if (!c)
      return repl_fail(s, "no command, card, rule or option named '%s' (see `help`, `rules`)",
                       argv[1]);
    repl_say(s, "%s", c->usage);
    repl_say_flowed(s, c->help);
    char ex[160];
    if (s->b && (c->fn == repl_cmd_play || c->fn == repl_cmd_choose))
      repl_say(s, "Card names in this game look like: %s",
               repl_name_examples(luno_setup_of(s->b->g), ex, sizeof ex));
    return 0;
  }
  int all = argc == 2; /* (`help all`: the one word left) */
  repl_say(s, all ? "Commands (`help <command>` explains one):"
                  : "Commands to play (`help <command>` explains one, `help all` lists all):");
  char more[512] = "More:";
  size_t used = strlen(more);
  for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
    if (all || is_first_command(commands[i].name))
      repl_say(s, "  %-10s %s", commands[i].name, commands[i].summary);
    else if (used < sizeof more)
      used += (size_t)snprintf(more + used, sizeof more - used, " %s", commands[i].name);
  if (!all) repl_say(s, "%s", more);
  char ex[160];
  if (s->b)
    repl_say(s, "Cards go by their number in `hand` or by name, like %s.",
             repl_name_examples(luno_setup_of(s->b->g), ex, sizeof ex));
  const luno_pending *p = s->b ? luno_pending_of(s->b->g) : NULL;
  if (p && p->kind == LUNO_ASK_TEXT && repl_is_human(s, p->seat))
    repl_say(s, "A question is pending for %s: type the answer (or `answer <text>`).",
             repl_seat_name(p->seat));
  return 0;
}
