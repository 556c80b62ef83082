// An app that already carries its own `Binding+Extensions.swift`, as most SwiftUI apps that
// reach for a package like this one do, and then adds OptionalBindings. The helpers below have
// the shapes the articles and many open-source apps give them (written here, not copied): some
// under names of their own, one (`withDefault(_:)`) and an operator (`??`) under the package's
// names. Every call of the app's own helpers must keep reaching the app's declaration, never
// become ambiguous, and the package's other helpers must stay reachable beside them.
//
// The check compiles this client in the Swift 5 and the Swift 6 language modes, against the
// iOS 17.4 and 26.2 SDKs. A `// resolves:` line names the module whose declaration the call on
// the next line reaches (Tests/Interop/README.md); the app's module is `InteropAppHelpers`.

import OptionalBindings
import SwiftUI

extension Binding {
  // As the articles write them in Swift 5, with an unconstrained `T`; in Swift 6 mode the
  // iOS 18 SDKs' `Binding(get:set:)` takes `@Sendable` closures, so an app adds `Sendable`.
  #if swift(>=6)
    /// The app's: a non-optional binding that reads `defaultValue` while nil.
    func toNonOptional<T: Sendable>(defaultValue: T) -> Binding<T> where Value == T? {
      Binding<T>(get: { wrappedValue ?? defaultValue }, set: { wrappedValue = $0 })
    }

    /// The app's, under the package's name.
    func withDefault<T: Sendable>(_ defaultValue: T) -> Binding<T> where Value == T? {
      Binding<T>(get: { wrappedValue ?? defaultValue }, set: { wrappedValue = $0 })
    }
  #else
    /// The app's: a non-optional binding that reads `defaultValue` while nil.
    func toNonOptional<T>(defaultValue: T) -> Binding<T> where Value == T? {
      Binding<T>(get: { wrappedValue ?? defaultValue }, set: { wrappedValue = $0 })
    }

    /// The app's, under the package's name and with an unconstrained `T`.
    func withDefault<T>(_ defaultValue: T) -> Binding<T> where Value == T? {
      Binding<T>(get: { wrappedValue ?? defaultValue }, set: { wrappedValue = $0 })
    }
  #endif

  /// The app's: true while a value is present; writing false clears it.
  func boolValue<Wrapped: Sendable>() -> Binding<Bool> where Value == Wrapped? {
    Binding<Bool>(mapped: self)
  }
}

extension Binding where Value: Sendable {
  /// The app's: calls `action` with every value written.
  func onChange(_ action: @escaping @Sendable (Value) -> Void) -> Binding<Value> {
    Binding(
      get: { wrappedValue },
      set: {
        wrappedValue = $0
        action($0)
      })
  }
}

extension Binding where Value == Bool {
  /// The app's: true while `mapped` holds a value; writing false sets it to nil.
  init<Wrapped: Sendable>(mapped: Binding<Wrapped?>) {
    self.init(get: { mapped.wrappedValue != nil }, set: { if !$0 { mapped.wrappedValue = nil } })
  }
}

#if swift(>=6)
  /// The app's: the operator spelling of its `withDefault(_:)`.
  func ?? <T: Sendable>(lhs: Binding<T?>, rhs: T) -> Binding<T> {
    Binding(get: { lhs.wrappedValue ?? rhs }, set: { lhs.wrappedValue = $0 })
  }
#else
  /// The app's: the operator spelling of its `withDefault(_:)`, with an unconstrained `T`.
  func ?? <T>(lhs: Binding<T?>, rhs: T) -> Binding<T> {
    Binding(get: { lhs.wrappedValue ?? rhs }, set: { lhs.wrappedValue = $0 })
  }
#endif

/// The app's: a binding to the negation of a Boolean binding.
prefix func ! (value: Binding<Bool>) -> Binding<Bool> {
  Binding<Bool>(get: { !value.wrappedValue }, set: { value.wrappedValue = !$0 })
}

/// A value that is not `Hashable`, as a model struct often is.
struct Draft: Sendable {
  var text: String
}

struct HelpersScreen: View {
  @State private var nickname: String?
  @State private var draft: Draft?
  @State private var count: Int?
  @State private var isHidden = false
  @State private var volume = 3

  var body: some View {
    // resolves: toNonOptional(defaultValue:) in InteropAppHelpers
    TextField("Nickname", text: $nickname.toNonOptional(defaultValue: ""))
    // resolves: withDefault(_:) in InteropAppHelpers
    TextField("Nickname", text: $nickname.withDefault(""))
    // resolves: withDefault(_:) in InteropAppHelpers
    TextField("Draft", text: $draft.withDefault(Draft(text: "")).text)
    // resolves: withDefault(_:) in InteropAppHelpers
    Stepper("Count", value: $count.withDefault(0))
    // resolves: ?? in InteropAppHelpers
    TextField("Nickname", text: $nickname ?? "")
    // resolves: ?? in InteropAppHelpers
    Stepper("Count", value: $count ?? 0)
    // resolves: boolValue() in InteropAppHelpers
    Toggle("Has a nickname", isOn: $nickname.boolValue())
    // resolves: init(mapped:) in InteropAppHelpers
    Toggle("Has a draft", isOn: Binding(mapped: $draft))
    // resolves: ! in InteropAppHelpers
    Toggle("Shown", isOn: !$isHidden)
    // resolves: onChange(_:) in InteropAppHelpers
    Toggle("Hidden", isOn: $isHidden.onChange { print($0) })
    // The package's helpers beside them, under the names the app does not use.
    // resolves: replacingNil(with:) in OptionalBindings
    TextField("Nickname", text: $nickname.replacingNil(with: ""))
    // resolves: withDefault(_:id:) in OptionalBindings
    TextField("Draft", text: $draft.withDefault(Draft(text: ""), id: "empty").text)
    // resolves: isPresent() in OptionalBindings
    Toggle("Has a nickname", isOn: $nickname.isPresent())
    // resolves: negated() in OptionalBindings
    Toggle("Shown", isOn: $isHidden.negated())
    // resolves: converted(to:) in OptionalBindings
    Slider(value: $volume.converted(to: Double.self), in: 0...10)
    // resolves: init(unwrapping:) in OptionalBindings
    if let draft = Binding(unwrapping: $draft) {
      TextField("Draft", text: draft.text)
    }
  }
}
