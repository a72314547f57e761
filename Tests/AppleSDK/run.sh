#!/usr/bin/env bash
# Type-checks everything that runs on Apple platforms against Apple's real SDKs (run by `make test-apple-sdk`,
# part of `make test`), for every platform with an SDK here, at the package's declared minimum deployment target:
#   - SettingsRuntime, SettingsStore, SettingsSwiftUI, Generated/Swift and Tests/GeneratedFixtures are emitted as
#     modules, in that order, each against the ones before it; the schemas whose generated files have `#if os(...)`
#     once more for iOS with every such branch taken (the branches of other platforms);
#   - Examples/AppleApp, Examples/AppleIntents, Examples/AppleWidget and the host views of Tests/SwiftUIStandIn type-check;
#   - the host views that get a hook wrong (misnamed, missing, a missing detail property, a misnamed editor, a missing
#     app screen) fail,
#     with the error the docs promise; so must the generated App Intents used wrongly (Tests/AppleSDK/*.swift).
# All with -swift-version 6 -warnings-as-errors.
#
# Where the SDKs come from:
#   APPLE_SWIFTC=path/to/apple-swiftc   a wrapper called as `$APPLE_SWIFTC ios|macos <swiftc arguments>` that runs
#                                       swiftc against the SDK's interfaces (CI: ../shared/apple-sdk/apple-swiftc);
#   on macOS with Xcode                 `xcrun --sdk iphoneos|macosx swiftc`;
#   neither                             one line says so and the script passes: `make test-swiftui` has checked
#                                       the same code against the stand-in (Tests/SwiftUIStandIn/SwiftUI.swift).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"
work=$root/.build/apple-sdk
flags=(-swift-version 6 -parse-as-library -warnings-as-errors)

fail() { echo "test-apple-sdk: FAILED: $*" >&2; exit 1; }

# The minimum deployment targets Package.swift declares (`.iOS(.v17)`, `.macOS(.v14)`).
declared() {
    local version
    version=$(grep -Eo "\.$1\(\.v[0-9_]+\)" Package.swift | head -n 1 | grep -Eo 'v[0-9_]+' | tr -d v | tr _ .)
    [ -n "$version" ] || fail "Package.swift declares no $1 platform"
    case "$version" in *.*) echo "$version" ;; *) echo "$version.0" ;; esac
}

mode=""
if [ -n "${APPLE_SWIFTC:-}" ]; then
    [ -x "$APPLE_SWIFTC" ] || fail "APPLE_SWIFTC=$APPLE_SWIFTC is not an executable"
    mode=wrapper
elif [ "$(uname)" = Darwin ] && command -v xcrun >/dev/null 2>&1 && xcrun --sdk iphoneos --show-sdk-path >/dev/null 2>&1; then
    mode=xcrun
else
    echo "test-apple-sdk: skipped: no Apple SDK here (set APPLE_SWIFTC to ../shared/apple-sdk/apple-swiftc, or run on a Mac with Xcode); make test-swiftui checked the stand-in"
    exit 0
fi

# swiftc for one platform at the declared deployment target.
compile() {
    local platform=$1; shift
    local target
    case "$platform" in
        ios) target=arm64-apple-ios$(declared iOS) ;;
        macos) target=x86_64-apple-macos$(declared macOS) ;;
    esac
    if [ "$mode" = wrapper ]; then
        "$APPLE_SWIFTC" "$platform" -target "$target" "${flags[@]}" "$@"
    else
        local sdk=iphoneos
        [ "$platform" = macos ] && sdk=macosx
        xcrun --sdk "$sdk" swiftc -target "$target" -sdk "$(xcrun --sdk "$sdk" --show-sdk-path)" "${flags[@]}" "$@"
    fi
}

