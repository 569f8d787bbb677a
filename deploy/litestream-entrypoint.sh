#!/bin/sh
# Container start with Litestream: an empty volume is first filled from the replica (a new
# machine, or the old one's disk lost); then Litestream runs the server and replicates.
set -eu
if [ ! -f "$DATABASE_PATH" ]; then
  litestream restore -if-replica-exists "$DATABASE_PATH"
fi
exec litestream replicate -exec "node server/supervisor.mjs"
