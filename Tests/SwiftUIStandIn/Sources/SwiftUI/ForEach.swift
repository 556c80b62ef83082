// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// The view initializers' pages were not found (the pages of those names are the MapKit and
// table-row overload groups); their shape is that of the `List` initializers that build a
// `ForEach`. `data` is declared as in the iOS 26.2 and 17.4 SDK interfaces (`public var data:
// Data`), which `DynamicViewContent` requires; their `public var content` is left out.
//
// The two initializers follow the iOS 27.0 SDK (SwiftUICore interface, xybp888/iOS-SDKs at
// commit ad607cb, the 16,000 characters read from offset 1,150,000): 26.2 declares them in
// extensions that require `Content: View`; 27.0 in extensions without that requirement
// (`init(_:content:)` in one that keeps `ID == Data.Element.ID, Data.Element: Identifiable`),
// `@export(implementation)`, with `@ContentBuilder` closures. A `ForEach` is a `View` only when
// its content is, as before, so the requirement is met where the `ForEach` is used as a view.

// Apple: https://developer.apple.com/documentation/swiftui/foreach — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A structure that computes views on demand from an underlying collection of identified data.
///
/// The stand-in keeps the data, the closure and how to identify an element; its inspector
/// expands one row per element.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The collection of underlying identified data that SwiftUI uses to create views
  /// dynamically.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var data: Data

  @usableFromInline
  let content: (Data.Element) -> Content
  /// The identity of an element, as the initializer's `id` (or `Identifiable`) gives it; not
  /// SwiftUI API.
  @usableFromInline
  let elementID: (Data.Element) -> ID
  /// What the edit actions of `init(_:editActions:content:)` do to the bound collection; not
  /// SwiftUI API.
  var editing: CollectionEditing? = nil

  /// The initializer the public ones call, whose bodies are emitted into the client; not SwiftUI
  /// API.
  @usableFromInline
  init(
    _data data: Data, elementID: @escaping (Data.Element) -> ID,
    content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.elementID = elementID
    self.content = content
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/foreach — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach: View where Content: View {
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The type of view representing the body of this view: none, as for every primitive view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public typealias Body = Never

  // Not SwiftUI API. SwiftUI's interface declares no `body` for its primitive views (the
  // requirement is met out of sight), so the stand-in's is SPI, kept out of the audit
  // against Apple's declarations; `view.body` still reaches it through `View`.
  /// The body of a primitive view, which has none.
  ///
  /// Evaluating it stops the program.
  @_spi(PrimitiveBody) public var body: Never { primitiveViewBody(Self.self) }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates an instance that uniquely identifies and creates views across updates based on the
  /// identity of the underlying data.
  ///
  /// - Parameters:
  ///   - data: The identified data that the `ForEach` instance uses to create views dynamically.
  ///   - content: The view builder that creates views dynamically.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @export(implementation)
  nonisolated public init(
    _ data: Data,
    @ContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach {
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates an instance that uniquely identifies and creates views across updates based on the
  /// provided key path to the underlying data's identifier.
  ///
  /// - Parameters:
  ///   - data: The data that the `ForEach` instance uses to create views dynamically.
  ///   - id: The key path to the provided data's identifier.
  ///   - content: The view builder that creates views dynamically.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @export(implementation)
  nonisolated public init(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(_data: data, elementID: { $0[keyPath: id] }, content: content)
  }
}
