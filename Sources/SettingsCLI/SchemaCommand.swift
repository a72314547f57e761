import SettingsCompiler

/// `settingsc schema`: print the JSON Schema of the schema language, for editors (docs/editor-support.md);
/// built from the language table by `SettingsCompiler.EditorSchema`.
extension CLI {
    func schemaCommand() -> CommandSpec {
        CommandSpec(
            name: "schema",
            summary: "Print the JSON Schema of the schema language, for editors.",
            discussion: """
                Prints a JSON Schema (draft 2020-12) that describes *.settings.yaml and
                *.settings.json files, so editors using yaml-language-server (such as
                VS Code's YAML extension) complete keys, show descriptions and flag
                structural mistakes while you type. settingsc itself checks much more:
                run 'validate' for the full rules. The repository ships the same text as
                schema/settings.schema.json.
                """,
            examples: [
                .init("\(program) schema > settings.schema.json",
                      "Save the schema, then point your editor at it."),
            ]
        )
    }

    func runSchema(_ arguments: ParsedArguments) -> Int32 {
        stdout(EditorSchema.json)
        return ExitCode.success
    }
}
