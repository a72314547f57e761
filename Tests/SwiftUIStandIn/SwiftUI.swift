// A STAND-IN FOR SWIFTUI, FOR TYPE-CHECKING ONLY. It is not SwiftUI and renders nothing.
//
// SwiftUI exists only on Apple platforms. To check on Linux that the SwiftUI layer (Sources/SettingsSwiftUI)
// and the generated DSL (Generated/Swift/*+SettingsDSL.swift) compile, `make test-swiftui` builds this file as
// a module named `SwiftUI` and type-checks those sources against it (`swiftc -typecheck`); nothing built here
// is linked into anything or run, and every body traps.
//
// It declares only the API the layer, the generated DSL and Examples/AppleApp use, with the signatures of
// Apple's SDK documentation (iOS 17 / macOS 14 and later): generic parameters, argument labels, defaults,
// `@ViewBuilder`, `@MainActor` and `@Sendable`/`@isolated(any)` attributes as Apple declares them. What it
// cannot catch: API that exists here but not in SwiftUI is impossible only as far as these declarations are
// right, and behaviour (layout, state, navigation) is not checked at all. Add a declaration here, copied from
// Apple's documentation, when the layer starts using new API.

import Foundation

// MARK: View and ViewBuilder

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stand-in") }
}

/// Views with no body of their own (the stand-in's primitives).
public protocol _StandInPrimitiveView: View where Body == Never {}

extension _StandInPrimitiveView {
    public var body: Never { fatalError("SwiftUI stand-in") }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    // One to ten children, as in the iOS 17 / macOS 14 SDKs (no parameter-pack `buildBlock` there): a builder with
    // more fails here as it does against the real SDK ("extra arguments at positions #11, ...").
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> { fatalError("SwiftUI stand-in") }
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> { fatalError("SwiftUI stand-in") }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleView<(C0, C1, C2, C3)> { fatalError("SwiftUI stand-in") }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleView<(C0, C1, C2, C3, C4)> { fatalError("SwiftUI stand-in") }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleView<(C0, C1, C2, C3, C4, C5)> { fatalError("SwiftUI stand-in") }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> { fatalError("SwiftUI stand-in") }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> { fatalError("SwiftUI stand-in") }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> { fatalError("SwiftUI stand-in") }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> { fatalError("SwiftUI stand-in") }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError("SwiftUI stand-in")
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError("SwiftUI stand-in")
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("SwiftUI stand-in") }
}

/// A transparent container of up to ten views (the generated DSL groups longer lists in it).
nonisolated public struct Group<Content: View>: _StandInPrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
}

nonisolated public struct TupleView<T>: _StandInPrimitiveView {
    public init(_ value: T) { fatalError("SwiftUI stand-in") }
}

nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _StandInPrimitiveView {}

nonisolated public struct EmptyView: _StandInPrimitiveView {
    public init() {}
}

/// What the stand-in's modifiers return (SwiftUI returns `ModifiedContent` or `some View`).
public protocol TextSelectability {}

public struct EnabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

nonisolated public struct AnyView: _StandInPrimitiveView {
    public init<V: View>(_ view: V) {}
}

nonisolated public struct _StandInModified<Content: View>: _StandInPrimitiveView {}

// MARK: Binding

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        fatalError("SwiftUI stand-in")
    }

    public var wrappedValue: Value {
        get { fatalError("SwiftUI stand-in") }
        nonmutating set { fatalError("SwiftUI stand-in") }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("SwiftUI stand-in")
    }
}

// MARK: Layout

public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
}

nonisolated public struct HStack<Content: View>: _StandInPrimitiveView {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

nonisolated public struct VStack<Content: View>: _StandInPrimitiveView {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

nonisolated public struct Spacer: _StandInPrimitiveView {
    public init(minLength: CGFloat? = nil) {}
}

nonisolated public struct Form<Content: View>: _StandInPrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
}

nonisolated public struct Section<Parent, Content, Footer>: _StandInPrimitiveView {}

extension Section where Parent: View, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {}
}

nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: _StandInPrimitiveView {}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach where Content: View {
    // DynamicViewContent in SwiftUI: the modifiers chain.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}

nonisolated public struct List<SelectionValue: Hashable, Content: View>: _StandInPrimitiveView {}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}
}

@available(macOS, unavailable)
nonisolated public struct EditButton: _StandInPrimitiveView {
    public init() {}
}

// MARK: Navigation

nonisolated public struct NavigationStack<Data, Root: View>: _StandInPrimitiveView {}

extension NavigationStack where Data == Never {
    public init(@ViewBuilder root: () -> Root) {}
}

extension NavigationStack {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
}

nonisolated public struct ScrollViewReader<Content: View>: _StandInPrimitiveView {
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
}

public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

