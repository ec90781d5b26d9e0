#!/usr/bin/env bash
# The engines' runner (tests/e2e/engines) drives Debian's WebKitGTK (WebKitWebDriver and its
# MiniBrowser: webkit2gtk-driver, which brings libwebkit2gtk-4.1) on a virtual X display (xvfb,
# and xauth for xvfb-run), and Debian's Firefox ESR. No browser is downloaded: install the
# packages that are missing, so `npm test` and .ci/run work on a fresh machine (needs root or sudo).
set -euo pipefail
missing=()
[ -x /usr/bin/WebKitWebDriver ] && [ -x /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser ] ||
  missing+=(webkit2gtk-driver libwebkit2gtk-4.1-0)
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
[ -x /usr/bin/xvfb-run ] || missing+=(xvfb)
[ -x /usr/bin/xauth ] || missing+=(xauth)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Browser engines missing; installing Debian's ${missing[*]}..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
started=$(date +%s)
$SUDO apt-get update -qq
# Without recommends (fonts, sound, spelling...): 56 packages, 134 MB, instead of about 220.
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "Installed in $(($(date +%s) - started)) s:" \
  "$(/usr/bin/firefox-esr --version 2>/dev/null)," \
  "WebKitGTK $(dpkg-query -W -f='${Version}' libwebkit2gtk-4.1-0)"
