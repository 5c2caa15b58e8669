#!/usr/bin/env bash
# Builds the site twice for the end-to-end tests: spa mode and bff mode, against the e2e SSO port
# (shifted like the other e2e ports by E2E_PORT_OFFSET, see e2e/ports.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
offset="${E2E_PORT_OFFSET:-0}"
sso="http://localhost:${E2E_SSO_PORT:-$((4100 + offset))}"
tag=""
[ "$offset" = 0 ] || tag="-$offset"
for mode in spa bff; do
  VITE_AUTH_PROVIDER_URL="$sso" VITE_AUTH_MODE="$mode" \
    npx vite build apps/site --config apps/site/vite.config.ts --outDir "dist-e2e-$mode$tag" --emptyOutDir --logLevel warn
done
