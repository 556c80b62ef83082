// Screens that edit optionals with the package's helpers, in an app target whose default
// isolation is the main actor. A `// resolves:` line names the module whose declaration the call
// on the next line reaches and, for a helper with an overload for `Hashable & Sendable` values,
// which of its overloads: `requiring Sendable` (the key path cached, or found again while held)
// or `not requiring Sendable` (formed on every derivation, equal for equal values). A value of the
// app's own type is `Hashable` only on the main actor here, which cannot meet `Hashable &
// Sendable`, so it reaches the general overload; the standard library's and Foundation's types,
// and the app's `nonisolated` ones, reach the other. See Tests/DefaultIsolation/README.md.

import Foundation
import OptionalBindings
import SwiftUI

struct DraftScreen: View {
  @State private var nickname: String?
  @State private var draft: Draft?
  @State private var point: Point?
  @State private var theme: Theme?
  @State private var dueDate: Date?
  @State private var rating: Int?
  @State private var pane: Pane?
  @State private var fixedPane = Pane.general
  @State private var hidden = false
  @State private var volume = 3
  @State private var level = 0.5

  var body: some View {
    Form {
      // resolves: withDefault(_:) in OptionalBindings requiring Sendable
      TextField("Nickname", text: $nickname.withDefault(""))
      // resolves: withDefault(_:) in OptionalBindings not requiring Sendable
      TextField("Draft", text: $draft.withDefault(Draft()).text)
      // resolves: withDefault(_:) in OptionalBindings requiring Sendable
      TextField("Point", text: $point.withDefault(Point(id: 0, label: "")).label)
      // resolves: withDefault(_:) in OptionalBindings requiring Sendable
      TextField("Theme", text: $theme.withDefault(Theme()).name)
      // resolves: ??(_:_:) in OptionalBindings requiring Sendable
      TextField("Nickname", text: $nickname ?? "")
      // resolves: ??(_:_:) in OptionalBindings not requiring Sendable
      TextField("Draft", text: ($draft ?? Draft()).text)
      // resolves: withDefault(_:id:) in OptionalBindings requiring Sendable
      DatePicker("Due", selection: $dueDate.withDefault(Date(), id: "now"))
      // resolves: withDefault(_:id:) in OptionalBindings not requiring Sendable
      DatePicker("Due", selection: $dueDate.withDefault(Date(), id: Pane.general))
      // resolves: replacingNil(with:) in OptionalBindings requiring Sendable
      TextField("Nickname", text: $nickname.replacingNil(with: ""))
      // resolves: replacingNil(with:) in OptionalBindings not requiring Sendable
      TextField("Draft", text: $draft.replacingNil(with: Draft()).text)
      // resolves: isPresent() in OptionalBindings
      Toggle("Has a draft", isOn: $draft.isPresent())
      // resolves: isPresent(default:) in OptionalBindings requiring Sendable
      Toggle("Rated", isOn: $rating.isPresent(default: 3))
      // resolves: isPresent(default:) in OptionalBindings not requiring Sendable
      Toggle("Has a draft", isOn: $draft.isPresent(default: Draft()))
      // resolves: equals(_:) in OptionalBindings not requiring Sendable
      Toggle("General", isOn: $pane.equals(.general))
      // resolves: equals(_:) in OptionalBindings requiring Sendable
      Toggle("Five stars", isOn: $rating.equals(5))
      // resolves: equals(_:) in OptionalBindings not requiring Sendable
      Toggle("Advanced", isOn: $fixedPane.equals(.advanced))
      // resolves: init(unwrapping:) in OptionalBindings requiring Sendable
      if let nickname = Binding(unwrapping: $nickname) {
        TextField("Nickname", text: nickname)
      }
      // resolves: init(unwrapping:) in OptionalBindings not requiring Sendable
      if let draft = Binding(unwrapping: $draft) {
        TextField("Draft", text: draft.text)
      }
      // resolves: negated() in OptionalBindings
      Toggle("Shown", isOn: $hidden.negated())
      // resolves: equals(_:) in OptionalBindings requiring Sendable
      Toggle("Three", isOn: $volume.equals(3))
      // resolves: converted(to:) in OptionalBindings
      Slider(value: $volume.converted(to: Double.self), in: 0...10)
      // resolves: converted(to:) in OptionalBindings
      Stepper("Level", value: $level.converted(to: Int.self))
      // resolves: converted(to:) in OptionalBindings
      Slider(value: $level.converted(to: Float.self))
      // resolves: converted(to:) in OptionalBindings
      Stepper("Volume", value: $volume.converted(to: Int8.self))
      OptionalDraftField(draft: $draft, fallback: Draft())
    }
  }
}

/// Generic code of the app: a field for any optional `Hashable` value, as a design system's
/// component might be written.
struct OptionalDraftField<Value: Hashable>: View {
  @Binding var draft: Value?
  let fallback: Value

  var body: some View {
    // resolves: isPresent(default:) in OptionalBindings not requiring Sendable
    Toggle("Set", isOn: $draft.isPresent(default: fallback))
    // resolves: withDefault(_:) in OptionalBindings not requiring Sendable
    Text(verbatim: "\($draft.withDefault(fallback).wrappedValue)")
  }
}
