#!/usr/bin/env bash
# Makes sure the two system programs the tests need are present: Debian's Chromium (end-to-end tests, axe,
# Lighthouse) and a Java runtime (the W3C HTML validator). Installs them with apt-get when running as root;
# otherwise says exactly what to install and stops.
set -euo pipefail

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "system-deps: installing ${missing[*]} with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi

echo "system-deps: missing ${missing[*]}." >&2
echo "Install them first, for example: sudo apt-get install -y ${missing[*]}" >&2
echo "(Chromium must be at /usr/bin/chromium, or set CHROMIUM_PATH.)" >&2
exit 1
