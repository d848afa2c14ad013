# A script's print goes to standard error, escaped, and never into `luno sim --json`'s
# standard output: stdout must be exactly one JSON object.
execute_process(COMMAND ${LUNO} sim --rules official,${CARD} --games 2 --json
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "luno sim exited with ${rc}: ${err}")
endif()
if(NOT out MATCHES "^{\"format\": \"luno-sim 1\", [^\n]*}\n$")
  message(FATAL_ERROR "stdout is not one JSON object:\n${out}")
endif()
if(NOT err MATCHES "print: [^\n]*chatty_card.lua:5: chatty played by\t[0-9]\t\\\\x1b\\[2J")
  message(FATAL_ERROR "print did not reach stderr escaped:\n${err}")
endif()
