#!/usr/bin/env bash
# Tests .pre-commit-hooks.yaml with the real pre-commit tool (run by `make test-pre-commit`, part of `make test`).
#
# A throwaway consumer git repository uses this repository's hooks through a local clone at HEAD (so the
# hooks are tested as committed). pre-commit installs the hooks as `language: swift` does: it clones that repository
# into its cache (.build/pre-commit-home) and runs `swift build -c release` in the clone.
#   PRE_COMMIT_BUILD=clone   (the default) that build really compiles the clone, as on a user's machine;
#   PRE_COMMIT_BUILD=reuse   (`make test`, so CI compiles each configuration once) Tests/PreCommit/swift-build-reuse
#                            answers that one call: it checks that pre-commit asked for exactly
#                            `swift build --package-path <clone at HEAD> -c release --build-path ...` and puts the
#                            release settingsc that `make build` compiled ($SETTINGSC_RELEASE) where that build
#                            would have put it. Everything after it (hooks, PATH, exit codes, output) is pre-commit's own.
#   - a commit with a good schema and current generated code passes;
#   - a commit with a broken schema is refused, and the diagnostic is shown;
#   - a commit whose generated code is stale is refused, and passes once regenerated;
#   - a commit that would lose saved values (settingsc-compat: a setting renamed without renamedFrom) is refused
#     with the diagnostic, and passes once the rename says where the value was stored.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
pre_commit=${PRE_COMMIT:-$root/.venv/bin/pre-commit}
settingsc=${SETTINGSC:-$root/.build/debug/settingsc}
work=$root/.build/pre-commit-test
export PRE_COMMIT_HOME=$root/.build/pre-commit-home
build_mode=${PRE_COMMIT_BUILD:-clone}

fail() { echo "test-pre-commit: FAILED: $*" >&2; exit 1; }
[ -x "$pre_commit" ] || fail "pre-commit not found at $pre_commit (make tooling-venv installs it)"
[ -x "$settingsc" ] || fail "settingsc not found at $settingsc (build it first)"

rm -rf "$work"
mkdir -p "$work"

case "$build_mode" in
    clone) ;;
    reuse)
        settingsc_release=${SETTINGSC_RELEASE:-$root/.build/release-cli/release/settingsc}
        [ -x "$settingsc_release" ] || fail "PRE_COMMIT_BUILD=reuse: no release settingsc at $settingsc_release (make build)"
        # pre-commit keys its cache by repository and rev: a cache made by a real build is not reused, nor the other way.
        export PRE_COMMIT_HOME=$root/.build/pre-commit-home-reuse
        rm -rf "$PRE_COMMIT_HOME"
        REAL_SWIFT=$(command -v swift) || fail "no swift on PATH"
        mkdir -p "$work/bin"
        ln -s "$root/Tests/PreCommit/swift-build-reuse" "$work/bin/swift"
        export REAL_SWIFT SETTINGSC_RELEASE=$settingsc_release PATH="$work/bin:$PATH"
        ;;
    *) fail "PRE_COMMIT_BUILD must be clone or reuse, not '$build_mode'" ;;
esac

# The hooks as committed: a clone of this repository at HEAD, always at the same path.
rev=$(git -C "$root" rev-parse HEAD)
export PRE_COMMIT_EXPECTED_REV=$rev
git clone --quiet --no-hardlinks "$root" "$work/settingsc"
git -C "$work/settingsc" checkout --quiet "$rev"
git -C "$root" diff --quiet HEAD -- .pre-commit-hooks.yaml \
    || echo "test-pre-commit: note: .pre-commit-hooks.yaml has uncommitted changes; testing the committed version"

consumer=$work/consumer
mkdir -p "$consumer"
cd "$consumer"
git init --quiet -b main
git config user.name "pre-commit test"
git config user.email "pre-commit-test@example.invalid"
git config commit.gpgsign false
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $work/settingsc
    rev: $rev
    hooks:
      - id: settingsc-validate
      - id: settingsc-generate-check
        args: [--output, Generated]
      - id: settingsc-compat
YAML
cat > App.settings.yaml <<'YAML'
settings: AppSettings
sections:
  general:
    settings:
      retries: {type: int, default: 3, range: 1...10}