public struct UnitPoint: Hashable, Sendable {
    public static let center = UnitPoint()
    public static let top = UnitPoint()
}

nonisolated public struct NavigationLink<Label: View, Destination: View>: _StandInPrimitiveView {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
}

// MARK: Text and images

nonisolated public struct Text: _StandInPrimitiveView {
    public init(verbatim content: String) {}
    public init<S: StringProtocol>(_ content: S) {}
}

nonisolated public struct Image: _StandInPrimitiveView {
    public init(systemName: String) {}
}

public struct Font: Hashable, Sendable {
    public static let body = Font()
    public static let footnote = Font()
    public static let caption = Font()
    public static let headline = Font()
}

public protocol ShapeStyle: Sendable {}

public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
}

nonisolated public struct Color: ShapeStyle, _StandInPrimitiveView {
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let red = Color(red: 1, green: 0.23, blue: 0.19)
    public static let accentColor = Color(red: 0, green: 0.48, blue: 1)
    public func opacity(_ opacity: Double) -> Color { self }
}

public protocol Shape: Sendable {}

public struct RoundedRectangle: Shape {
    public init(cornerRadius: CGFloat) {}
}

// MARK: Controls

public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

extension Button {
    @preconcurrency
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

nonisolated public struct Link<Label: View>: _StandInPrimitiveView {
    public init(destination: URL, @ViewBuilder label: () -> Label) {}
}

nonisolated public struct Button<Label: View>: _StandInPrimitiveView {
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button where Label == Text {
    @preconcurrency
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

nonisolated public struct Toggle<Label: View>: _StandInPrimitiveView {}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

nonisolated public struct Stepper<Label: View>: _StandInPrimitiveView {}

extension Stepper where Label == Text {
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
}

nonisolated public struct Slider<Label: View, ValueLabel: View>: _StandInPrimitiveView {}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}

    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: _StandInPrimitiveView {}

extension Picker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

nonisolated public struct TextField<Label: View>: _StandInPrimitiveView {}

extension TextField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

nonisolated public struct ColorPicker<Label: View>: _StandInPrimitiveView {}

extension ColorPicker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {}
}

nonisolated public struct DatePicker<Label: View>: _StandInPrimitiveView {}

extension DatePicker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>) {}
}

public struct EnvironmentValues {
    public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError("SwiftUI stand-in") }
        set { fatalError("SwiftUI stand-in") }
    }
}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError("SwiftUI stand-in") }
}

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: _StandInPrimitiveView {}

extension Color {
    public struct Resolved: Hashable, Sendable {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float
    }

    public func resolve(in environment: EnvironmentValues) -> Color.Resolved { fatalError("SwiftUI stand-in") }
}

nonisolated public struct SecureField<Label: View>: _StandInPrimitiveView {}

extension SecureField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

// MARK: Modifiers

extension View {
    public func font(_ font: Font?) -> some View { _StandInModified<Self>() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _StandInModified<Self>() }
    public func labelsHidden() -> some View { _StandInModified<Self>() }
    public func accessibilityLabel(_ label: Text) -> some View { _StandInModified<Self>() }
    public func accessibilityHidden(_ hidden: Bool) -> some View { _StandInModified<Self>() }
    public func disabled(_ disabled: Bool) -> some View { _StandInModified<Self>() }
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { _StandInModified<Self>() }
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                              @ViewBuilder actions: () -> A) -> some View { _StandInModified<Self>() }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> some View { _StandInModified<Self>() }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { _StandInModified<Self>() }
    public func tag<V: Hashable>(_ tag: V) -> some View { _StandInModified<Self>() }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _StandInModified<Self>() }
    public func navigationTitle(_ title: Text) -> some View { _StandInModified<Self>() }
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { _StandInModified<Self>() }
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { _StandInModified<Self>() }
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { _StandInModified<Self>() }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                        @ViewBuilder destination: @escaping (D) -> C) -> some View { _StandInModified<Self>() }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _StandInModified<Self>() }
    public func modifier<T: ViewModifier>(_ modifier: T) -> some View { _StandInModified<Self>() }
    public func id<ID: Hashable>(_ id: ID) -> some View { _StandInModified<Self>() }
    public func listRowBackground<V: View>(_ view: V?) -> some View { _StandInModified<Self>() }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { _StandInModified<Self>() }
    public func searchable(text: Binding<String>) -> some View { _StandInModified<Self>() }
    public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { _StandInModified<Self>() }
}

// MARK: State

@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}

    public var wrappedValue: Value {
        get { fatalError("SwiftUI stand-in") }
        nonmutating set { fatalError("SwiftUI stand-in") }
    }

    public var projectedValue: Binding<Value> { fatalError("SwiftUI stand-in") }
}

public protocol DynamicProperty {}
