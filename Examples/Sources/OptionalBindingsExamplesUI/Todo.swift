/// A to-do, the data of the list screen.
public struct Todo: Identifiable, Hashable, Sendable {
  /// The to-do's identifier, unique in its list.
  public let id: Int

  /// What there is to do.
  public var title: String

  /// Whether it is done.
  public var isDone: Bool

  /// Creates a to-do.
  ///
  /// - Parameters:
  ///   - id: The identifier, unique in the to-do's list.
  ///   - title: What there is to do.
  ///   - isDone: Whether it is done.
  public init(id: Int, title: String, isDone: Bool = false) {
    self.id = id
    self.title = title
    self.isDone = isDone
  }
}