YAML
"$settingsc" generate App.settings.yaml --output Generated --quiet
"$pre_commit" install --install-hooks > "$work/install.log" 2>&1 || { cat "$work/install.log"; fail "pre-commit install"; }
if [ "$build_mode" = reuse ]; then
    # The stand-in must have been the build pre-commit ran, and what it put there must be what the hooks run.
    installed=$(find "$PRE_COMMIT_HOME" -path '*/swift_env-*/.build/release/settingsc' -type f)
    [ "$(printf '%s\n' "$installed" | grep -c .)" -eq 1 ] || fail "pre-commit did not install one settingsc through the build ($installed)"
    cmp -s "$installed" "$settingsc_release" || fail "the installed hook binary is not the release build"
    echo "test-pre-commit: pre-commit's release build of the clone reused .build/release/settingsc (PRE_COMMIT_BUILD=reuse)"
fi

commit() {  # commit <message>: runs the hooks through git; prints their output to $work/commit.log
    git add -A
    git commit --quiet -m "$1" > "$work/commit.log" 2>&1
}
expect_output() {
    grep -qF -- "$1" "$work/commit.log" || { cat "$work/commit.log"; fail "the hook output lacks: $1"; }
}

# 1. A good schema with current generated code is committed.
commit "good schema" || { cat "$work/commit.log"; fail "a good schema was refused"; }
expect_output "settingsc validate"
echo "test-pre-commit: a good schema passes"
good=$(git rev-parse HEAD)

# 2. A broken schema is refused, with the diagnostic.
sed -i 's/{type: int,/{tpye: int,/' App.settings.yaml
if commit "broken schema"; then cat "$work/commit.log"; fail "a broken schema was committed"; fi
[ "$(git rev-parse HEAD)" = "$good" ] || fail "HEAD moved although the hook failed"
expect_output "App.settings.yaml:5:17: error: unknown key 'tpye' in setting 'retries'; did you mean 'type'? [SC1101]"
expect_output "      retries: {tpye: int, default: 3, range: 1...10}"
expect_output "                ^~~~"
echo "test-pre-commit: a broken schema is refused with its diagnostic"
sed -i 's/{tpye: int,/{type: int,/' App.settings.yaml

# 3. A valid change without regenerating is refused as stale; regenerating fixes it.
sed -i 's/default: 3/default: 4/' App.settings.yaml
if commit "stale generated code"; then cat "$work/commit.log"; fail "stale generated code was committed"; fi
expect_output "would update Generated/AppSettings.swift"
echo "test-pre-commit: stale generated code is refused"
"$settingsc" generate App.settings.yaml --output Generated --quiet
commit "regenerated" || { cat "$work/commit.log"; fail "regenerated code was refused"; }
[ "$(git rev-parse HEAD)" != "$good" ] || fail "the regenerated commit was not made"
echo "test-pre-commit: regenerated code passes"

# 4. A rename without renamedFrom loses saved values: settingsc-compat refuses it; with renamedFrom it passes.
before=$(git rev-parse HEAD)
sed -i 's/      retries: /      attempts: /' App.settings.yaml
"$settingsc" generate App.settings.yaml --output Generated --quiet
if commit "rename without renamedFrom"; then cat "$work/commit.log"; fail "a change that loses saved values was committed"; fi
[ "$(git rev-parse HEAD)" = "$before" ] || fail "HEAD moved although settingsc-compat failed"
expect_output "HEAD:App.settings.yaml:5:7: error: 'general.retries': removed; the app no longer reads its saved value"
expect_output "note: fix: if 'attempts' replaces it, add \`renamedFrom: retries\` to it"
echo "test-pre-commit: a change that loses saved values is refused"
sed -i 's/      attempts: {type: int,/      attempts: {renamedFrom: retries, type: int,/' App.settings.yaml
"$settingsc" generate App.settings.yaml --output Generated --quiet
commit "rename with renamedFrom" || { cat "$work/commit.log"; fail "a rename with renamedFrom was refused"; }
expect_output "settingsc saved values survive"
[ "$(git rev-parse HEAD)" != "$before" ] || fail "the renamed commit was not made"
echo "test-pre-commit: a rename with renamedFrom passes"
echo "test-pre-commit: ok"
