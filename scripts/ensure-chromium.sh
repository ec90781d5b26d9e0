#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (Playwright's own browser download is not
# reachable here). Install it when missing, so `npm test` works on a fresh machine.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium not found at /usr/bin/chromium; installing Debian's package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
