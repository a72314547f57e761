// The SwiftUI shapes every generated section shares: its screen, its `Section` with header and footer, and the link
// that opens it. Generated code builds them with one initialiser call each, so the type checker resolves SwiftUI's
// overloaded `Form`, `Section` and `NavigationLink` initialisers once, here, not once per section of every schema.
#if canImport(SwiftUI)
public import SwiftUI

/// A section's screen: its content in a `Form`, titled with the section's title (shown verbatim).
public struct SettingsSectionScreen<Content: View>: View {
    public let title: String
    public let content: Content

    public init(title: String, content: Content) {
        self.title = title
        self.content = content
    }

    public var body: some View {
        // Scrolled to the row a deep link highlights (SettingsNavigationViews.swift).
        SettingsScrollToHighlight(content: Form {
            content
        })
        .navigationTitle(title)
    }
}

/// A section's rows and subsection links in a `Section`, with its header and footer.
public struct SettingsSectionBody<Header: View, Footer: View, Content: View>: View {
    public let header: Header
    public let footer: Footer
    public let content: Content

    public init(header: Header, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.footer = footer
        self.content = content()
    }

    public var body: some View {
        Section {
            content
        } header: {
            header
        } footer: {
            footer
        }
    }
}

/// A navigation link to a section's screen.
public struct SettingsSectionLink<Destination: View, Label: View>: View {
    public let destination: Destination
    public let label: Label

    public init(destination: Destination, label: Label) {
        self.destination = destination
        self.label = label
    }

    public var body: some View {
        NavigationLink {
            destination
        } label: {
            label
        }
    }
}
#endif
