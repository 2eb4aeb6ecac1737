#!/usr/bin/env bash
# `npm start` on the embedded database with no set-up: start, health, sign up, stop.
set -euo pipefail
cd "$(dirname "$0")/.."

port=3900
data_dir=$(mktemp -d)
log=$(mktemp)
# Its own process group, so stopping it stops npm and the server it started.
setsid env -u DATABASE_URL PORT=$port EMBEDDED_DB_DIR="$data_dir/pg" npm start >"$log" 2>&1 &
server=$!
cleanup() { kill -TERM -- "-$server" 2>/dev/null || true; sleep 2; rm -rf "$data_dir"; }
trap cleanup EXIT

for _ in $(seq 1 180); do
  curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  if ! kill -0 "$server" 2>/dev/null; then cat "$log"; echo "smoke: npm start exited"; exit 1; fi
  sleep 1
done
# Each answer is read whole before it is searched: `grep -q` stops reading at its match, and curl,
# still writing a longer page into the closed pipe, would fail the pipeline (pipefail).
health=$(curl -fsS "http://127.0.0.1:$port/api/health")
grep -q '"status":"ok"' <<<"$health" || { tail -50 "$log"; echo "smoke: not healthy"; exit 1; }
page=$(curl -fsS "http://127.0.0.1:$port/")
grep -q '<div id="root"' <<<"$page" || { echo "smoke: the frontend is not served"; exit 1; }
status=$(curl -s -o /dev/null -w '%{http_code}' -H 'Content-Type: application/json' \
  -d '{"email":"smoke@example.test","password":"smoke-password","firstName":"Smoke","lastName":"Test"}' \
  "http://127.0.0.1:$port/api/auth/register")
[[ "$status" == "201" ]] || { echo "smoke: sign-up answered $status"; exit 1; }
echo "smoke: npm start served the app on the embedded database and sign-up worked"
