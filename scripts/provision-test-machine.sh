#!/usr/bin/env bash
# First step of `npm test`: gives a clean machine what the suite needs beyond `npm install`, or
# stops within seconds with one line naming what to install (instead of failing minutes later
# in the middle of the browser or PostgreSQL tests).
#   - Node 24 (npm install puts it in node_modules/.bin, which npm scripts run first),
#   - Chromium and its headless shell for Playwright (Debian's, never a browser download),
#     openssl for the TLS test proxy,
#   - Python's icalendar (Debian's python3-icalendar), the independent parser of our iCalendar,
#   - PostgreSQL at TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test).
# Installing needs root and apt-get (Debian); elsewhere it only checks.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf 'provision: %s\n' "$*"; }
stop() {
  printf 'npm test: %s\n' "$*" >&2
  exit 1
}
can_install() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }
apt_updated=''
apt_install() {
  say "installing from apt: $*"
  export DEBIAN_FRONTEND=noninteractive
  if [ -z "$apt_updated" ]; then
    apt-get update -qq
    apt_updated=1
  fi
  apt-get install -y -qq "$@" >/dev/null
}

# --- Node -------------------------------------------------------------------------------------
minimum=$(node -p "require('./package.json').engines.node.match(/\\d+/)[0]")
major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -lt "$minimum" ]; then
  stop "Node.js $minimum or newer is needed, $(command -v node) is $(node --version): run \`npm install\` (it installs Node $minimum into node_modules/.bin) and run npm test again."
fi

# --- Chromium and openssl ---------------------------------------------------------------------
# A browser binary from apt at its Debian path, unless the variable points elsewhere (then it
# is only checked). Leaves the path in $browser (no subshell: apt's update runs once).
need_browser() {
  local variable=$1 default=$2 package=$3 what=$4
  browser="${!variable:-$default}"
  if [ ! -x "$browser" ]; then
    if [ -z "${!variable:-}" ] && can_install; then apt_install "$package"; fi
    [ -x "$browser" ] ||
      stop "$what is needed at $browser for the browser tests: install it (Debian: apt-get install $package) or set $variable."
  fi
}
need_browser CHROMIUM_PATH /usr/bin/chromium chromium Chromium
chromium=$browser
# The e2e suite runs in Chromium's headless shell, but for the push specs (decision 0018).
need_browser CHROMIUM_SHELL_PATH /usr/bin/chromium-headless-shell chromium-headless-shell \
  "Chromium's headless shell"
shell=$browser
if ! command -v openssl >/dev/null 2>&1; then
  if can_install; then apt_install openssl; fi
  command -v openssl >/dev/null 2>&1 ||
    stop "openssl is needed for the TLS tests: install it (Debian: apt-get install openssl)."
fi

# --- An independent iCalendar parser (issue 30: the visits' events are parsed by it) ---------
# Debian's interpreter: the tests ask it first (a pyenv python3 on PATH does not see apt's packages).
has_icalendar() { /usr/bin/python3 -c 'import icalendar' >/dev/null 2>&1 || python3 -c 'import icalendar' >/dev/null 2>&1; }
if ! has_icalendar; then
  if can_install; then apt_install python3-icalendar; fi
  has_icalendar ||
    stop "Python's icalendar is needed to check the booking e-mails' events: install it (Debian: apt-get install python3-icalendar)."
fi

# --- PostgreSQL -------------------------------------------------------------------------------
url="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}"
read -r pg_host pg_port pg_db <<<"$(node -e 'const u = new URL(process.argv[1]); console.log(u.hostname, u.port || 5432, decodeURIComponent(u.pathname.slice(1)))' "$url")"

# Prints nothing when the test database answers, else the PostgreSQL error code (or why not).
pg_error() {
  node --input-type=module -e '
    import pg from "pg";
    const client = new pg.Client({ connectionString: process.argv[1], connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query("select 1");
    } catch (error) {
      console.log(error.code ?? error.message);
    } finally {
      await client.end().catch(() => undefined);
    }' "$url"
}
port_open() { (exec 3<>"/dev/tcp/$pg_host/$pg_port") 2>/dev/null; }
cluster_version() { { ls /etc/postgresql 2>/dev/null || true; } | sort -V | tail -n1; }

pg_status=$(pg_error)
if [ -n "$pg_status" ] && [ "$(id -u)" = 0 ] && { [ "$pg_host" = 127.0.0.1 ] || [ "$pg_host" = localhost ]; }; then
  installed_here=''
  if ! port_open; then
    if [ -z "$(cluster_version)" ] && can_install; then
      apt_install postgresql
      installed_here=1
    fi
    if [ -n "$(cluster_version)" ]; then
      say "starting PostgreSQL $(cluster_version)"
      # Waits only when it did start (a cluster already running elsewhere answers an error).
      if pg_ctlcluster --skip-systemctl-redirect "$(cluster_version)" main start; then
        for _ in $(seq 1 30); do
          port_open && break
          sleep 1
        done
      fi
    fi
  fi
  if [ -n "$installed_here" ]; then
    # A cluster this script just created for the tests: let local TCP connections in without a
    # password, as the test URL has none (a cluster that was already there is left as it is).
    hba="/etc/postgresql/$(cluster_version)/main/pg_hba.conf"
    printf 'host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n%s\n' "$(cat "$hba")" >"$hba"
    pg_ctlcluster --skip-systemctl-redirect "$(cluster_version)" main reload
  fi
  pg_status=$(pg_error)
  if [ "$pg_status" = 3D000 ] && command -v runuser >/dev/null 2>&1; then
    say "creating database $pg_db"
    runuser -u postgres -- createdb "$pg_db"
    pg_status=$(pg_error)
  fi
fi
if [ -n "$pg_status" ]; then
  line="PostgreSQL is needed at $url ($pg_status): install and start it (Debian: apt-get install postgresql, then createdb $pg_db), or set TEST_POSTGRES_URL"
  # Outside CI the PostgreSQL half of the suite is skipped with a warning (README, Requirements).
  [ "${CI:-}" = true ] && stop "$line."
  say "$line; its tests will be skipped."
else
  say "PostgreSQL ready at $url"
fi
say "node $(node --version), chromium $chromium, headless shell $shell"
