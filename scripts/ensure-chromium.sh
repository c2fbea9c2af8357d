#!/usr/bin/env bash
# The browser journeys run in Debian's Chromium (Playwright's own download
# cannot reach its CDN from these machines). Install it when missing and we
# are allowed to; otherwise say how.
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$CHROME" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing it from Debian (apt-get install chromium)…"
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium >/dev/null 2>&1 ||
    { apt-get update >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium >/dev/null; }
  [ -x "$CHROME" ] && exit 0
  echo "Installing Chromium failed; the browser journeys will be reported as failed." >&2
else
  echo "Chromium not found at $CHROME: install it (sudo apt-get install chromium) or set CHROME_PATH." >&2
fi
exit 0
