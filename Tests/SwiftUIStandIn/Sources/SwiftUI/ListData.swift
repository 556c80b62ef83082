// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
//
// `init(_:rowContent:)` follows the iOS 27.0 SDK's SwiftUI interface (xybp888/iOS-SDKs, commit
// ad607cb, the 16,000 characters read from offset 481,000): `nonisolated`,
// `@export(implementation)` (26.2's `@_alwaysEmitIntoClient` under its new name), with a
// `@ContentBuilder` closure, where 26.2 declares it `@MainActor @preconcurrency` with a
// `@ViewBuilder` one, as it does `init(content:)` (Containers.swift). `init(_:id:rowContent:)`,
// which nothing here uses, is left as 26.2 declares it.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
  // Apple: https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-3vn6i — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a list that computes its rows on demand from an underlying collection of
  /// identifiable data.
  ///
  /// - Parameters:
  ///   - data: A collection of identifiable data for computing the list.
  ///   - rowContent: A content builder that creates the view for a single row of the list.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @export(implementation)
  nonisolated public init<Data, RowContent>(
    _ data: Data, @ContentBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    self.init { ForEach(data, content: rowContent) }
  }

  // Apple: https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-4s0aj — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Creates a list that identifies its rows based on a key path to the identifier of the
  /// underlying data.
  ///
  /// - Parameters:
  ///   - data: The data for populating the list.
  ///   - id: The key path to the data model's identifier.
  ///   - rowContent: A content builder that creates the view for a single row of the list.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {
    self.init { ForEach(data, id: id, content: rowContent) }
  }
}
