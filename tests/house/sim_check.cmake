# sim_check.cmake: one randomized house-rule test. Runs `luno sim --check --json` (GAMES) and
# house_sim (the first EYES of those games); fails unless both report zero errors,
# zero invariant failures and zero stuck games, every EXPECT count is above zero and every
# ZERO count is zero. A count is looked up in luno sim's plays_by_card, then in house_sim's
# top level, then in house_sim's "said" (lines the scripts said, up to a colon).
# -DLUNO=... -DHOUSE_SIM=... -DRULES=... -DSETS="--set;k=v;..." -DGAMES=n -DEYES=m -DEXPECT=a,b -DZERO=c
cmake_minimum_required(VERSION 3.19)

function(run_json out)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE json ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${ARGN}\nexit ${rc}\n${json}${err}")
  endif()
  message(STATUS "${json}")
  set(${out} "${json}" PARENT_SCOPE)
endfunction()

run_json(sim ${LUNO} sim --rules ${RULES} ${SETS} --games ${GAMES} --check --json)
run_json(eyes ${HOUSE_SIM} --rules ${RULES} ${SETS} --games ${EYES})

foreach(key errors invariant_failures stuck)
  string(JSON a GET "${sim}" ${key})
  string(JSON b GET "${eyes}" ${key})
  if(NOT a EQUAL 0 OR NOT b EQUAL 0)
    message(FATAL_ERROR "${key}: luno sim ${a}, house_sim ${b}")
  endif()
endforeach()

# The count named key (0 when no one reports it: a line never said).
function(count key out)
  string(JSON v ERROR_VARIABLE e GET "${sim}" plays_by_card "${key}")
  if(e)
    string(JSON v ERROR_VARIABLE e GET "${eyes}" "${key}")
  endif()
  if(e)
    string(JSON v ERROR_VARIABLE e GET "${eyes}" said "${key}")
  endif()
  if(e)
    set(v 0)
  endif()
  set(${out} ${v} PARENT_SCOPE)
endfunction()

string(REPLACE "," ";" EXPECT "${EXPECT}")
string(REPLACE "," ";" ZERO "${ZERO}")
foreach(key ${EXPECT})
  count("${key}" v)
  if(NOT v GREATER 0)
    message(FATAL_ERROR "${RULES}: '${key}' never happened in ${GAMES} games")
  endif()
  message(STATUS "${key}: ${v}")
endforeach()
foreach(key ${ZERO})
  count("${key}" v)
  if(NOT v EQUAL 0)
    message(FATAL_ERROR "${RULES}: '${key}' happened ${v} times; it should not under these rules")
  endif()
endforeach()
