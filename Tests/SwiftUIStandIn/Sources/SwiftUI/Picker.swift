// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-29: `Picker`
// (`nonisolated struct Picker<Label, SelectionValue, Content> where Label : View,
// SelectionValue : Hashable, Content : View`), `init(selection:content:label:)`,
// `init(_ titleKey: LocalizedStringKey, selection:content:)`, `init<S>(_ title: S, selection:content:)`,
// `View.tag(_:includeOptional:)`.

/// A control for selecting from a set of mutually exclusive values.
///
/// The stand-in keeps the selection binding and its options (the tagged views in its content),
/// so that a test can read the options and pick one by writing through the binding.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let content: Content
  let label: Label

  /// Creates a picker that displays a custom label.
  ///
  /// - Parameters:
  ///   - selection: A binding to a property that determines the currently-selected option.
  ///   - content: A view that contains the set of options.
  ///   - label: A view that describes the purpose of selecting an option.
  nonisolated public init(
    selection: Binding<SelectionValue>,
    @ContentBuilder content: () -> Content,
    @ContentBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly; the stand-in's inspector reads its stored
  /// properties. Evaluating it stops the program.
  public var body: Never { primitiveViewBody(Self.self) }
}

extension Picker where Label == Text {
  /// Creates a picker that generates its label from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: A localized string key that describes the purpose of selecting an option.
  ///   - selection: A binding to a property that determines the currently-selected option.
  ///   - content: A view that contains the set of options.
  nonisolated public init(
    _ titleKey: LocalizedStringKey,
    selection: Binding<SelectionValue>,
    @ContentBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// Creates a picker that generates its label from a string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the purpose of selecting an option.
  ///   - selection: A binding to a property that determines the currently-selected option.
  ///   - content: A view that contains the set of options.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S,
    selection: Binding<SelectionValue>,
    @ContentBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension View {
  /// Sets the unique tag value of this view.
  ///
  /// - Parameters:
  ///   - tag: A `Hashable` value to use as the view's tag.
  ///   - includeOptional: If the tag value for `Optional<V>` should also be set.
  /// - Returns: A view with the specified tag set.
  nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    TaggedView(content: self, tag: tag, includeOptional: includeOptional)
  }
}

/// A view with a tag, which `tag(_:includeOptional:)` returns; not SwiftUI API.
nonisolated struct TaggedView<Content: View, Tag: Hashable>: View {
  let content: Content
  let tag: Tag
  let includeOptional: Bool
  var body: Never { primitiveViewBody(Self.self) }
}
