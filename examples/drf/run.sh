#!/bin/sh
# The DRF reference in one command: a fresh SQLite database seeded from the contract's examples,
# then Django's server on 127.0.0.1. Needs Debian 12's packages (README.md):
#   apt-get install -y python3-django python3-djangorestframework \
#     python3-djangorestframework-simplejwt python3-django-filters
#
#   examples/drf/run.sh [--port 8000] [--stock]
#   --stock        DRF's and simplejwt's defaults instead of the guide's settings (DRF_STOCK=1)
#   DRF_ACCESS_TTL=2 examples/drf/run.sh   access tokens that expire after 2 s (the expired-token checks)
set -eu
cd "$(dirname "$0")"
PORT=8000
while [ $# -gt 0 ]; do
  case "$1" in
    --port) PORT="$2"; shift 2 ;;
    --port=*) PORT="${1#--port=}"; shift ;;
    --stock) export DRF_STOCK=1; shift ;;
    *) echo "run.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
PY=/usr/bin/python3
DB_DIR="$(mktemp -d)"
export DRF_DB="$DB_DIR/reference.sqlite3"
trap 'rm -rf "$DB_DIR"' EXIT
$PY manage.py migrate --run-syncdb -v 0
$PY manage.py seed
echo "drf: ${DRF_STOCK:+stock defaults }reference on http://127.0.0.1:$PORT"
# Not exec: the trap removes the database when the server stops.
$PY manage.py runserver "127.0.0.1:$PORT" --noreload &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; rm -rf "$DB_DIR"' INT TERM EXIT
wait $SERVER
