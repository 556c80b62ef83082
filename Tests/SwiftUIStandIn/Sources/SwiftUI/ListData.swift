// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).

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
  @MainActor
  @preconcurrency
  public init<Data, RowContent>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
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