# Everything for one platform, in order (each module against the ones before it).
check_platform() {
    local platform=$1
    local out=$work/$platform
    rm -rf "$out"
    mkdir -p "$out"
    emit() {
        local module=$1; shift
        echo "test-apple-sdk: $platform: $module"
        compile "$platform" -emit-module -module-name "$module" -I "$out" -o "$out/$module.swiftmodule" "$@" \
            || fail "$module does not compile for $platform"
    }
    emit SettingsRuntime Sources/SettingsRuntime/*.swift
    emit SettingsStore Sources/SettingsStore/*.swift
    emit SettingsSwiftUI Sources/SettingsSwiftUI/*.swift
    emit GeneratedSettings Generated/Swift/*.swift
    emit GeneratedFixtures Tests/GeneratedFixtures/*.swift

    echo "test-apple-sdk: $platform: Examples/AppleApp and the host views"
    compile "$platform" -typecheck -I "$out" Examples/AppleApp/*.swift || fail "Examples/AppleApp does not compile for $platform"
    echo "test-apple-sdk: $platform: Examples/AppleIntents (App Intents and App Shortcuts of the Playback schema)"
    compile "$platform" -typecheck -I "$out" Examples/AppleIntents/*.swift || fail "Examples/AppleIntents does not compile for $platform"
    echo "test-apple-sdk: $platform: Examples/AppleWidget (the Companion widget, reading the App Group suite)"
    compile "$platform" -typecheck -I "$out" Examples/AppleWidget/*.swift || fail "Examples/AppleWidget does not compile for $platform"
    for host in DebugMenuHost CustomEditorHost PresetPickerHost ActionRowHost CommitModeHost PortSettingsHost; do
        compile "$platform" -typecheck -I "$out" "Tests/SwiftUIStandIn/$host.swift" \
            || fail "Tests/SwiftUIStandIn/$host.swift does not compile for $platform"
    done

    # Each host view that gets a hook wrong, and the errors it must get: the generated protocol, and the function
    # or property that is missing, by name (docs/runtime.md quotes them).
    while IFS='|' read -r file expected missing; do
        echo "test-apple-sdk: $platform: $file must not compile"
        if compile "$platform" -typecheck -I "$out" "Tests/SwiftUIStandIn/$file" >"$out/$file.log" 2>&1; then
            fail "Tests/SwiftUIStandIn/$file compiled for $platform"
        fi
        for pattern in "$expected" "$missing"; do
            grep -qF "$pattern" "$out/$file.log" || { cat "$out/$file.log"; fail "$file: not the expected error ($pattern)"; }
        done
    done <<'EOF'
MisnamedHook.swift|does not conform to protocol 'BetaSettingsViewDSL'|protocol requires function 'smoothingSectionFooter()'
MissingActionHook.swift|does not conform to protocol 'DebugMenuViewDSL'|protocol requires function 'resetAllSettings()'
MissingDetailProperty.swift|does not conform to protocol 'DebugMenuExternalDataDetails'|protocol requires property
MisnamedCustomEditor.swift|does not conform to protocol 'CustomTypesViewDSL'|protocol requires function 'tripHomeRegionEditor'
MissingScreenHook.swift|does not conform to protocol 'PortSettingsViewDSL'|protocol requires function 'filtersScreen()'
EOF

    # The generated App Intents and Settings window used wrongly (issue 33): a route the "Open settings" intent does not
    # have, a value of another type than the setting's, a route the window's opener does not have (macOS only: the
    # window is). Each must fail with the error Xcode reports.
    while IFS='|' read -r file only expected; do
        [ "$only" = all ] || [ "$only" = "$platform" ] || continue
        echo "test-apple-sdk: $platform: Tests/AppleSDK/$file must not compile"
        if compile "$platform" -typecheck -I "$out" "Tests/AppleSDK/$file" >"$out/$file.log" 2>&1; then
            fail "Tests/AppleSDK/$file compiled for $platform"
        fi
        grep -qF "$expected" "$out/$file.log" || { cat "$out/$file.log"; fail "$file: not the expected error ($expected)"; }
    done <<'EOF'
MisnamedIntentRoute.swift|all|type 'PlaybackSettingsIntents.Destination' has no member 'smoothingWindowSise'
WrongIntentParameterType.swift|all|cannot convert value of type 'Double' to expected argument type 'Int'
MisnamedWindowRoute.swift|macos|type 'PlaybackSettings.Route' has no member 'streamingCelular'
EOF
}

# The checks of other platforms' branches, against the iOS SDK (after check_platform ios, whose modules they import).
check_other_platforms_on_ios() {

# The generated DSL limits rows and sections to platforms (`platforms:`) with `#if os(...)`; the iOS and macOS
# builds above take only their own branches. Each schema whose generated files hold such a branch is type-checked
# once more against the iOS SDK with every `#if os(...)` taken, so the tvOS, watchOS and visionOS branches compile
# too. A schema's files (the model, the form, the DSL: the files whose first line names that schema) compile on their
# own against the runtime modules, so only those schemas are checked again, not the whole of Generated/Swift and
# Tests/GeneratedFixtures (a third type-check of about 42,000 lines, for a handful of branches).
branched=0
for module in GeneratedSettings:Generated/Swift GeneratedFixtures:Tests/GeneratedFixtures; do
    name=${module%%:*} dir=${module#*:}
    for schema in $(grep -l -E '^ *#(if|elseif) .*os\((iOS|macOS|tvOS|watchOS|visionOS)\)' "$dir"/*.swift | xargs -r head -q -n 1 | sort -u | sed -E 's/.* from (.*)\.$/\1/'); do
        variant=$work/all-platforms/$name-$schema
        rm -rf "$variant"
        mkdir -p "$variant"
        for file in "$dir"/*.swift; do
            case "$(head -n 1 "$file")" in "// DO NOT EDIT. Generated by settingsc "*" from $schema.") ;; *) continue ;; esac
            sed -E 's/os\((iOS|macOS|tvOS|watchOS|visionOS)\)/true/g' "$file" >"$variant/$(basename "$file")"
        done
        grep -q '^ *#if true' "$variant"/*.swift || fail "$schema: no #if os(...) taken in $variant"
        echo "test-apple-sdk: ios: $name's files of $schema with every #if os(...) of the DSL taken (platforms:)"
        compile ios -typecheck -module-name "$name" -I "$work/ios" "$variant"/*.swift \
            || fail "$name ($schema) with every platform's branch does not compile"
        branched=$((branched + 1))
    done
done
[ "$branched" -ge 2 ] || fail "expected #if os(...) in the generated DSL of Generated/Swift and Tests/GeneratedFixtures, found $branched schemas"

# No tvOS or watchOS SDK here: their `#if os(tvOS)` / `#if os(watchOS)` branches (the stand-ins for Stepper, Slider and
# text selection, which those platforms lack) are type-checked against the iOS SDK with those conditions taken.
# This checks that they compile; that they use only what tvOS and watchOS have is checked by reading the
# interfaces' @available attributes (docs/runtime.md, Platforms).
branches=$work/tvos-watchos-branches
rm -rf "$branches"
mkdir -p "$branches"
for file in Sources/SettingsSwiftUI/*.swift; do
    sed -E 's/os\((tvOS|watchOS)\)/true/g; s/os\((iOS|macOS|visionOS)\)/false/g' "$file" >"$branches/$(basename "$file")"
done
grep -q '^ *#if true' "$branches"/*.swift || fail "no #if os(tvOS) branch in Sources/SettingsSwiftUI"
echo "test-apple-sdk: ios: SettingsSwiftUI with its tvOS and watchOS branches taken"
compile ios -emit-module -module-name SettingsSwiftUI -I "$work/ios" -o "$branches/SettingsSwiftUI.swiftmodule" "$branches"/*.swift \
    || fail "the tvOS/watchOS branches of SettingsSwiftUI do not compile"
}

# Each compiler call uses one core: the iOS and macOS checks run side by side (CI machines have two), each into its
# own log, printed whole when both are done.
mkdir -p "$work"
(check_platform ios; check_other_platforms_on_ios) >"$work/ios.log" 2>&1 &
ios_job=$!
check_platform macos >"$work/macos.log" 2>&1 &
macos_job=$!
ios_status=0 macos_status=0
wait "$ios_job" || ios_status=$?
wait "$macos_job" || macos_status=$?
cat "$work/ios.log" "$work/macos.log"
[ "$ios_status" -eq 0 ] || fail "the iOS checks failed (above)"
[ "$macos_status" -eq 0 ] || fail "the macOS checks failed (above)"
echo "test-apple-sdk: passed (iOS $(declared iOS), macOS $(declared macOS), real SDKs)"
