"""The iOS 27.0 table: what Apple's iOS 27.0 SDK declares for each SwiftUI declaration that the
library (Sources/OptionalBindings), the example app (Examples/Sources) and the documentation's
listings (Tests/OptionalBindingsTests/Snippets, the files that import SwiftUI) use, and which of
the stand-in's declarations follow 27.0 rather than 26.2.

No SDK here compiles against iOS 27.0. Its interfaces were read, 16,000 characters at a time, from
the public repository xybp888/iOS-SDKs at commit ad607cb07fe4ad1c9b91cf970bd228c2a9253207:
SwiftUICore's (1,469,957 characters) and SwiftUI's (1,967,116 characters), at the paths
`INTERFACES` gives. Each row names the module and the offset at which the 16,000 characters that
hold the declaration begin, so a reviewer can read any row again with one `read_file` call (or by
slicing the file at `[offset, offset + 16000)`).

How 27.0 prints what 26.2 printed otherwise, and which the table counts as the same:

- module selectors (`SwiftUICore::View`, `Swift::Bool`) for module-qualified names;
- `@export(implementation)` for `@_alwaysEmitIntoClient`: the same attribute under its new name
  (SE-0497), printed by the Swift 6.4 compiler that wrote 27.0's interfaces;
- `~Sendable` (under `#if compiler(>=5.3) && $TildeSendable`) for 26.2's
  `@available(*, unavailable) extension …: Sendable`: the type is not `Sendable` either way;
- declarations 26.2 wraps in `#if compiler(>=5.3) && $NonescapableTypes` or `$IsolatedAny`, which
  27.0 prints without the condition.

The statuses:

- SAME: declared as in 26.2 (the differences above aside). A type's row covers its declaration
  line and its conformances, not members the table does not list; where 27.0 adds a member to a
  used type (`_propertyStorageSize`), the row's note says so;
- BUILDER: declared as in 26.2 but for the builder attribute's name: 27.0 writes
  `@ContentBuilder`, an alias of `ViewBuilder` that 27.0 adds (`ContentBuilder = ViewBuilder`), so
  a closure is built by the same methods; the stand-in writes `@ContentBuilder`;
- CHANGED: declared differently (a constraint dropped, isolation, a new requirement, a method
  removed); the note says how, and the stand-in declares 27.0's form;
- NEW: 27.0 declares it and 26.2 does not;
- COMBINE: Combine's (`ObservableObject`, `Published`), which SwiftUI code reaches through
  `import SwiftUI` and the stand-in declares in its one module; not in either SwiftUI interface.

`audit.py --uses` checks this table against the list `uses.py` makes from the compiler's AST of
the three source sets built against the stand-in: every declaration used has a row, every row is
used, and nothing in `REMOVED_IN_27_0` is declared by the stand-in. `FOLLOWS_27_0` lists, by path,
the stand-in declarations written in 27.0's form and how each reads in 26.2; the audit compares
them with 26.2 and 17.4 through those rewrites, and fails on an entry that rewrites nothing.
"""

from __future__ import annotations

import re
from typing import NamedTuple

REPOSITORY = "xybp888/iOS-SDKs"
COMMIT = "ad607cb07fe4ad1c9b91cf970bd228c2a9253207"
INTERFACES = {
    "SwiftUICore": "iPhoneOS27.0.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/"
    "SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface",
    "SwiftUI": "iPhoneOS27.0.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/"
    "SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface",
}
WINDOW = 16_000

SAME, BUILDER, CHANGED, NEW, COMBINE = "same", "builder", "changed", "new", "combine"
CORE, UI = "SwiftUICore", "SwiftUI"


class Row(NamedTuple):
    status: str
    module: str | None  # None for Combine's
    offset: int | None  # where the 16,000 characters holding the declaration begin
    note: str = ""


ATTRIBUTE = re.compile(r"@\w+(?:\([^()]*\))?\s*|\bnonisolated\s+")


def key(graph, symbol) -> str:
    """A declaration's row key: its path, `: `, and its declaration as the audit prints it,
    without attributes (`@ContentBuilder` or `@ViewBuilder`, `@MainActor`, `nonisolated`), so
    that a row names the declaration whichever SDK's form the stand-in writes."""
    from audit import name_of

    declaration = re.sub(r"\s+", " ", ATTRIBUTE.sub("", graph.declaration(symbol))).strip()
    return f"{name_of(symbol)}: {declaration}"


_ADDS_STORAGE_SIZE = (
    "27.0 adds `static var _propertyStorageSize: Int? { get }`, available from iOS 27, which the "
    "stand-in declares (PropertyStorageSize.swift)"
)

