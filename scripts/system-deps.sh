#!/usr/bin/env bash
# The system programs the tests need: Debian's Chromium (end-to-end, axe, Lighthouse), Firefox ESR, WebKitGTK's
# WebDriver (with MiniBrowser) and xvfb-run (the engines checks), a Java runtime (the W3C validator) and nginx with its
# brotli static module (the deploy checks), and openssl (the analytics test's stand-in certificate). Installed with
# apt-get as root, else named.
set -euo pipefail

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
# webkit2gtk-driver depends on libwebkit2gtk-4.1-0, which holds MiniBrowser.
{ [ -x /usr/bin/WebKitWebDriver ] && [ -x /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser ]; } || missing+=(webkit2gtk-driver)
[ -x /usr/bin/xvfb-run ] || missing+=(xvfb)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
{ [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1; } || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "system-deps: installing ${missing[*]} with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  # Debian's nginx starts a system service on port 80; a policy hook (exit 101) refuses it unless the machine has one.
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
