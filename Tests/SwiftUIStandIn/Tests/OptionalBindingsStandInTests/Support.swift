import Foundation
@_spi(Inspection) import SwiftUI
import Testing

@testable import OptionalBindings

/// A source of truth and a view built on a binding to it, as a parent view would hold them.
///
/// The source is a stand-in `State`, so it keeps its value in a reference; every `evaluate()`
/// makes the view from it again and evaluates its body, as SwiftUI does after a state change.
@MainActor
struct Harness<Value, Content: View> {
  let source: State<Value?>
  private let makeView: (Binding<Value?>) -> Content

  init(_ initialValue: Value?, makeView: @escaping (Binding<Value?>) -> Content) {
    source = State(initialValue: initialValue)
    self.makeView = makeView
  }

  /// The view, made anew from the source as a parent's body makes it on every evaluation: a
  /// modifier whose content closure is not escaping builds its content then.
  var view: Content { makeView(source.projectedValue) }

  /// What the source holds now.
  var value: Value? { source.wrappedValue }

  /// Evaluates the view's body.
  func evaluate() -> InspectedView { inspect(view) }

  /// The button whose label or accessibility label is `label`, in a fresh evaluation.
  func button(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> InspectedView
  {
    try #require(
      evaluate().first(.button, labeled: label), "no button labeled \(label)",
      sourceLocation: sourceLocation)
  }

  /// The only control of `kind`, in a fresh evaluation.
  func control(_ kind: InspectedView.Kind, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> InspectedView
  {
    let controls = evaluate().all(kind)
    try #require(
      controls.count == 1, "expected one \(kind), found \(controls.count)",
      sourceLocation: sourceLocation)
    return controls[0]
  }
}

/// What an evaluated optional control shows: which buttons, and how many controls of a kind.
struct Shown: Equatable, CustomStringConvertible {
  var buttons: [String]
  var controls: Int

  init(_ view: InspectedView, kind: InspectedView.Kind) {
    buttons = view.all(.button).compactMap(\.spokenLabel)
    controls = view.all(kind).count
  }

  init(buttons: [String], controls: Int) {
    self.buttons = buttons
    self.controls = controls
  }

  var description: String { "buttons \(buttons), \(controls) control(s)" }
}