USED: dict[str, Row] = {
    # SwiftUICore
    "Anchor.Source.bounds: static var bounds: Anchor<CGRect>.Source { get }": Row(SAME, CORE, 808_000),
    "Bindable: struct Bindable<Value>": Row(SAME, CORE, 824_000),
    "Bindable.init(_:): init(_: Value)": Row(SAME, CORE, 824_000),
    "Bindable.init(wrappedValue:): init(wrappedValue: Value)": Row(SAME, CORE, 824_000),
    "Bindable.projectedValue: var projectedValue: Bindable<Value> { get }": Row(SAME, CORE, 824_000),
    "Bindable.subscript(dynamicMember:): subscript<Subject>(dynamicMember: "
    "ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { get }": Row(SAME, CORE, 824_000),
    "Bindable.wrappedValue: var wrappedValue: Value { get set }": Row(SAME, CORE, 824_000),
    "Binding: struct Binding<Value>": Row(SAME, CORE, 756_000, _ADDS_STORAGE_SIZE + " (at 772,000)"),
    "Binding.animation(_:): func animation(_: Animation? = .default) -> Binding<Value>": Row(
        SAME, CORE, 772_000
    ),
    "Binding.constant(_:): static func constant(_: Value) -> Binding<Value>": Row(SAME, CORE, 756_000),
    "Binding.init(_:): init?(_: Binding<Value?>)": Row(SAME, CORE, 1_216_000),
    "Binding.init(get:set:): init(get: () -> Value, set: (Value) -> Void)": Row(
        SAME, CORE, 756_000,
        "`@preconcurrency`, `@_inheritActorContext` `@isolated(any) @Sendable` closures, as in 26.2, "
        "which wraps it in `#if compiler(>=5.3) && $IsolatedAny`",
    ),
    "Binding.projectedValue: var projectedValue: Binding<Value> { get }": Row(SAME, CORE, 756_000),
    "Binding.subscript(dynamicMember:): subscript<Subject>(dynamicMember: WritableKeyPath<Value, "
    "Subject>) -> Binding<Subject> { get }": Row(SAME, CORE, 756_000),
    "Binding.wrappedValue: var wrappedValue: Value { get nonmutating set }": Row(SAME, CORE, 756_000),
    "Color: struct Color": Row(SAME, CORE, 918_500),
    "Color.blue: static let blue: Color": Row(SAME, CORE, 515_500),
    "Color.clear: static let clear: Color": Row(SAME, CORE, 515_500),
    "DynamicProperty: protocol DynamicProperty": Row(
        CHANGED, CORE, 437_000,
        "27.0 adds the requirement `static var _propertyStorageSize: Int? { get }`, available from "
        "iOS 27, with a default in a protocol extension: a type that conforms without it (the "
        "library's `StateUnlessBound`) still conforms. The stand-in declares both "
        "(DynamicProperty.swift)",
    ),
    "Edge: enum Edge": Row(SAME, CORE, 64_000),
    "Environment: struct Environment<Value>": Row(SAME, CORE, 756_000, _ADDS_STORAGE_SIZE),
    "Environment.init(_:): init(_: KeyPath<EnvironmentValues, Value>)": Row(SAME, CORE, 756_000),
    "Environment.wrappedValue: var wrappedValue: Value { get }": Row(SAME, CORE, 756_000),
    "ForEach: struct ForEach<Data, ID, Content>": Row(SAME, CORE, 1_150_000),
    "ForEach.init(_:content:): init(_: Data, content: (Data.Element) -> Content)": Row(
        CHANGED, CORE, 1_150_000,
        "26.2: in `extension ForEach where ID == Data.Element.ID, Content : View, "
        "Data.Element : Identifiable`, `@ViewBuilder`; 27.0: in `extension ForEach where ID == "
        "Data.Element.ID, Data.Element : Identifiable` (no `Content : View`), "
        "`@export(implementation)`, `@ContentBuilder` (26.2's constrained one stays as a "
        "`@usableFromInline internal` initializer)",
    ),
    "ForEach.init(_:id:content:): init(_: Data, id: KeyPath<Data.Element, ID>, content: "
    "(Data.Element) -> Content)": Row(
        CHANGED, CORE, 1_150_000,
        "26.2: in `extension ForEach where Content : View`, `@ViewBuilder`; 27.0: in the "
        "unconstrained `extension ForEach`, `@export(implementation)`, `@ContentBuilder` (beside "
        "it, the same change for the two `@_disfavoredOverload` initializers over a `Binding<C>`)",
    ),
    "HStack: struct HStack<Content>": Row(SAME, CORE, 346_500),
    "HStack.init(alignment:spacing:content:): init(alignment: VerticalAlignment = .center, "
    "spacing: CGFloat? = nil, content: () -> Content)": Row(BUILDER, CORE, 346_500),
    "LazyVStack: struct LazyVStack<Content>": Row(SAME, CORE, 574_500),
    "LazyVStack.init(alignment:spacing:pinnedViews:content:): init(alignment: HorizontalAlignment "
    "= .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), content: "
    "() -> Content)": Row(BUILDER, CORE, 574_500),
    "LocalizedStringKey: struct LocalizedStringKey": Row(SAME, CORE, 314_500),
    "LocalizedStringKey.StringInterpolation.appendInterpolation(_:): mutating func "
    "appendInterpolation(_: String)": Row(SAME, CORE, 314_500),
    "LocalizedStringKey.StringInterpolation.appendInterpolation(_:): mutating func "
    "appendInterpolation(_: Text)": Row(SAME, CORE, 314_500),
    "LocalizedStringKey.StringInterpolation.appendLiteral(_:): mutating func appendLiteral(_: "
    "String)": Row(SAME, CORE, 314_500),
    "MutableCollection.move(fromOffsets:toOffset:): mutating func move(fromOffsets: IndexSet, "
    "toOffset: Int)": Row(SAME, CORE, 948_000),
    "ObservedObject: struct ObservedObject<ObjectType>": Row(SAME, CORE, 541_500, _ADDS_STORAGE_SIZE),
    "ObservedObject.Wrapper.subscript(dynamicMember:): subscript<Subject>(dynamicMember: "
    "ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { get }": Row(
        SAME, CORE, 541_500
    ),
    "ObservedObject.projectedValue: var projectedValue: ObservedObject<ObjectType>.Wrapper { get "
    "}": Row(SAME, CORE, 541_500),
    "ObservedObject.wrappedValue: var wrappedValue: ObjectType { get set }": Row(SAME, CORE, 541_500),
    "RangeReplaceableCollection.remove(atOffsets:): mutating func remove(atOffsets: IndexSet)": Row(
        SAME, CORE, 948_000
    ),
    "State: struct State<Value>": Row(
        SAME, CORE, 1_068_000,
        _ADDS_STORAGE_SIZE + ". Beside it 27.0 declares the macros `State()`, "
        "`State<Value>(initialValue:)` and `State<Value>(wrappedValue:)`, which Xcode 27 expands for "
        "the `@State` attribute (into storage made by `State._makeStorage`, a `LazyState` from iOS "
        "17); the stand-in cannot declare a macro without its plugin and keeps the property "
        "wrapper (State.swift), and tn3211.py checks this package's code against what the macro "
        "rejects",
    ),
    "State.init(initialValue:): init(initialValue: Value)": Row(SAME, CORE, 1_068_000),
    "State.init(wrappedValue:): init(wrappedValue: Value)": Row(SAME, CORE, 1_068_000),
    "State.projectedValue: var projectedValue: Binding<Value> { get }": Row(SAME, CORE, 1_068_000),
    "State.wrappedValue: var wrappedValue: Value { get nonmutating set }": Row(SAME, CORE, 1_068_000),
    "Text: struct Text": Row(SAME, CORE, 1_243_000),
    "Text.init(_:): init<S>(_: S)": Row(SAME, CORE, 1_243_000),
    "Text.init(_:tableName:bundle:comment:): init(_: LocalizedStringKey, tableName: String? = "
    "nil, bundle: Bundle? = nil, comment: StaticString? = nil)": Row(SAME, CORE, 314_500),
    "VStack: struct VStack<Content>": Row(SAME, CORE, 64_000),
    "VStack.init(alignment:spacing:content:): init(alignment: HorizontalAlignment = .center, "
    "spacing: CGFloat? = nil, content: () -> Content)": Row(BUILDER, CORE, 64_000),
    "View: protocol View": Row(
        BUILDER, CORE, 934_000,
        "the requirement `body` is `@ContentBuilder @MainActor @preconcurrency`; the rest as in 26.2",
    ),
    "View.background(alignment:content:): func background<V>(alignment: Alignment = .center, "
    "content: () -> V) -> some View": Row(BUILDER, CORE, 1_061_000),
    "View.id(_:): func id<ID>(_: ID) -> some View": Row(SAME, CORE, 1_252_000),
    "View.onChange(of:initial:_:): func onChange<V>(of: V, initial: Bool = false, _: (V, V) -> "
    "Void) -> some View": Row(SAME, CORE, 918_500),
    "ViewBuilder: struct ViewBuilder": Row(
        CHANGED, CORE, 287_000,
        "no `buildExpression(_:)` (REMOVED_IN_27_0); `buildBlock()` returns `EmptyContent`, an alias "
        "of `EmptyView`; a second parameter-pack `buildBlock(_:)`, available from iOS 27 only, "
        "makes a `TupleContent` of statements that need not be views (left out of the stand-in: "
        "code built for an earlier deployment target cannot use it)",
    ),
    "ViewBuilder.buildBlock(_:): static func buildBlock<Content>(_: Content) -> Content": Row(
        CHANGED, CORE, 287_000, "no `Content : View` constraint; `@export(implementation)`"
    ),
    "ViewBuilder.buildBlock(_:): static func buildBlock<each Content>(_: repeat each Content) -> "
    "TupleView<(repeat each Content)>": Row(
        SAME, CORE, 287_000, "`@_disfavoredOverload`, every statement a `View`, as in 26.2"
    ),
    "ViewBuilder.buildEither(first:): static func buildEither<TrueContent, FalseContent>(first: "
    "TrueContent) -> _ConditionalContent<TrueContent, FalseContent>": Row(
        CHANGED, CORE, 287_000, "no `TrueContent : View, FalseContent : View` constraints"
    ),
    "ViewBuilder.buildEither(second:): static func buildEither<TrueContent, FalseContent>(second: "
    "FalseContent) -> _ConditionalContent<TrueContent, FalseContent>": Row(
        CHANGED, CORE, 287_000, "no `TrueContent : View, FalseContent : View` constraints"
    ),
    "ViewBuilder.buildIf(_:): static func buildIf<Content>(_: Content?) -> Content?": Row(
        CHANGED, CORE, 287_000, "no `Content : View` constraint"
    ),
    "Visibility: enum Visibility": Row(SAME, CORE, 1_045_000),
    "Visibility.automatic: case automatic": Row(SAME, CORE, 1_045_000),
    # SwiftUI
    "App: protocol App": Row(SAME, UI, 603_000),
    "App.main(): static func main()": Row(SAME, UI, 603_000),
    "Button: struct Button<Label>": Row(SAME, UI, 1_637_000, "`body` is `nonisolated` in 27.0"),
    "Button.init(_:action:): init(_: LocalizedStringKey, action: () -> Void)": Row(SAME, UI, 1_637_000),
    "Button.init(_:role:action:): init(_: LocalizedStringKey, role: ButtonRole?, action: () -> "
    "Void)": Row(SAME, UI, 1_637_000),
    "Button.init(action:label:): init(action: () -> Void, label: () -> Label)": Row(
        BUILDER, UI, 1_637_000
    ),
    "Button.init(role:action:label:): init(role: ButtonRole?, action: () -> Void, label: () -> "
    "Label)": Row(BUILDER, UI, 1_637_000),
    "ButtonRole.cancel: static let cancel: ButtonRole": Row(SAME, UI, 661_000),
    "ButtonRole.destructive: static let destructive: ButtonRole": Row(SAME, UI, 661_000),
    "ColorPicker: struct ColorPicker<Label>": Row(SAME, UI, 1_793_500),
    "ColorPicker.init(selection:supportsOpacity:label:): init(selection: Binding<Color>, "
    "supportsOpacity: Bool = true, label: () -> Label)": Row(BUILDER, UI, 1_793_500),
    "DatePicker: struct DatePicker<Label>": Row(SAME, UI, 1_438_000),
    "DatePicker.init(_:selection:displayedComponents:): init(_: LocalizedStringKey, selection: "
    "Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date])": Row(
        SAME, UI, 1_438_000
    ),
    "DatePicker.init(selection:displayedComponents:label:): init(selection: Binding<Date>, "
    "displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], label: () -> "
    "Label)": Row(BUILDER, UI, 1_438_000),
    "DatePickerComponents: struct DatePickerComponents": Row(SAME, UI, 1_438_000),
    "DatePickerComponents.date: static let date: DatePickerComponents": Row(SAME, UI, 1_438_000),
    "DatePickerComponents.hourAndMinute: static let hourAndMinute: DatePickerComponents": Row(
        SAME, UI, 1_438_000
    ),
    "DismissAction.callAsFunction(): func callAsFunction()": Row(SAME, UI, 106_000),
    "DynamicViewContent.onDelete(perform:): func onDelete(perform: ((IndexSet) -> Void)?) -> some "
    "DynamicViewContent": Row(SAME, UI, 1_209_000),
    "DynamicViewContent.onMove(perform:): func onMove(perform: ((IndexSet, Int) -> Void)?) -> some "
    "DynamicViewContent": Row(SAME, UI, 776_500),
    "EnvironmentValues.dismiss: var dismiss: DismissAction { get }": Row(SAME, UI, 106_000),
    "FocusState: struct FocusState<Value>": Row(SAME, UI, 603_000),
    "FocusState.Binding.wrappedValue: var wrappedValue: Value { get nonmutating set }": Row(
        SAME, UI, 603_000
    ),
    "Form: struct Form<Content>": Row(SAME, UI, 955_000, "`body` is `nonisolated` in 27.0"),
    "Form.init(content:): init(content: () -> Content)": Row(BUILDER, UI, 955_000),
    "LabeledContent: struct LabeledContent<Label, Content>": Row(SAME, UI, 285_000),
    "LabeledContent.init(_:content:): init(_: LocalizedStringKey, content: () -> Content)": Row(
        BUILDER, UI, 285_000
    ),
    "List: struct List<SelectionValue, Content>": Row(
        CHANGED, UI, 465_000,
        "`nonisolated public struct List` (26.2: `@MainActor @preconcurrency`): a list can be made "
        "off the main actor with Xcode 27; its `body` is `nonisolated` too (the stand-in leaves "
        "`body`, which nothing here uses, as 26.2 declares it)",
    ),
    "List.init(_:rowContent:): init<Data, RowContent>(_: Data, rowContent: (Data.Element) -> "
    "RowContent)": Row(
        CHANGED, UI, 481_000,
        "`nonisolated`, `@ContentBuilder` (26.2: `@MainActor @preconcurrency`, `@ViewBuilder`); "
        "`@export(implementation)`, 26.2's `@_alwaysEmitIntoClient` under its new name",
    ),
    "List.init(content:): init(content: () -> Content)": Row(
        CHANGED, UI, 481_000,
        "`nonisolated`, `@ContentBuilder` (26.2: `@MainActor @preconcurrency`, `@ViewBuilder`)",
    ),
    "NavigationLink: struct NavigationLink<Label, Destination>": Row(
        SAME, UI, 794_500, "`body` is `nonisolated` in 27.0"
    ),
    "NavigationLink.init(_:destination:): init(_: LocalizedStringKey, destination: () -> "
    "Destination)": Row(BUILDER, UI, 794_500),
    "NavigationLink.init(destination:label:): init(destination: () -> Destination, label: () -> "
    "Label)": Row(BUILDER, UI, 794_500),
    "NavigationStack: struct NavigationStack<Data, Root>": Row(
        CHANGED, UI, 1_081_000, "`nonisolated` (26.2: `@MainActor @preconcurrency`)"
    ),
    "NavigationStack.init(root:): init(root: () -> Root)": Row(
        CHANGED, UI, 1_081_000,
        "`nonisolated`, `@ContentBuilder` (26.2: `@MainActor @preconcurrency`, `@ViewBuilder`)",
    ),
    "Picker: struct Picker<Label, SelectionValue, Content>": Row(SAME, UI, 1_000_000),
    "Picker.init(selection:content:label:): init(selection: Binding<SelectionValue>, content: () "
    "-> Content, label: () -> Label)": Row(BUILDER, UI, 1_000_000),
    "PopoverAttachmentAnchor: enum PopoverAttachmentAnchor": Row(SAME, UI, 866_500),
    "PopoverAttachmentAnchor.rect(_:): case rect(Anchor<CGRect>.Source)": Row(SAME, UI, 866_500),
    "Scene: protocol Scene": Row(SAME, UI, 1_189_000),
    "SceneBuilder.buildBlock(_:): static func buildBlock<each Content>(_: repeat each Content) -> "
    "some Scene": Row(SAME, UI, 1_252_000),
    "Section: struct Section<Parent, Content, Footer>": Row(SAME, UI, 794_500),
    "Section.init(_:content:): init(_: LocalizedStringKey, content: () -> Content)": Row(
        CHANGED, UI, 794_500,
        "in `extension Section where Parent == Text, Footer == EmptyView` (26.2 also requires "
        "`Content : View`), `@export(implementation)`, `@ContentBuilder`",
    ),
    "Section.init(content:): init(content: () -> Content)": Row(
        CHANGED, UI, 794_500,
        "in `extension Section where Parent == EmptyView, Footer == EmptyView` (26.2 also requires "
        "`Content : View`), `@export(implementation)`, `@ContentBuilder`",
    ),
    "Section.init(content:header:footer:): init(content: () -> Content, header: () -> Parent, "
    "footer: () -> Footer)": Row(
        CHANGED, UI, 794_500,
        "in the unconstrained `extension Section` (26.2: `where Parent : View, Content : View, "
        "Footer : View`), `@export(implementation)`, `@ContentBuilder`",
    ),
    "Stepper: struct Stepper<Label>": Row(SAME, UI, 1_490_500),
    "Stepper.init(_:value:in:step:onEditingChanged:): init<V>(_: LocalizedStringKey, value: "
    "Binding<V>, in: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: (Bool) -> Void = { _ in "
    "})": Row(SAME, UI, 1_490_500, "`nonisolated` in 27.0"),
    "Stepper.init(value:in:step:label:onEditingChanged:): init<V>(value: Binding<V>, in: "
    "ClosedRange<V>, step: V.Stride = 1, label: () -> Label, onEditingChanged: (Bool) -> Void = { "
    "_ in })": Row(BUILDER, UI, 1_490_500),
    "TextField: struct TextField<Label>": Row(SAME, UI, 370_500, "`body` is `nonisolated` in 27.0"),
    "TextField.init(_:text:): init(_: LocalizedStringKey, text: Binding<String>)": Row(
        SAME, UI, 370_500
    ),
    "TextField.init(text:prompt:label:): init(text: Binding<String>, prompt: Text? = nil, label: "
    "() -> Label)": Row(BUILDER, UI, 370_500),
    "TextField.init(value:format:prompt:label:): init<F>(value: Binding<F.FormatInput>, format: F, "
    "prompt: Text? = nil, label: () -> Label)": Row(BUILDER, UI, 7_500),
    "Toggle: struct Toggle<Label>": Row(SAME, UI, 341_000, "`body` is `nonisolated` in 27.0"),
    "Toggle.init(_:isOn:): init(_: LocalizedStringKey, isOn: Binding<Bool>)": Row(SAME, UI, 341_000),
    "Toggle.init(_:isOn:): init<S>(_: S, isOn: Binding<Bool>)": Row(SAME, UI, 341_000),
    "Toggle.init(isOn:label:): init(isOn: Binding<Bool>, label: () -> Label)": Row(
        BUILDER, UI, 341_000
    ),
    "View.accessibilityLabel(_:): func accessibilityLabel(_: LocalizedStringKey) -> "
    "ModifiedContent<Self, AccessibilityAttachmentModifier>": Row(SAME, UI, 47_000),
    "View.alert(_:isPresented:presenting:actions:): func alert<A, T>(_: LocalizedStringKey, "
    "isPresented: Binding<Bool>, presenting: T?, actions: (T) -> A) -> some View": Row(
        BUILDER, UI, 757_000
    ),
    "View.alert(_:isPresented:presenting:actions:): func alert<A, T>(_: Text, isPresented: "
    "Binding<Bool>, presenting: T?, actions: (T) -> A) -> some View": Row(BUILDER, UI, 757_000),
    "View.alert(_:isPresented:presenting:actions:message:): func alert<A, M, T>(_: "
    "LocalizedStringKey, isPresented: Binding<Bool>, presenting: T?, actions: (T) -> A, message: "
    "(T) -> M) -> some View": Row(BUILDER, UI, 757_000),
    "View.alert(_:isPresented:presenting:actions:message:): func alert<A, M, T>(_: Text, "
    "isPresented: Binding<Bool>, presenting: T?, actions: (T) -> A, message: (T) -> M) -> some "
    "View": Row(BUILDER, UI, 757_000),
    "View.alert(_:item:actions:message:): func alert<A, M, T>(_: LocalizedStringKey, item: "
    "Binding<T?>, actions: (T) -> A, message: (T) -> M) -> some View": Row(
        NEW, UI, 757_000,
        "`@export(implementation)`, available from iOS 15 (its extension's), body "
        "`alert(Text(titleKey), isPresented: data._swiftUI_toBool, presenting: data.wrappedValue, "
        "actions: actions, message: message)`; `Optional._swiftUI_toBool` is new in 27.0 too "
        "(SwiftUICore, 1,216,000). The stand-in declares every item alert and dialog 27.0 has but "
        "the `LocalizedStringResource` ones (ItemAlerts.swift)",
    ),
    "View.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:): func "
    "confirmationDialog<A, T>(_: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = "
    ".automatic, presenting: T?, actions: (T) -> A) -> some View": Row(BUILDER, UI, 1_288_500),
    "View.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:): func "
    "confirmationDialog<A, M, T>(_: Text, isPresented: Binding<Bool>, titleVisibility: Visibility "
    "= .automatic, presenting: T?, actions: (T) -> A, message: (T) -> M) -> some View": Row(
        BUILDER, UI, 1_288_500
    ),
    "View.fullScreenCover(item:onDismiss:content:): func fullScreenCover<Item, Content>(item: "
    "Binding<Item?>, onDismiss: (() -> Void)? = nil, content: (Item) -> Content) -> some View": Row(
        BUILDER, UI, 530_000
    ),
    "View.navigationDestination(isPresented:destination:): func navigationDestination<V>("
    "isPresented: Binding<Bool>, destination: () -> V) -> some View": Row(BUILDER, UI, 121_500),
    "View.navigationTitle(_:): func navigationTitle(_: LocalizedStringKey) -> some View": Row(
        SAME, UI, 1_376_000
    ),
    "View.popover(item:attachmentAnchor:arrowEdge:content:): func popover<Item, Content>(item: "
    "Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? "
    "= nil, content: (Item) -> Content) -> some View": Row(BUILDER, UI, 866_500),
    "View.sheet(isPresented:onDismiss:content:): func sheet<Content>(isPresented: Binding<Bool>, "
    "onDismiss: (() -> Void)? = nil, content: () -> Content) -> some View": Row(BUILDER, UI, 530_000),
    "View.sheet(item:onDismiss:content:): func sheet<Item, Content>(item: Binding<Item?>, "
    "onDismiss: (() -> Void)? = nil, content: (Item) -> Content) -> some View": Row(
        BUILDER, UI, 530_000
    ),
    "WindowGroup: struct WindowGroup<Content>": Row(SAME, UI, 144_500),
    "WindowGroup.init(makeContent:): init(makeContent: () -> Content)": Row(BUILDER, UI, 1_758_000),
    # Combine's
    "ObservableObject: protocol ObservableObject : AnyObject": Row(COMBINE, None, None),
    "Published: struct Published<Value>": Row(COMBINE, None, None),
    "Published.init(wrappedValue:): init(wrappedValue: Value)": Row(COMBINE, None, None),
}

