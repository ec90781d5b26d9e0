#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (Playwright's own browser download is not
# reachable here). Install it when missing, so `npm test` works on a fresh machine. Debian's
# fonts-noto-core comes with it: Noto Sans Devanagari, so Hindi and Marathi screens render real
# glyphs in tests and screenshots (docs/languages.md).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -f /usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf ] || missing+=(fonts-noto-core)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]}..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
/usr/bin/chromium --version
