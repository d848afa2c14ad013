/* commands.h: the command table and every command. Private to repl/. */
#ifndef LUNO_REPL_COMMANDS_H
#define LUNO_REPL_COMMANDS_H

#include "session.h"

typedef int (*command_fn)(session *s, int argc, char **argv, const char *rest);
typedef struct command {
  const char *name;
  command_fn fn;
  const char *usage;
  const char *summary;
  const char *help;
} command;
const command *repl_command_table(int *count);
const command *repl_command_find(const char *name);
/* The command whose name is nearest to word, within a third of its length, or NULL. */
const char *repl_command_near(const char *word);
/* Whether the command is a reaction any human seat may take (`... as <seat>`). */
int repl_command_reacts(const command *c);

int repl_cmd_play(session *s, int argc, char **argv, const char *rest);
int repl_cmd_draw(session *s, int argc, char **argv, const char *rest);
int repl_cmd_pass(session *s, int argc, char **argv, const char *rest);
int repl_cmd_uno(session *s, int argc, char **argv, const char *rest);
int repl_cmd_catch(session *s, int argc, char **argv, const char *rest);
int repl_cmd_challenge(session *s, int argc, char **argv, const char *rest);
int repl_cmd_accept(session *s, int argc, char **argv, const char *rest);
int repl_cmd_choose(session *s, int argc, char **argv, const char *rest);
int repl_cmd_penalty(session *s, int argc, char **argv, const char *rest);
int repl_cmd_hint(session *s, int argc, char **argv, const char *rest);
int repl_cmd_step(session *s, int argc, char **argv, const char *rest);
int repl_cmd_run(session *s, int argc, char **argv, const char *rest);
int repl_cmd_undo(session *s, int argc, char **argv, const char *rest);
int repl_cmd_redo(session *s, int argc, char **argv, const char *rest);
int repl_cmd_answer(session *s, int argc, char **argv, const char *rest);
/* Answers the pending typed question of a human seat with text ("" for none). */
int repl_answer_text(session *s, const char *text);

int repl_cmd_help(session *s, int argc, char **argv, const char *rest);
int repl_cmd_new(session *s, int argc, char **argv, const char *rest);
int repl_cmd_show(session *s, int argc, char **argv, const char *rest);
int repl_cmd_hand(session *s, int argc, char **argv, const char *rest);
int repl_cmd_log(session *s, int argc, char **argv, const char *rest);
int repl_cmd_save(session *s, int argc, char **argv, const char *rest);
int repl_cmd_load(session *s, int argc, char **argv, const char *rest);
int repl_cmd_replay(session *s, int argc, char **argv, const char *rest);
int repl_cmd_rules(session *s, int argc, char **argv, const char *rest);
int repl_cmd_set(session *s, int argc, char **argv, const char *rest);
int repl_cmd_reload(session *s, int argc, char **argv, const char *rest);
int repl_cmd_lua(session *s, int argc, char **argv, const char *rest);
int repl_cmd_reveal(session *s, int argc, char **argv, const char *rest);
int repl_cmd_quit(session *s, int argc, char **argv, const char *rest);

/* Lists the shipped rulesets' names (folders, house/, special/, presets/). */
int repl_ruleset_names(char names[][64], int max);
/* Notes what the action at a log index answered (and a penalty's reason, or NULL). */
void repl_keep_note(session *s, int index, int kind, const char *reason);
/* Starts a game from c (prefix: a line said before the first view). */
int repl_start_game(session *s, const luno_config *c, const char *prefix);

#endif
