// swift-tools-version:6.1
import PackageDescription

// The libFuzzer target, in its own package so that the normal build never sees it (its entry point is
// LLVMFuzzerTestOneInput, and libFuzzer supplies `main`). Build and run it with `make fuzz`, or:
//
//   cd Fuzz && swift build -c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address
//   .build/release/SettingsFuzzer corpus-dir -max_total_time=60
//
// See docs/fuzzing.md.
let package = Package(
    name: "SettingsFuzz",
    dependencies: [
        .package(name: "settingsc", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "SettingsFuzzer",
            dependencies: [
                .product(name: "SettingsFuzzCheck", package: "settingsc"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
