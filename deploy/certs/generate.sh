#!/bin/sh
# One-shot service `certs` (image eventstore/es-gencert-cli): a private CA and KurrentDB's node
# certificate in the `certs` volume, made at the first `docker compose up` and kept afterwards.
#   /certs/ca/ca.crt          the CA certificate: KurrentDB's trusted root, and the app's tlsCAFile
#                             (mounted alone, read-only, into projector and api)
#   /certs/ca-key/ca.key      the CA's private key: root only, mounted nowhere else
#   /certs/node/node.{crt,key} KurrentDB's certificate (names kurrentdb, localhost, 127.0.0.1), owned by
#                             KurrentDB's user (uid 1000 in its image)
# `docker compose run --rm certs renew` makes a new node certificate with the same CA (before it expires:
# it is valid for 2 years), then `docker compose restart kurrentdb`.
set -eu
cd /certs

if [ ! -s ca/ca.crt ] || [ ! -s ca-key/ca.key ]; then
  # A new CA: any node certificate signed by an older one is worthless.
  rm -rf ca ca-key node /tmp/ca
  es-gencert-cli create-ca -out /tmp/ca -days 3650
  mkdir -p ca ca-key
  mv /tmp/ca/ca.crt ca/ca.crt
  mv /tmp/ca/ca.key ca-key/ca.key
  echo "certs: created a new CA (valid 10 years)"
fi

if [ "${1:-}" = renew ]; then
  rm -rf node
fi

if [ ! -s node/node.crt ] || [ ! -s node/node.key ]; then
  rm -rf node
  es-gencert-cli create-node -ca-certificate ca/ca.crt -ca-key ca-key/ca.key -out node \
    -dns-names kurrentdb,localhost -ip-addresses 127.0.0.1 -days 730
  echo "certs: created KurrentDB's node certificate (kurrentdb, localhost; valid 2 years)"
fi

chown -R 0:0 ca ca-key
chmod 755 ca
chmod 644 ca/ca.crt
chmod 700 ca-key
chmod 600 ca-key/ca.key
chown -R 1000:1000 node
chmod 700 node
chmod 600 node/node.key
chmod 644 node/node.crt
echo "certs: ready"