# Declarations 26.2 has that 27.0 does not. The stand-in follows 27.0 and declares none of them;
# code that called them (every `ViewBuilder` closure did) now reaches `buildBlock` directly.
REMOVED_IN_27_0 = {
    "ViewBuilder.buildExpression(_:)": (
        "26.2: `static func buildExpression<Content>(_ content: Content) -> Content where Content : "
        f"View`; 27.0's `struct ViewBuilder` has no `buildExpression` ({CORE}, 287,000)"
    ),
}


class Follow(NamedTuple):
    """How the stand-in's declarations of one path, written in 27.0's form, read in 26.2.

    Each rewrite is applied to every stand-in declaration of the path it fits, before the
    declaration is compared with 26.2's and 17.4's; each must fit at least one:

    - ("builder",): `@ContentBuilder` back to `@ViewBuilder`;
    - ("drop", attribute): an attribute 26.2 does not print (`@export(implementation)`, which
      26.2's graph does not show under its old name, `@_alwaysEmitIntoClient`);
    - ("add", attribute, …): attributes 26.2 prints (`@MainActor @preconcurrency` where 27.0 says
      `nonisolated`);
    - ("constrain", constraint, …): generic constraints 26.2 adds (as the audit writes them,
      `Content conformance View`);
    - ("replace", old, new): a name 26.2 spells otherwise (`EmptyContent` for `EmptyView`).

    `overload`, when given, limits the entry to the declarations of the path whose text (as the
    audit prints it) contains it; a path whose overloads read differently in 26.2 has one entry
    per overload.
    """

    module: str
    offset: int
    rewrites: tuple[tuple[str, ...], ...]
    overload: str | None = None


