# smoke.cmake: runs `bench MATCHES` and checks it succeeds and prints both figures
# (ns per turn of luno and of the baseline, and their ratio) and the rows of the search on
# turns of menus. No timing is asserted.
execute_process(COMMAND ${BENCH} ${MATCHES}
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT status EQUAL 0)
  message(FATAL_ERROR "bench exited with ${status}")
endif()
foreach(pattern "\nluno +${MATCHES} +[0-9]+ +[1-9][0-9]* +[0-9.]+ +[0-9.]+ +[0-9.]+ +[0-9.]+\n"
                "\nbaseline +${MATCHES} +[0-9]+ +[1-9][0-9]* +[0-9.]+ +[0-9.]+ +[0-9.]+ +[0-9.]+\n"
                "\nratio luno/baseline: [0-9.]+x"
                "\nphase_10 +[0-9.]+ +[0-9]+ +[0-9.]+ +[0-9.]+\n"
                "\nskip_bo +[0-9.]+ +[0-9]+ +[0-9.]+ +[0-9.]+\n")
  if(NOT out MATCHES "${pattern}")
    message(FATAL_ERROR "bench printed no line matching '${pattern}'")
  endif()
endforeach()
