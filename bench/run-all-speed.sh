#!/usr/bin/env bash
# Every speed benchmark of issue 15, one after the other, with the issue's settings: PostgreSQL (BENCH_DATABASE_URL,
# else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test), 100,000 graduates, 20,000 jobs, 1,000,000
# answers, autocannon 20 connections, 20 s measured after 3 s warm-up per target, medians of 3 rounds, the app
# against raw-pg Fastify and Express routes in the same run. Run it on a quiet machine (nothing else busy): the
# figures are only worth what the machine gives them. About an hour on 2 cores: 25-35 minutes of it is seeding the
# 1,000,000 answers, which since migration 0020 go through the outcome tables' commit-time recompute (26 minutes on
# the busy machine of issue 15's session), then about 8 minutes of load per benchmark and 20 for the four lists.
#
#   bench/run-all-speed.sh            # or: npm run bench:speed
#   BENCH_OUT=/some/folder bench/run-all-speed.sh
#   BENCH_QUICK=1 bench/run-all-speed.sh   # tiny data, 2 s loads, 1 round: checks the script works (3-4 minutes)
#
# Prints every benchmark's tables as it finishes and keeps them, with each one's progress log, in $BENCH_OUT
# (a new temporary folder by default). Exits non-zero if any benchmark failed (an error response, a lost or wrong
# answer, a start that did not answer), after running the others.
set -uo pipefail
cd "$(dirname "$0")/.."
out="${BENCH_OUT:-$(mktemp -d -t tvet-speed-XXXXXX)}"
mkdir -p "$out"
failed=()

run() {
  local name=$1
  shift
  echo "== $name ($(date -u +%H:%M:%S) UTC): $*" >&2
  if node --import tsx "$@" >"$out/$name.md" 2>"$out/$name.log"; then
    cat "$out/$name.md"
  else
    failed+=("$name")
    echo "!! $name failed; last lines of $out/$name.log:" >&2
    tail -20 "$out/$name.log" >&2
    cat "$out/$name.md"
  fi
  echo
}

echo "Load average before the runs: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
# npm start is measured on a built tree; the /login budget reads the same build.
[ -f apps/web/dist/index.html ] || npm run build >"$out/build.log" 2>&1 || failed+=("build")

if [ -n "${BENCH_QUICK:-}" ]; then
  load=(--connections 20 --duration 2 --warmup 1 --rounds 1)
  run jwt-verify bench/jwt-verify.ts --rounds 1 --seconds 0.5
  run survey-submit bench/survey-submit.ts --graduates 3000 --answers 20000 --pool 300 "${load[@]}"
  run job-feed bench/job-feed.ts --graduates 2000 --employers 50 --jobs 2000 --applications 5000 --pool 200 "${load[@]}"
  run graduate-lists bench/graduate-lists.ts --graduates 2000 --employers 50 --jobs 1000 --applications 5000 \
    --surveys 8 --conversations 3000 --messages 20000 --pool 100 "${load[@]}"
  run server-footprint bench/server-footprint.ts --repeat 1 --settle 1
else
  load=(--connections 20 --duration 20 --warmup 3 --rounds 3)
  run jwt-verify bench/jwt-verify.ts --rounds 5 --seconds 2
  run survey-submit bench/survey-submit.ts --graduates 100000 --answers 1000000 --pool 10000 "${load[@]}"
  run job-feed bench/job-feed.ts --graduates 100000 --employers 500 --jobs 20000 --applications 100000 \
    --pool 2000 "${load[@]}"
  run graduate-lists bench/graduate-lists.ts --graduates 100000 --jobs 20000 --applications 100000 \
    --conversations 150000 --messages 1000000 --pool 1000 "${load[@]}"
  run server-footprint bench/server-footprint.ts --repeat 3 --settle 5
fi
echo "== bundle-size ($(date -u +%H:%M:%S) UTC)" >&2
node bench/bundle-size.mjs >"$out/bundle-size.md" 2>"$out/bundle-size.log" || failed+=("bundle-size")
cat "$out/bundle-size.md"

echo "Tables and logs: $out" >&2
if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed: ${failed[*]}" >&2
  exit 1
fi
