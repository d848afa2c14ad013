# bot_rate.cmake: bots answer the quiz right with probability quiz_skill. house_sim plays
# GAMES games of official,quiz with quiz_skill=0.P and counts the lines the rule said,
# "quiz right: ..." and "quiz wrong: ..."; the share of right answers must lie within four
# standard deviations of P/10: (10 right - P n)^2 <= 16 n P (10 - P), in whole numbers.
# -DHOUSE_SIM=path -DP=digit -DGAMES=n -DSEED=s
cmake_minimum_required(VERSION 3.19)
execute_process(COMMAND ${HOUSE_SIM} --rules official,quiz --set quiz_skill=0.${P} --games ${GAMES}
                        --seed ${SEED}
                RESULT_VARIABLE rc OUTPUT_VARIABLE json ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "house_sim: exit ${rc}\n${json}${err}")
endif()
string(JSON right GET "${json}" said "quiz right")
string(JSON wrong GET "${json}" said "quiz wrong")
math(EXPR n "${right} + ${wrong}")
math(EXPR gap "10 * ${right} - ${P} * ${n}")
math(EXPR lhs "${gap} * ${gap}")
math(EXPR rhs "16 * ${n} * ${P} * (10 - ${P})")
math(EXPR permille "1000 * ${right} / ${n}")
message(STATUS "quiz_skill 0.${P}: ${right} right answers of ${n} (${permille} per 1000)")
if(n LESS 1000 OR lhs GREATER rhs)
  message(FATAL_ERROR "quiz_skill 0.${P}: ${right} right answers of ${n} is not within 4 sigma")
endif()
