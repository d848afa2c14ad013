# Turns a Lua file into a C array so the binary carries its own prelude:
# cmake -DIN=file.lua -DOUT=file.c -DNAME=symbol -P embed.cmake
file(READ "${IN}" hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
file(WRITE "${OUT}" "/* Generated from ${IN}; do not edit. */\nconst char ${NAME}[] = {${bytes}0x00};\n")
