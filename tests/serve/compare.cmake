# compare.cmake: runs `LUNO serve` on the requests in IN and compares its replies with
# EXPECTED, line for line; the replies are kept in ACTUAL for a diff when they differ.
# RULESETS (the folder searched) is written as $RULESETS, so no machine's path is in them.
execute_process(COMMAND ${LUNO} serve INPUT_FILE ${IN} OUTPUT_VARIABLE out
                ERROR_VARIABLE err RESULT_VARIABLE rc)
string(REPLACE "${RULESETS}" "$RULESETS" out "${out}")
file(WRITE ${ACTUAL} "${out}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "luno serve exited with ${rc}: ${err}")
endif()
file(READ ${EXPECTED} expected)
if(NOT out STREQUAL expected)
  message(FATAL_ERROR "replies differ from ${EXPECTED}; see: diff ${EXPECTED} ${ACTUAL}")
endif()
message(STATUS "replies match ${EXPECTED}")
