#!/usr/bin/env bash
# Tests the SwiftPM plugins with the integration package Examples/PluginConsumer (run by `make test-plugins`,
# part of `make test`). The package depends on this repository by path.
#   - it builds with warnings as errors: the build-tool plugin generates ShopSettings.swift at build time;
#   - its executable checks both models at run time and exits 1 on a mismatch;
#   - `generate-settings --check` passes: the checked-in FeatureSettings.swift is current; after a hand edit it fails;
#   - `generate-settings` writes that file again, byte for byte, after it was deleted.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
swift=${SWIFT:-swift}
example=$root/Examples/PluginConsumer
generated=$example/Sources/CheckedInSettings/Generated/FeatureSettings.swift

fail() { echo "test-plugins: FAILED: $*" >&2; exit 1; }
cd "$example"

"$swift" build -Xswiftc -warnings-as-errors
[ -n "$(find .build/plugins/outputs -path '*SettingsGeneratorPlugin*' -name ShopSettings.swift)" ] \
    || fail "the build-tool plugin wrote no ShopSettings.swift"
"$swift" run -Xswiftc -warnings-as-errors PluginConsumerCheck
echo "test-plugins: the build-tool plugin's model builds and runs"

"$swift" package --allow-writing-to-package-directory generate-settings --check \
    || fail "generate-settings --check: the checked-in code is stale"

backup=$(mktemp)
trap 'cp "$backup" "$generated"; rm -f "$backup"' EXIT
cp "$generated" "$backup"
echo "// a hand edit" >> "$generated"
if "$swift" package --allow-writing-to-package-directory generate-settings --check > "$example/.build/check.log" 2>&1; then
    cat "$example/.build/check.log"
    fail "generate-settings --check passed although $generated was edited"
fi
grep -q "would update .*FeatureSettings.swift" "$example/.build/check.log" \
    || { cat "$example/.build/check.log"; fail "generate-settings --check did not name the stale file"; }
rm "$generated"
"$swift" package --allow-writing-to-package-directory generate-settings
[ -f "$generated" ] || fail "generate-settings did not write $generated"
cmp -s "$backup" "$generated" || fail "generate-settings wrote a different $generated"
echo "test-plugins: the command plugin writes the checked-in code"
echo "test-plugins: ok"
