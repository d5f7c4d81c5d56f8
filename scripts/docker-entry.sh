#!/bin/sh
# The image's entrypoint: one image serves every role (release/migrate, web, worker), chosen by the command.
# Only the web gets a heap budget (Procfile's web line, decision 0360): the worker parses whole catalogues.
# exec keeps node as PID 1, so it receives SIGTERM and shuts down gracefully.
if [ "$1" = "web" ]; then
  exec node --max-semi-space-size=16 --max-old-space-size=160 dist/server/main.js "$@"
fi
exec node --max-semi-space-size=16 dist/server/main.js "$@"
