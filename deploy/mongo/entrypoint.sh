#!/bin/bash
# Entry point of the `mongo` service: a replica set with authentication needs a key file (its members
# authenticate each other with it; mongod refuses --replSet with --auth without one). Made once, at the
# first start, inside the mongo-data volume, readable by mongod's user only; then the image's own entry
# point runs as usual (it creates MONGO_INITDB_ROOT_USERNAME at the first start, without --replSet and
# --keyFile for that moment, then starts mongod with them).
set -euo pipefail
key=/data/db/replica-set.key
if [ ! -s "$key" ]; then
  # 756 random bytes: 1008 base64 characters, within mongod's 6–1024 and its base64 alphabet.
  head -c 756 /dev/urandom | base64 -w 0 > "$key"
fi
chown mongodb:mongodb "$key"
chmod 400 "$key"
exec docker-entrypoint.sh "$@"
