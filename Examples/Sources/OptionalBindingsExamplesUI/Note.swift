/// A short note, the data of the alert-and-sheet screen.
public struct Note: Identifiable, Hashable, Sendable {
  /// The note's identifier, unique in its list.
  public let id: Int

  /// What the note says.
  public var text: String

  /// Creates a note.
  ///
  /// - Parameters:
  ///   - id: The identifier, unique in the note's list.
  ///   - text: What the note says.
  public init(id: Int, text: String) {
    self.id = id
    self.text = text
  }
}
