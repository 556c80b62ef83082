// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).

// Apple: https://developer.apple.com/documentation/swiftui/picker — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A control for selecting from a set of mutually exclusive values.
///
/// The stand-in keeps the selection binding and its options (the tagged views in its content),
/// so that a test can read the options and pick one by writing through the binding.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let content: Content
  let label: Label

  // Apple: https://developer.apple.com/documentation/swiftui/picker/init(selection:content:label:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a picker that displays a custom label.
  ///
  /// - Parameters:
  ///   - selection: A binding to a property that determines the currently-selected option.
  ///   - content: A view that contains the set of options.
  ///   - label: A view that describes the purpose of selecting an option.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public init(
    selection: Binding<SelectionValue>,
    @ContentBuilder content: () -> Content,
    @ContentBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The content and behavior of the view.
  ///
  /// SwiftUI builds this control from its style; the stand-in's inspector reads its stored
  /// properties instead, and evaluating the body stops the program.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public var body: some View { primitiveViewBody(Self.self) }
}

extension Picker where Label == Text {
  // Apple: https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-6lwfn — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a picker that generates its label from a localized string key.
  ///
  /// - Parameters:
  ///   - titleKey: A localized string key that describes the purpose of selecting an option.
  ///   - selection: A binding to a property that determines the currently-selected option.
  ///   - content: A view that contains the set of options.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public init(
    _ titleKey: LocalizedStringKey,
    selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  // Apple: https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-5njtq — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a picker that generates its label from a string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the purpose of selecting an option.
  ///   - selection: A binding to a property that determines the currently-selected option.
  ///   - content: A view that contains the set of options.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S,
    selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension View {
  // Apple: https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Sets the unique tag value of this view.
  ///
  /// - Parameters:
  ///   - tag: A `Hashable` value to use as the view's tag.
  ///   - includeOptional: If the tag value for `Optional<V>` should also be set.
  /// - Returns: A view with the specified tag set.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
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
