import SettingsCompiler
import Testing

/// SC1306 (`PlainTextComments`) finds where each plain text ends by reading the file's bytes, eight at a time while
/// they are ASCII (issue 32): the column it reports is the ` #`'s, in characters, on long lines, after non-ASCII text
/// and after a tab.
@Suite struct PlainTextCommentsTests {
    @Test func theCommentIsFoundOnLongLinesAndAfterNonASCIIText() {
        let result = compile("""
            settings: AppSettings
            sections:
              general:
                title: A long plain title over many words, éèà then more # cut one
                settings:
                  a:
                    default: true
                    title: 日本語のテキストと長い説明 # cut two
                    description: Twenty-four ASCII bytes\t# after a tab
                  b: {default: 1, title: Quoted "# not a comment" inside, description: 'quoted # text'}
            """)
        let places = result.diagnostics.map { "\($0.code.rawValue) \($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
        #expect(places == ["SC1306 4:62", "SC1306 8:30", "SC1306 9:46"], "\(result.output)")
    }
}
