import Foundation
import SettingsBackends
import SettingsCompiler
import Testing
import TestSupport

let exampleSchemas = (try? files(in: "Schemas", endingWith: [".settings.yaml", ".settings.json"])) ?? []
let validFixtures = (try? files(in: "Tests/SettingsCompilerTests/Fixtures/valid", endingWith: [".settings.yaml", ".settings.json"])) ?? []
