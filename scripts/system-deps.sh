#!/usr/bin/env bash
# Makes sure the system programs the tests need are present: Debian's Chromium (end-to-end tests, axe,
# Lighthouse), a Java runtime (the W3C HTML validator) and nginx with its brotli static module (a host the deploy
# checks run).
# Installs them with apt-get when running as root; otherwise says exactly what to install and stops.
set -euo pipefail

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
{ [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1; } || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "system-deps: installing ${missing[*]} with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  # Debian's nginx package starts the system service, listening on port 80 of every interface; the tests start
  # their own instance on 127.0.0.1. Refuse service starts for this install (invoke-rc.d's policy hook, exit 101)
  # unless the machine already has a policy of its own.
  policy=/usr/sbin/policy-rc.d
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy"
    chmod +x "$policy"
    trap 'rm -f "$policy"' EXIT
  fi
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi

echo "system-deps: missing ${missing[*]}." >&2
echo "Install them first, for example: sudo apt-get install -y ${missing[*]}" >&2
echo "(Chromium must be at /usr/bin/chromium, or set CHROMIUM_PATH.)" >&2
exit 1
