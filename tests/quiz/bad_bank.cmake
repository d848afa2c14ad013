# bad_bank.cmake: question banks that are malformed are refused when the game is set up,
# naming the bank file and the line of the bad question; a well-formed bank of one's own
# loads by name or by path. Runs `luno sim` (and `luno rules`) with LUNO_PATH set to a copy
# of the shipped rulesets plus the banks of tests/quiz/banks/.
# -DLUNO=path -DRULESETS=dir -DBANKS=dir -DWORK=dir
cmake_minimum_required(VERSION 3.19)
file(REMOVE_RECURSE ${WORK})
foreach(dir official house presets quiz)
  file(COPY ${RULESETS}/${dir} DESTINATION ${WORK}/rulesets)
endforeach()
file(GLOB banks ${BANKS}/*.lua)
file(COPY ${banks} DESTINATION ${WORK}/rulesets/quiz)

# Runs luno with args; its status must be `want` (0 or nonzero) and stderr match regex.
function(expect want regex)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env LUNO_PATH=${WORK}/rulesets ${LUNO} ${ARGN}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if((want EQUAL 0 AND NOT rc EQUAL 0) OR (NOT want EQUAL 0 AND rc EQUAL 0))
    message(FATAL_ERROR "luno ${ARGN}: exit ${rc}\n${out}${err}")
  endif()
  if(NOT err MATCHES "${regex}")
    message(FATAL_ERROR "luno ${ARGN}: stderr '${err}' does not match '${regex}'")
  endif()
  message(STATUS "luno ${ARGN}: ${err}")
endfunction()

set(sim sim --rules classroom --games 2 --set)
expect(1 "quiz/no_answer.lua:5: question: no accepted answer" ${sim} quiz_bank=no_answer)
expect(1 "quiz/typo.lua:4: question: unknown field 'anwser'" ${sim} quiz_bank=typo)
expect(1 "quiz/plain.lua:3: the entry after this question is not written question" ${sim} quiz_bank=plain)
expect(1 "quiz/syntax.lua:6: '}' expected" ${sim} quiz_bank=syntax)
expect(1 "quiz/long.lua:3: question: the prompt is longer than 120 characters" ${sim} quiz_bank=long)
expect(1 "quiz bank quiz/empty.lua has no questions" ${sim} quiz_bank=empty)
expect(1 "quiz_bank 'nothere': no bank quiz/nothere.lua on the ruleset path" ${sim} quiz_bank=nothere)
expect(1 "quiz_bank '/tmp/x.lua': a bank path is relative to the ruleset path" ${sim} quiz_bank=/tmp/x.lua)
expect(1 "option quiz_skill takes a number from 0 to 1, not 1.5" ${sim} quiz_skill=1.5)
expect(1 "quiz/typo.lua:4: question: unknown field" rules --rules classroom --set quiz_bank=typo)
expect(0 "^$" ${sim} quiz_bank=mine)
expect(0 "^$" ${sim} quiz_bank=quiz/mine.lua)
