# cmake/install.cmake: what `cmake --install build --prefix P` puts in P (DESTDIR works):
#   bin/luno                      the program (luno's own libraries linked in)
#   lib/libluno.so.MAJOR.MINOR    the core and the Lua host as one shared library
#   include/luno/*.h              its public headers
#   lib/pkgconfig/luno.pc         for `pkg-config --cflags --libs luno` (relocatable)
#   share/luno/rulesets/          the shipped rulesets, found by the installed luno
#                                 wherever P is (lua/paths.c)
#   share/luno/web/               the page `luno web` serves (found beside the program)
#   share/man/man1/luno.1         the manual page
#   share/doc/luno/               the author's docs (TUTORIAL, API, RULES, HOUSE_RULES,
#                                 SANDBOX, SEARCH_BOT, SIMULATION), PROTOCOL.md and the C
#                                 example
#   share/luno/meta/luno.lua      the LuaLS definitions of the scripting API
#   lib/python3.X/dist-packages/luno  the Python package (lib/python3/dist-packages under
#                                 /usr): Debian's python3 finds it there, and it finds
#                                 the luno program of its own prefix
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
  ${PROJECT_SOURCE_DIR}/lua/include/luno/env.h
  DESTINATION include/luno)
install(FILES ${CMAKE_BINARY_DIR}/luno.pc DESTINATION lib/pkgconfig)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/rulesets/ DESTINATION share/luno/rulesets
        FILES_MATCHING PATTERN "*.lua")
install(DIRECTORY ${PROJECT_SOURCE_DIR}/app/web/page/ DESTINATION share/luno/web)
install(FILES ${PROJECT_SOURCE_DIR}/docs/luno.1 DESTINATION share/man/man1)
install(FILES ${PROJECT_SOURCE_DIR}/docs/PROTOCOL.md ${PROJECT_SOURCE_DIR}/docs/examples/two_bots.c
        ${PROJECT_SOURCE_DIR}/docs/TUTORIAL.md ${PROJECT_SOURCE_DIR}/docs/RULES.md
        ${PROJECT_SOURCE_DIR}/docs/HOUSE_RULES.md ${PROJECT_SOURCE_DIR}/docs/SEARCH_BOT.md
        ${PROJECT_SOURCE_DIR}/docs/SIMULATION.md ${PROJECT_SOURCE_DIR}/lua/API.md
        ${PROJECT_SOURCE_DIR}/lua/SANDBOX.md DESTINATION share/doc/luno)
# The LuaLS definitions of the scripting API, for an editor's completion of `g:` (point
# lua-language-server's workspace.library at the folder).
install(FILES ${PROJECT_SOURCE_DIR}/lua/meta/luno.lua DESTINATION share/luno/meta)

# The Python package, where Debian's python3 looks for a prefix's packages: /usr's own in
# lib/python3/dist-packages, any other prefix's (/usr/local) in lib/python3.X/dist-packages.
find_program(LUNO_PYTHON3 NAMES python3 PATHS /usr/bin NO_DEFAULT_PATH)
set(_luno_pydir lib/python3/dist-packages)
if(LUNO_PYTHON3 AND NOT CMAKE_INSTALL_PREFIX STREQUAL "/usr")
  execute_process(COMMAND ${LUNO_PYTHON3} -c "import sys; print('%d.%d' % sys.version_info[:2])"
                  OUTPUT_VARIABLE _luno_pyver OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(_luno_pyver)
    set(_luno_pydir lib/python${_luno_pyver}/dist-packages)
  endif()
endif()
set(LUNO_PYTHON_DIR ${_luno_pydir} CACHE STRING "where the Python package goes, under the prefix")
# Every module of the package (a list by hand forgot a new one: the install test caught it).
file(GLOB LUNO_PYTHON_FILES ${PROJECT_SOURCE_DIR}/python/luno/*.py)
install(FILES ${LUNO_PYTHON_FILES} DESTINATION ${LUNO_PYTHON_DIR}/luno)
