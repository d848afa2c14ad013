# cmake/install.cmake: what `cmake --install build --prefix P` puts in P (DESTDIR works):
#   bin/luno                      the program (luno's own libraries linked in)
#   lib/libluno.so.MAJOR.MINOR    the core and the Lua host as one shared library
#   include/luno/*.h              its public headers
#   lib/pkgconfig/luno.pc         for `pkg-config --cflags --libs luno` (relocatable)
#   share/luno/rulesets/          the shipped rulesets, found by the installed luno
#                                 wherever P is (lua/paths.c)
#   share/man/man1/luno.1         the manual page
#   share/doc/luno/               PROTOCOL.md and the C example
# Included from the top CMakeLists.txt after the layers are defined.

# The static layers go into a shared library too, so their code must be PIC; and only what
# their public headers mark LUNO_API is exported from it (every other name stays hidden).
set_target_properties(luno_core luno_sandbox luno_host PROPERTIES POSITION_INDEPENDENT_CODE ON
                      C_VISIBILITY_PRESET hidden)

# libluno.so: every object of luno_core, luno_sandbox and luno_host (whole archives), Lua linked in
# privately. 0.x releases may change the ABI at each minor version: the soname says so.
add_library(luno_shared SHARED ${CMAKE_CURRENT_LIST_DIR}/libluno.c)
target_link_libraries(luno_shared PRIVATE
  -Wl,--whole-archive luno_host luno_sandbox luno_core -Wl,--no-whole-archive luno_lua)
target_include_directories(luno_shared PRIVATE ${PROJECT_SOURCE_DIR}/core/include)
set_target_properties(luno_shared PROPERTIES
  C_VISIBILITY_PRESET hidden
  OUTPUT_NAME luno
  VERSION ${PROJECT_VERSION}
  SOVERSION ${PROJECT_VERSION_MAJOR}.${PROJECT_VERSION_MINOR}
  LIBRARY_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/lib)
target_compile_definitions(luno_shared PRIVATE LUNO_VERSION="${PROJECT_VERSION}")

configure_file(${CMAKE_CURRENT_LIST_DIR}/luno.pc.in ${CMAKE_BINARY_DIR}/luno.pc @ONLY)

install(TARGETS luno RUNTIME DESTINATION bin)
install(TARGETS luno_shared LIBRARY DESTINATION lib NAMELINK_COMPONENT Unspecified)
install(FILES
  ${PROJECT_SOURCE_DIR}/core/include/luno/luno.h
  ${PROJECT_SOURCE_DIR}/core/include/luno/luno_host.h
  ${PROJECT_SOURCE_DIR}/lua/include/luno/host.h
  ${PROJECT_SOURCE_DIR}/lua/include/luno/table.h
  ${PROJECT_SOURCE_DIR}/lua/include/luno/paths.h
  DESTINATION include/luno)
install(FILES ${CMAKE_BINARY_DIR}/luno.pc DESTINATION lib/pkgconfig)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/rulesets/ DESTINATION share/luno/rulesets
        FILES_MATCHING PATTERN "*.lua")
install(FILES ${PROJECT_SOURCE_DIR}/docs/luno.1 DESTINATION share/man/man1)
install(FILES ${PROJECT_SOURCE_DIR}/docs/PROTOCOL.md ${PROJECT_SOURCE_DIR}/docs/examples/two_bots.c
        DESTINATION share/doc/luno)
