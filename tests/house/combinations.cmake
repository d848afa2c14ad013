# combinations.cmake: every combination of the house rules loads and plays: none of them
# conflicts with another (see docs/HOUSE_RULES.md). Each of the 31 non-empty subsets, in
# the listed order and in the reverse order, plays 20 games under `luno sim --check`.
# -DLUNO=path/to/luno
set(rules progressive seven_o jump_in must_play no_specials)
foreach(mask RANGE 1 31)
  set(list official)
  set(rlist official)
  set(picked)
  foreach(i RANGE 4)
    math(EXPR bit "(${mask} >> ${i}) & 1")
    if(bit)
      list(GET rules ${i} r)
      list(APPEND picked ${r})
    endif()
  endforeach()
  set(reversed ${picked})
  list(REVERSE reversed)
  foreach(order picked reversed)
    string(REPLACE ";" "," names "official;${${order}}")
    execute_process(COMMAND ${LUNO} sim --rules ${names} --games 20 --players 3 --check --json
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "--rules ${names}: exit ${rc}\n${out}${err}")
    endif()
  endforeach()
endforeach()
message(STATUS "all 62 orders of the 31 combinations load and play")