BUILDER_NAME = (("builder",),)
EXPORTED = ("drop", "@export(implementation)")
MAIN_ACTOR = ("add", "@MainActor", "@preconcurrency")


def _constrain(*names: str) -> tuple[str, ...]:
    return ("constrain",) + tuple(f"{name} conformance View" for name in names)


FOLLOWS_27_0: dict[str, Follow | tuple[Follow, ...]] = {
    # `@ContentBuilder` for `@ViewBuilder`, nothing else.
    "Button.init(action:label:)": Follow(UI, 1_637_000, BUILDER_NAME),
    "Button.init(role:action:label:)": Follow(UI, 1_637_000, BUILDER_NAME),
    "ColorPicker.init(selection:supportsOpacity:label:)": Follow(UI, 1_793_500, BUILDER_NAME),
    "DatePicker.init(selection:displayedComponents:label:)": Follow(UI, 1_438_000, BUILDER_NAME),
    "Form.init(content:)": Follow(UI, 955_000, BUILDER_NAME),
    "HStack.init(alignment:spacing:content:)": Follow(CORE, 346_500, BUILDER_NAME),
    "LabeledContent.init(_:content:)": Follow(UI, 285_000, BUILDER_NAME),
    "LazyVStack.init(alignment:spacing:pinnedViews:content:)": Follow(CORE, 574_500, BUILDER_NAME),
    "NavigationLink.init(_:destination:)": Follow(UI, 794_500, BUILDER_NAME),
    "NavigationLink.init(destination:label:)": Follow(UI, 794_500, BUILDER_NAME),
    "Picker.init(selection:content:label:)": Follow(UI, 1_000_000, BUILDER_NAME),
    "Stepper.init(value:in:step:label:onEditingChanged:)": Follow(UI, 1_490_500, BUILDER_NAME),
    "TextField.init(text:prompt:label:)": Follow(UI, 370_500, BUILDER_NAME),
    "TextField.init(value:format:prompt:label:)": Follow(UI, 7_500, BUILDER_NAME),
    "Toggle.init(isOn:label:)": Follow(UI, 341_000, BUILDER_NAME),
    "VStack.init(alignment:spacing:content:)": Follow(CORE, 64_000, BUILDER_NAME),
    "View.body": Follow(CORE, 934_000, BUILDER_NAME),
    "View.alert(_:isPresented:presenting:actions:)": Follow(UI, 757_000, BUILDER_NAME),
    "View.alert(_:isPresented:presenting:actions:message:)": Follow(UI, 757_000, BUILDER_NAME),
    "View.alert(isPresented:error:actions:)": Follow(UI, 757_000, BUILDER_NAME),
    "View.alert(isPresented:error:actions:message:)": Follow(UI, 757_000, BUILDER_NAME),
    "View.background(alignment:content:)": Follow(CORE, 1_061_000, BUILDER_NAME),
    "View.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)": Follow(
        UI, 1_288_500, BUILDER_NAME
    ),
    "View.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)": Follow(
        UI, 1_288_500, BUILDER_NAME
    ),
    "View.fullScreenCover(item:onDismiss:content:)": Follow(UI, 530_000, BUILDER_NAME),
    "View.navigationDestination(isPresented:destination:)": Follow(UI, 121_500, BUILDER_NAME),
    "View.popover(item:attachmentAnchor:arrowEdge:content:)": Follow(UI, 866_500, BUILDER_NAME),
    "View.sheet(isPresented:onDismiss:content:)": Follow(UI, 530_000, BUILDER_NAME),
    "View.sheet(item:onDismiss:content:)": Follow(UI, 530_000, BUILDER_NAME),
    "WindowGroup.init(makeContent:)": Follow(UI, 1_758_000, BUILDER_NAME),
    # Declared differently.
    "ViewBuilder.buildBlock()": Follow(
        CORE, 287_000, (EXPORTED, ("replace", "-> EmptyContent", "-> EmptyView"))
    ),
    "ViewBuilder.buildBlock(_:)": (
        Follow(CORE, 287_000, (EXPORTED, _constrain("Content")), overload="buildBlock<Content>"),
        Follow(CORE, 287_000, (EXPORTED,), overload="buildBlock<each Content>"),
    ),
    "ViewBuilder.buildIf(_:)": Follow(CORE, 287_000, (EXPORTED, _constrain("Content"))),
    "ViewBuilder.buildEither(first:)": Follow(
        CORE, 287_000, (EXPORTED, _constrain("TrueContent", "FalseContent"))
    ),
    "ViewBuilder.buildEither(second:)": Follow(
        CORE, 287_000, (EXPORTED, _constrain("TrueContent", "FalseContent"))
    ),
    "ViewBuilder.buildLimitedAvailability(_:)": Follow(CORE, 287_000, (EXPORTED,)),
    "ForEach.init(_:content:)": Follow(
        CORE, 1_150_000, (EXPORTED, ("builder",), _constrain("Content"))
    ),
    "ForEach.init(_:id:content:)": Follow(
        CORE, 1_150_000, (EXPORTED, ("builder",), _constrain("Content"))
    ),
    "Section.init(content:header:footer:)": Follow(
        UI, 794_500, (EXPORTED, ("builder",), _constrain("Parent", "Content", "Footer"))
    ),
    "Section.init(content:)": Follow(UI, 794_500, (EXPORTED, ("builder",), _constrain("Content"))),
    "Section.init(_:content:)": Follow(UI, 794_500, (EXPORTED, ("builder",), _constrain("Content"))),
    "List": Follow(UI, 465_000, (MAIN_ACTOR,)),
    "List.init(content:)": Follow(UI, 481_000, (MAIN_ACTOR, ("builder",))),
    "List.init(_:rowContent:)": Follow(UI, 481_000, (EXPORTED, MAIN_ACTOR, ("builder",))),
    "NavigationStack": Follow(UI, 1_081_000, (MAIN_ACTOR,)),
    "NavigationStack.init(root:)": Follow(UI, 1_081_000, (MAIN_ACTOR, ("builder",))),
}


def where(module: str | None, offset: int | None) -> str:
    """Where a declaration was read, as a reviewer can find it again."""
    if module is None or offset is None:
        return "not in either SwiftUI interface"
    return (
        f"{REPOSITORY}@{COMMIT[:7]}:{INTERFACES[module]} characters {offset:,}-"
        f"{offset + WINDOW:,}"
    )
