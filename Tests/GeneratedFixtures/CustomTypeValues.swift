// The app-supplied types of the valid fixture custom-types.settings.yaml (settings of `type: custom(...)`).
import SettingsRuntime

/// A region stored as its code; decoding refuses codes that are not two lowercase letters, so tests can store
/// values the type cannot read.
public struct Region: SettingsCustomValue {
    public var code: String

    public init(code: String) {
        self.code = code
    }

    public static var settingsDefault: Region { Region(code: "eu") }

    public var settingsDisplayText: String { code.uppercased() }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let code = try container.decode(String.self)
        guard code.count == 2, code.allSatisfy({ $0.isLowercase && $0.isASCII }) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a region code: \(code)")
        }
        self.code = code
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}

public enum Geo {
    /// An area stored as a JSON object (synthesized Codable).
    public struct Area: SettingsCustomValue {
        public var latitude: Double
        public var longitude: Double
        public var radius: Int

        public init(latitude: Double, longitude: Double, radius: Int) {
            self.latitude = latitude
            self.longitude = longitude
            self.radius = radius
        }

        public static var settingsDefault: Area { Area(latitude: 52.5, longitude: 13.4, radius: 10) }

        public var settingsDisplayText: String { "\(latitude), \(longitude) (\(radius) km)" }
    }
}
