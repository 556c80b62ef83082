/// What a helper reads and stores, state by state, written in the interpreter's terms so that a
/// closure binding can be compared with it.
///
/// The states are chosen so that every distinction a helper makes is tried: nil and a value,
/// the placeholder and another value, the choice and another choice, in the set and not.
/// "Stores" means the value the target holds afterwards; a write that stores the value already
/// there counts as no change.
struct Specification {
  /// The rule the helper belongs to.
  var rule: Rule
  /// Named values known to differ in these states.
  var distinct: Set<[AbstractValue]>
  /// What a read gives in each state; nil when the closure must trap there (a force unwrap of
  /// nil, which the helper replaces by a value).
  var reads: [(state: AbstractValue, value: AbstractValue?)]
  /// What the target holds after a write of `input` in `state`.
  var writes: [(state: AbstractValue, input: AbstractValue, result: AbstractValue)]
  /// What the helper needs besides this behaviour, for every plan of it: its type checks, its
  /// own rewrite, its notes.
  var checks = HelperChecks()
}

/// What a helper needs besides its behaviour, for every plan compared with it.
///
/// Whichever rule's shape made the plan, the checks are the helper's own (in its rule's file),
/// and absent where the helper needs none.
struct HelperChecks: Sendable {
  /// A check that throws the refusal when the plan does not hold.
  typealias Check = @Sendable (HelperPlan, ClosureBindingJudge) throws(Refusal) -> Void

  /// Checked before the behaviour: a type that would make the behaviour's reason misleading.
  var declaredType: Check?
  /// The rewrite has the closure binding's type, and the helper's requirements hold.
  var types: Check?
  /// A verdict other than replacing the call with the helper, given the binding's source text.
  var rewrite: (@Sendable (HelperPlan, String, ClosureBindingJudge) -> Verdict?)?
  /// Notes on the rewrite, given the binding's source text.
  var notes: (@Sendable (HelperPlan, String, ClosureBindingJudge) -> [String])?
}

/// Where a closure binding and a helper part ways, in words.
struct Divergence: Error {
  /// The sentence: "writing `false` while `sel` holds another value stores nil, where
  /// `equals(v)` keeps that value".
  var reason: String
}

extension Specification {
  /// Checks the getter and the setter against the specification; throws the first difference, or
  /// the interpreter's reason when it cannot follow the closures.
  func check(
    getter: ExprSyntaxReading, setter: SetterRunning, target: AccessedValue, helper: String
  ) throws {
    for (state, expected) in reads {
      let actual: AbstractValue?
      do {
        actual = try getter(state)
      } catch is Trapped {
        actual = nil
      }
      if actual != expected {
        throw Divergence(
          reason: "reading while \(describe(state, target)) "
            + (actual.map { "gives \(describeRead($0))" } ?? "traps")
            + ", where `\(helper)` "
            + (expected.map { "gives \(describeRead($0))" } ?? "reads the last value"))
      }
    }
    for (state, input, expected) in writes {
      let actual: AbstractValue
      do {
        actual = try setter(state, input)
      } catch is Trapped {
        throw Divergence(
          reason: "writing \(describeInput(input)) while \(describe(state, target)) traps")
      }
      if actual != expected {
        throw Divergence(
          reason: "writing \(describeInput(input)) while \(describe(state, target)) "
            + "\(describeResult(actual, from: state, input: input, target)), where `\(helper)` "
            + "\(describeResult(expected, from: state, input: input, target))")
      }
    }
  }

  /// A state in words: "`x` is nil", "`tag` is in `tags`".
  private func describe(_ state: AbstractValue, _ target: AccessedValue) -> String {
    let name = "`\(target.text)`"
    if case .membership(let set, let element) = target {
      return state == .bool(true)
        ? "`\(element)` is in `\(set)`" : "`\(element)` is not in `\(set)`"
    }
    switch state {
    case .none: return "\(name) is nil"
    case .current: return "\(name) holds a value"
    case .other: return "\(name) holds another value"
    case .argument(let text): return "\(name) is `\(text)`"
    case .bool(let value): return "\(name) is `\(value)`"
    }
  }

  /// A written value in words.
  private func describeInput(_ input: AbstractValue) -> String {
    switch input {
    case .other: "a new value"
    case .bool(let value): "`\(value)`"
    case .argument(let text): "`\(text)`"
    case .none: "nil"
    case .current: "the value it holds"
    }
  }

  /// A read value in words.
  private func describeRead(_ value: AbstractValue) -> String {
    switch value {
    case .none: "nil"
    case .current: "the value"
    case .other: "another value"
    case .bool(let flag): "`\(flag)`"
    case .argument(let text): "`\(text)`"
    }
  }

  /// What a write left, in words: "stores nil", "keeps that value", "inserts `e`".
  private func describeResult(
    _ result: AbstractValue, from state: AbstractValue, input: AbstractValue,
    _ target: AccessedValue
  ) -> String {
    if case .membership(_, let element) = target {
      if result == state { return "changes nothing" }
      return result == .bool(true) ? "inserts `\(element)`" : "removes `\(element)`"
    }
    if result == state { return state == .none ? "leaves it nil" : "keeps that value" }
    if result == input, input == .other { return "stores the new value" }
    switch result {
    case .none: return "stores nil"
    case .argument(let text): return "stores `\(text)`"
    case .current: return "stores the value it held"
    case .other: return "stores another value"
    case .bool(let value): return "stores `\(value)`"
    }
  }
}

/// Reads the getter in a state.
typealias ExprSyntaxReading = (AbstractValue) throws -> AbstractValue
/// Runs the setter with an input in a state and gives the resulting state.
typealias SetterRunning = (AbstractValue, AbstractValue) throws -> AbstractValue
