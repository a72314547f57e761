// Must NOT compile: the "Copy user ID" detail row of DebugMenu reads `userID` from the external data, so
// DebugMenuExternalDataDetails requires it, and this type leaves it out. `make test-swiftui` checks that
// type-checking this file fails with a conformance error (DebugMenuHost.swift's HostData has the property).
import GeneratedSettings

struct DataWithoutUserID: DebugMenuExternalDataDetails {
    var userName: String { "Sam" }
}
