// Export and import in the SwiftUI layer (SettingsStore+Transfer.swift): a ShareLink row that shares the export
// document, and rows that import one from the clipboard or a file. An import only edits the store: its values show in
// the review screen, and nothing is saved until the person saves there.
#if canImport(SwiftUI) && (os(iOS) || os(macOS) || os(visionOS))
public import CoreTransferable
public import Foundation
public import SettingsRuntime
public import SettingsStore
public import SwiftUI
import UniformTypeIdentifiers

/// An export document as something to share: a `.json` file (`Settings.json`).
public struct SettingsExportFile: Transferable, Sendable {
    public var data: Data

    public init(data: Data) {
        self.data = data
    }

    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .json) { file in file.data }
            .suggestedFileName("Settings.json")
    }
}

/// "Export settings": a ShareLink with the store's export document (``SettingsStore/exportDocument(metadata:)``: no
/// secure strings, no `export: never` or `device-only` settings). Nothing when the export cannot be encoded.
public struct SettingsExportRow<Root: SettingsModel>: View {
    public let store: SettingsStore<Root>
    public var metadata: [String: String]
    public var title: String

    public init(store: SettingsStore<Root>, title: String = "Export settings", metadata: [String: String] = [:]) {
        self.store = store
        self.title = title
        self.metadata = metadata
    }

    public var body: some View {
        if let data = try? store.exportDocument(metadata: metadata) {
            ShareLink(item: SettingsExportFile(data: data), preview: SharePreview(title)) {
                Label(title, systemImage: "square.and.arrow.up")
            }
        }
    }
}

/// "Import from clipboard" (a PasteButton: the export's JSON or its URL form) and "Import from file" (a `.json`).
/// `onImport` gets the report (or why the document was refused); the imported values are edits of the store, listed
/// by ``SettingsReviewView``.
public struct SettingsImportRows<Root: SettingsModel>: View {
    public let store: SettingsStore<Root>
    public let onImport: @MainActor (Result<SettingsImportReport, any Error>) -> Void
    @State private var choosingFile = false

    public init(store: SettingsStore<Root>, onImport: @escaping @MainActor (Result<SettingsImportReport, any Error>) -> Void) {
        self.store = store
        self.onImport = onImport
    }

    public var body: some View {
        PasteButton(payloadType: String.self) { texts in
            guard let text = texts.first else { return }
            Task { @MainActor in onImport(Result { try Self.importText(text, into: store) }) }
        }
        Button {
            choosingFile = true
        } label: {
            Label("Import from file", systemImage: "doc")
        }
        .fileImporter(isPresented: $choosingFile, allowedContentTypes: [.json]) { result in
            onImport(Result {
                let url = try result.get()
                let scoped = url.startAccessingSecurityScopedResource()
                defer { if scoped { url.stopAccessingSecurityScopedResource() } }
                let handle = try FileHandle(forReadingFrom: url)
                defer { try? handle.close() }
                // One byte more than an import reads, so a larger file is refused by the store, not read whole.
                let data = try handle.read(upToCount: SettingsTransfer.maxDocumentSize + 1) ?? Data()
                return try store.importDocument(data)
            })
        }
    }

    /// Pasted text: an export document, or its URL form.
    @MainActor
    static func importText(_ text: String, into store: SettingsStore<Root>) throws -> SettingsImportReport {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.hasPrefix("{"), let url = URL(string: trimmed) { return try store.importURL(url) }
        return try store.importDocument(Data(trimmed.utf8))
    }
}
#endif
