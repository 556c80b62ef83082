// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-29: `ForEach`
// (`struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`), and
// the view initializers' shape as the `List` initializers that build a `ForEach` show it
// (`init(_:id:rowContent:)`, `init(_:rowContent:)`: `@ContentBuilder`, `@escaping`, `nonisolated`,
// `ID == Data.Element.ID` for `Identifiable` elements). The `View` conformance `where Content :
// View` is SwiftUI's long-standing shape; the view-specific `init(_:content:)` page was not
// surfaced (only its map-content and table-row siblings were).

/// A structure that computes views on demand from an underlying collection of identified data.
///
/// The stand-in keeps the data and the closure; its inspector expands one row per element.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  let data: Data
  let content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly; the stand-in's inspector reads its stored
  /// properties. Evaluating it stops the program.
  public var body: Never { primitiveViewBody(Self.self) }

  /// Creates an instance that uniquely identifies and creates views across updates based on the
  /// identity of the underlying data.
  ///
  /// - Parameters:
  ///   - data: The identified data that the `ForEach` instance uses to create views dynamically.
  ///   - content: The view builder that creates views dynamically.
  nonisolated public init(
    _ data: Data,
    @ContentBuilder content: @escaping (Data.Element) -> Content
  ) where ID == Data.Element.ID, Data.Element: Identifiable {
    self.data = data
    self.content = content
  }

  /// Creates an instance that uniquely identifies and creates views across updates based on the
  /// provided key path to the underlying data's identifier.
  ///
  /// - Parameters:
  ///   - data: The data that the `ForEach` instance uses to create views dynamically.
  ///   - id: The key path to the provided data's identifier.
  ///   - content: The view builder that creates views dynamically.
  nonisolated public init(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
}
