@_spi(Inspection) import SwiftUI
import Testing

extension InspectedView {
  /// The only view of `kind` whose label or spoken label is `label`.
  func the(
    _ kind: Kind, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> InspectedView {
    let matches = all(kind).filter { $0.label == label || $0.spokenLabel == label }
    try #require(
      matches.count == 1, "expected one \(kind) labeled \(label), found \(matches.count)",
      sourceLocation: sourceLocation)
    return matches[0]
  }

  /// The binding of the only control of `kind` labeled `label`.
  func binding<Value>(
    of type: Value.Type, _ kind: Kind, _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Binding<Value> {
    try the(kind, label, sourceLocation: sourceLocation).binding(of: type)
  }

  /// Presses the only button labeled `label`.
  @MainActor
  func press(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try the(.button, label, sourceLocation: sourceLocation).press()
  }

  /// The destination of the only navigation link titled `title`, evaluated.
  @MainActor
  func destination(
    of title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> InspectedView {
    let links = links(titled: title)
    try #require(
      links.count == 1, "expected one link titled \(title), found \(links.count)",
      sourceLocation: sourceLocation)
    return try #require(links[0].destination(), sourceLocation: sourceLocation)
  }

  /// What a labeled content shows for `label`: the last text of its content.
  func shown(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
    try the(.labeledContent, label, sourceLocation: sourceLocation).texts.last
  }

  /// The only presentation of `kind` attached in this view.
  func presentation(
    _ kind: InspectedPresentation.Kind, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> InspectedPresentation {
    let matches = presentations.filter { $0.kind == kind }
    try #require(
      matches.count == 1, "expected one \(kind), found \(matches.count)",
      sourceLocation: sourceLocation)
    return matches[0]
  }
}
