import SettingsCompiler
import Testing

/// `remote:` on settings: the remote key in the IR, and each problem with its code (SC1680-SC1682).
@Suite struct RemoteCompilerTests {
    static func schema(_ settings: String) -> String {
        "settings: AppSettings\nsections:\n  network:\n    key: net\n    settings:\n"
            + settings.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n") + "\n"
    }

    @Test func theRemoteKeyIsTheIdWithUnderscoresOrTheOneWritten() throws {
        let result = compile(Self.schema("""
            baseURL: {type: url, default: "https://a.example.com", remote: true}
            timeout: {default: 30, remote: request_timeout}
            local: {default: 1, remote: false}
            other: 2
            """))
        let ir = try #require(result.ir, "\(result.output)")
        #expect(ir.allSettings.map(\.setting.remoteKey) == ["net_baseURL", "request_timeout", nil, nil])
        #expect(result.diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("a: {default: 1, remote: api-key}", "SC1680", "must start with a letter or _"),
        ("a: {default: 1, remote: 9lives}", "SC1680", "must start with a letter or _"),
        ("a: {default: 1, remote: [x]}", "SC1680", "must be true, false or a remote key, found a list"),
        ("a: {default: 1, remote: null}", "SC1680", "must be true, false or a remote key"),
        ("a: {default: 1, remote: \"\(String(repeating: "k", count: 257))\"}", "SC1680", "at most 256 characters"),
        ("a: {default: 1, remote: shared}\nb: {default: 2, remote: shared}", "SC1681", "already the remote key of 'net.a'"),
        ("a: {default: 1, remote: net_b}\nb: {default: 2, remote: true}", "SC1681", "the remote key 'net_b' of 'net.b'"),
        ("token: {type: string, secure: true, remote: true}", "SC1682", "a secure string"),
        ("region: {type: custom(Region), remote: true}", "SC1682", "the custom type custom(Region)"),
    ])
    func eachProblemHasItsCode(settings: String, code: String, message: String) {
        let result = compile(Self.schema(settings))
        #expect(codes(result.diagnostics.filter { $0.severity == .error }) == [code], "\(result.output)")
        #expect(result.output.contains(message), "\(result.output)")
        #expect(result.ir == nil || result.diagnostics.contains { $0.severity == .error })
    }

    @Test func everyProblemIsReportedInOneRun() {
        let result = compile(Self.schema("""
            a: {default: 1, remote: bad-key}
            b: {default: 2, remote: same}
            c: {default: 3, remote: same}
            token: {type: string, secure: true, remote: true}
            """))
        #expect(codes(result.diagnostics) == ["SC1680", "SC1681", "SC1682"], "\(result.output)")
    }
}
