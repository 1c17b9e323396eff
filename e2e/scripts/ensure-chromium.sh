#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; Playwright's own browser download cannot work offline.
set -euo pipefail
bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$bin" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Browser tests need Chromium at $bin. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH)." >&2
exit 1
