// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// `onChange(of:initial:_:)` with the two-parameter action, as the iOS 26.2 SDK's SwiftUICore
// declares it (17.4's is the same but for the era's `nonisolated`); the audit compares it.
//
// The stand-in runs no action by itself: it has no view graph and no updates. The modifier keeps
// the value and the action for the inspector, and `ChangeActionHost` (SPI, below) runs them the
// simplest way that follows Apple's page: when the view first appears, the actions registered with
// `initial: true`, each with its value as old and new value; after that, on each evaluation,
// every action whose value differs from the previous evaluation's, with the old and the new
// value, in the order the inspector finds them (depth first), until an evaluation runs none.
// Actions are matched between evaluations by that order, not by view identity. This is not
// SwiftUI's scheduling: when SwiftUI runs an action, in which order, in which transaction, and
// how it coalesces several changes in one update are not modelled.

extension View {
  // Apple: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg — iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  /// Adds a modifier for this view that fires an action when a specific value changes.
  ///
  /// The stand-in keeps the value and the action for the inspector; see the file's header.
  ///
  /// - Parameters:
  ///   - value: The value to check against when determining whether to run the closure.
  ///   - initial: Whether the action should be run when this view initially appears.
  ///   - action: A closure to run when the value changes, with the old value that failed the
  ///     comparison check (or the initial value when requested) and the new value.
  /// - Returns: A view that fires an action when the specified value changes.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false,
    _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View where V: Equatable {
    ChangeActionView(base: self, value: value, initial: initial, action: action)
  }
}

/// A view that `onChange(of:initial:_:)` returns; not SwiftUI API.
nonisolated struct ChangeActionView<Base: View, Value: Equatable>: View, InspectablePrimitive {
  let base: Base
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  var body: Never {
    fatalError("ChangeActionView is a primitive view and has no body.")
  }

  @MainActor func inspectionNode() -> InspectedView {
    let value = value
    let action = action
    let change = InspectedChangeAction(
      initial: initial, value: value, isUnchanged: { ($0.value as? Value) == value },
      run: { old in action(old as? Value ?? value, value) })
    return InspectedView(kind: .group, children: [inspect(base)], binding: change)
  }
}

/// A change action registered with `onChange(of:initial:_:)`, as one evaluation found it.
@_spi(Inspection)
public struct InspectedChangeAction {
  /// Whether the action also runs when the view appears (`initial: true`).
  public let initial: Bool

  /// The value the action watches, as this evaluation found it.
  public let value: Any

  let isUnchanged: (InspectedChangeAction) -> Bool
  let run: (_ oldValue: Any) -> Void
}

@_spi(Inspection)
extension InspectedView {
  /// The change actions registered in this view, depth first.
  @_spi(Inspection)
  public var changeActions: [InspectedChangeAction] {
    allViews.compactMap { $0.binding as? InspectedChangeAction }
  }
}

/// Evaluations that kept running change actions: a write loop, or more rounds than allowed.
@_spi(Inspection)
public struct UnsettledUpdates: Error, Equatable {
  /// How many evaluations ran actions before the host gave up.
  public let evaluations: Int
}

/// A view whose change actions the stand-in runs as the file's header describes; not SwiftUI.
///
/// `makeView` is called for every evaluation. Return the same view value each time (the
/// stand-in keeps `@State` and `@FocusState` in the view value, where SwiftUI keeps them by the
/// view's identity); its body is evaluated anew and reads the model anew.
@_spi(Inspection)
@MainActor
public final class ChangeActionHost<Content: View> {
  private let makeView: @MainActor () -> Content
  private var previous: [InspectedChangeAction] = []

  /// How many change actions have run since the host was made.
  public private(set) var actionsRun = 0

  /// A host for the view `makeView` returns; nothing is evaluated until ``appear()``.
  ///
  /// - Parameter makeView: Returns the view to evaluate.
  public init(_ makeView: @escaping @MainActor () -> Content) {
    self.makeView = makeView
  }

  /// Evaluates the view for the first time, runs the actions registered with `initial: true`
  /// (each with its value as both the old and the new value), then updates until an evaluation
  /// runs no action.
  ///
  /// - Parameter limit: The most evaluations after the first.
  /// - Returns: The last evaluation.
  /// - Throws: ``UnsettledUpdates`` when `limit` evaluations all ran actions.
  @discardableResult
  public func appear(limit: Int = 10) throws(UnsettledUpdates) -> InspectedView {
    let actions = inspect(makeView()).changeActions
    previous = actions
    for action in actions where action.initial {
      action.run(action.value)
      actionsRun += 1
    }
    return try update(limit: limit)
  }

  /// Evaluates the view again, and again, running each change action whose value differs from
  /// the previous evaluation's, until an evaluation runs none.
  ///
  /// An action found at a position the previous evaluation did not have has just appeared: it
  /// runs only if it was registered with `initial: true`.
  ///
  /// - Parameter limit: The most evaluations.
  /// - Returns: The last evaluation, which ran no action.
  /// - Throws: ``UnsettledUpdates`` when `limit` evaluations all ran actions.
  @discardableResult
  public func update(limit: Int = 10) throws(UnsettledUpdates) -> InspectedView {
    for _ in 0..<limit {
      let view = inspect(makeView())
      let actions = view.changeActions
      var ran = 0
      for (index, action) in actions.enumerated() {
        if index < previous.count {
          guard !action.isUnchanged(previous[index]) else { continue }
          action.run(previous[index].value)
        } else {
          guard action.initial else { continue }
          action.run(action.value)
        }
        ran += 1
      }
      previous = actions
      actionsRun += ran
      if ran == 0 { return view }
    }
    throw UnsettledUpdates(evaluations: limit)
  }
}
