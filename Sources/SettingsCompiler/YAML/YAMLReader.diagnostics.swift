// The diagnostics YAMLReader.swift reports, documented: what `settingsc explain` prints and docs/diagnostics.md
// shows. One block per code; comments only, collected into the CLI (SettingsCLI/DiagnosticDocumentation+Generated.swift)
// by DiagnosticDocumentationTests. docs/architecture.md, "Diagnostic documentation", says how to add one.

/// SC1002 fileTooLarge
///
/// A schema file is larger than the reader accepts (64 MiB). The limit keeps a mistaken or hostile input from using
/// unbounded memory; no real settings schema comes near it.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: 5
///       brightness: 0.5
/// ```
///
/// Limits: maxFileSize = 64
///
/// Fix: Check that the right file was passed; split a generated schema into several files.

/// SC1003 yamlSyntax
///
/// The file is not well-formed YAML (or JSON): an unclosed bracket or quote, a bad indentation, a tab used for
/// indentation, invalid UTF-8 or a NUL byte. The message is libyaml's, with the position where it noticed the problem,
/// which can be after the actual mistake.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {type: int, default: 3
///       brightness: 0.5
/// ```
///
/// Fix: Look at the reported line and the lines just before it: close the bracket or quote, and indent with spaces.

/// SC1004 duplicateKey
///
/// A mapping names the same key twice. Most YAML and JSON readers silently keep the last value; settingsc refuses the
/// file, because one of the two was almost certainly meant to be something else. The note points to the first
/// occurrence.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: 5
///       volume: 7
/// ```
///
/// Fix: Remove one of the two entries, or rename one of them.

/// SC1005 aliasExpansionLimit
///
/// YAML aliases (`*name`) repeat an anchored node. Nested aliases multiply: a few lines can stand for billions of nodes
/// (a "billion laughs" file). settingsc allows aliases to add at most 100,000 nodes in total.
///
/// ```yaml
/// settings: AppSettings
/// a: &a [x, x, x, x, x, x, x, x]
/// b: &b [*a, *a, *a, *a, *a, *a, *a, *a]
/// c: [*b, *b, *b, *b, *b, *b, *b, *b]
/// ```
///
/// Limits: maxAliasExpansion = 100
///
/// Fix: Write the repeated parts out, or use fewer levels of aliases.

/// SC1006 nestingTooDeep
///
/// Mappings and sequences are nested deeper than 256 levels. Real schemas are a few levels deep; the limit protects the
/// later stages from pathological input.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {type: int, default: 3}
/// ```
///
/// Limits: maxDepth = 4
///
/// Fix: Flatten the structure: sections nest, but not hundreds of levels deep.

/// SC1007 tooManyNodes
///
/// The document has more than 4,000,000 nodes (mappings, sequences and scalars, counting every node an alias stands
/// for). The limit bounds the work every later stage does.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: 5
///       brightness: 0.5
///       name: Anonymous
/// ```
///
/// Limits: maxNodes = 10
///
/// Fix: Check that the right file was passed; split a very large schema into several files.

/// SC1008 multipleDocuments
///
/// A YAML file can hold several documents separated by `---`. A schema is exactly one document, so a second one is an
/// error rather than being silently ignored.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: 5
/// ---
/// settings: OtherSettings
/// ```
///
/// Fix: Put each schema in its own file, or remove the stray `---` line.

/// SC1010 complexKey
///
/// YAML allows a mapping or a list as the key of a mapping (`? [a, b]: value`). Keys in a schema are names, so
/// settingsc accepts only plain scalars as keys.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: 5
///       ? [loudness, gain]
///       : 5
/// ```
///
/// Fix: Use a plain name as the key.

/// SC1011 unsupportedTag
///
/// A node carries a YAML tag settingsc does not interpret, such as `!!python/object` or a custom `!secret`. The
/// standard tags `!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, `!!map` and `!!seq` are accepted; anything else could
/// mean something settingsc would silently get wrong.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: !loud 5
/// ```
///
/// Fix: Remove the tag; quote the value if it should be a string.

/// SC1012 scalarTooLong
///
/// A single scalar (a string or a number) is longer than 1 MiB. No title, description or default needs that much; the
/// limit bounds memory use.
///
/// ```yaml
/// settings: AppSettings
/// title: The settings of an app with a very long title
/// sections:
///   general:
///     settings:
///       volume: 5
/// ```
///
/// Limits: maxScalarLength = 16
///
/// Fix: Shorten the value.

/// SC1013 notUTF8
///
/// Schemas are UTF-8 (a UTF-8 byte order mark is allowed and skipped). A file that starts with a UTF-16 or UTF-32 byte
/// order mark, as some Windows editors save, is refused before it is parsed, at 1:1, with the message "the file is
/// UTF-16LE (it starts with that byte order mark); schemas are UTF-8" and the `iconv` command that converts it.
/// (libyaml would decode UTF-16, but every quoted source line and column would then be wrong.) No example can be shown
/// as text here; Tests/SettingsCompilerTests/Fixtures/invalid has UTF-16 files.
///
/// Fix: Save the file as UTF-8, or convert it with `iconv -f UTF-16 -t UTF-8 in.yaml > out.yaml`.

/// SC1305 invisibleCharacter
///
/// A title, description, default or other text holds a character that is not shown but changes how text is displayed: a
/// bidirectional control (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C), which can make code review show text
/// in another order than it is stored ("Trojan Source"), or a zero-width character (U+200B, U+2060, U+FEFF, and
/// U+200C/U+200D after an ASCII character; after other characters they join emoji and Persian or Indic letters, and are
/// fine). The generated Swift writes them as `\u{202E}` in doc comments, and escapes them in string literals, so they
/// cannot hide there; this warning points at the text in the schema. Only the first 100 texts of a file are reported.
///
/// ```yaml
/// settings: AppSettings
/// sections:
///   general:
///     settings:
///       volume: {default: 5, title: "Volume\u202E"}
/// ```
///
/// Fix: Remove the character; if it is meant, keep it and accept the warning.
