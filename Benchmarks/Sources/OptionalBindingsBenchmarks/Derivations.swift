#if !canImport(SwiftUI)
  import OptionalBindings

  // Each helper of the creation benchmark and its closure competitor, as one `Derivation`: the
  // sources both sides derive from, and the one expression each side evaluates per iteration. The
  // closure competitors themselves are in ClosureBindings.swift. `@inline(__always)` makes the
  // timed loop's iteration the expression itself, as if it were written out in the loop.

  /// `$model.name` from `Bindable` against a plain forwarding closure binding.
  struct Forwarding: Derivation {
    let bindable: Bindable<Person>
    let source: Binding<String?>

    init(model: Person) {
      bindable = Bindable(model)
      source = bindable.name
    }

    @inline(__always) func ours(_: Void) -> Binding<String?> { bindable.name }
    @inline(__always) func closure(_: Void) -> Binding<String?> { source.closureForwarding() }
  }

  /// `$model.name` from `Bindable` over a `@MainActor` model against the closure binding users
  /// write for it.
  struct MainActorName: Derivation {
    let model: Account
    let bindable: Bindable<Account>

    init(model: Account) {
      self.model = model
      bindable = Bindable(model)
    }

    @inline(__always) func ours(_: Void) -> Binding<String?> { bindable.name }

    @inline(__always) func closure(_: Void) -> Binding<String?> {
      let model = self.model
      return Binding(
        get: { @MainActor in model.name },
        set: { @MainActor in model.name = $0 })
    }
  }

  /// `withDefault(_:)` against `get: { x ?? fallback }, set: { x = $0 }`.
  struct Fallback<Value: Hashable & Sendable>: Derivation {
    let source: Binding<Value?>

    @inline(__always) func ours(_ value: Value) -> Binding<Value> { source.withDefault(value) }
    @inline(__always) func closure(_ value: Value) -> Binding<Value> {
      source.closureDefault(value)
    }
  }

  /// The `??` operator against the same closure binding as `withDefault(_:)`.
  struct FallbackOperator: Derivation {
    let source: Binding<String?>

    @inline(__always) func ours(_ value: String) -> Binding<String> { source ?? value }
    @inline(__always) func closure(_ value: String) -> Binding<String> {
      source.closureDefault(value)
    }
  }

  /// `withDefault(_:id:)` with a fixed id against the same closure binding as `withDefault(_:)`,
  /// which has no id.
  struct IdentifiedFallback: Derivation {
    let source: Binding<String?>
    let id: String

    @inline(__always) func ours(_ value: String) -> Binding<String> {
      source.withDefault(value, id: id)
    }
    @inline(__always) func closure(_ value: String) -> Binding<String> {
      source.closureDefault(value)
    }
  }

  /// `replacingNil(with:)` against `get: { x ?? placeholder }, set: { x = $0 == placeholder ? nil
  /// : $0 }`.
  struct ReplacingNil: Derivation {
    let source: Binding<String?>

    @inline(__always) func ours(_ value: String) -> Binding<String> {
      source.replacingNil(with: value)
    }
    @inline(__always) func closure(_ value: String) -> Binding<String> {
      source.closureReplacingNil(value)
    }
  }

  /// `isPresent()` against `get: { x != nil }, set: { if !$0 { x = nil } }`.
  struct Presence: Derivation {
    let source: Binding<String?>

    @inline(__always) func ours(_: Void) -> Binding<Bool> { source.isPresent() }
    @inline(__always) func closure(_: Void) -> Binding<Bool> { source.closurePresence() }
  }

  /// `isPresent(default:)` against the presence closure binding that stores the default on true.
  struct PresenceStoring: Derivation {
    let source: Binding<String?>

    @inline(__always) func ours(_ value: String) -> Binding<Bool> {
      source.isPresent(default: value)
    }
    @inline(__always) func closure(_ value: String) -> Binding<Bool> {
      source.closurePresence(storing: value)
    }
  }

  /// `$dict[key, default:]` against `get: { dict[key] ?? fallback }, set: { dict[key] = $0 }`.
  struct DictionaryEntry: Derivation {
    let source: Binding<[String: Bool]>
    let fallback: Bool

    @inline(__always) func ours(_ key: String) -> Binding<Bool> {
      source[key, default: fallback]
    }
    @inline(__always) func closure(_ key: String) -> Binding<Bool> {
      source.closureEntry(key, fallback: fallback)
    }
  }

  /// `$set.contains(_:)` against `get: { set.contains(e) }` with an inserting and removing setter.
  struct SetMembership: Derivation {
    let source: Binding<Set<Int>>

    @inline(__always) func ours(_ element: Int) -> Binding<Bool> { source.contains(element) }
    @inline(__always) func closure(_ element: Int) -> Binding<Bool> {
      source.closureMembership(element)
    }
  }

  /// `$array[id:]` against a getter that searches with `first(where:)` and a setter that
  /// replaces or removes at `firstIndex(where:)`.
  struct IdentifiedElement: Derivation {
    let source: Binding<[Todo]>

    @inline(__always) func ours(_ id: Int) -> Binding<Todo?> { source[id: id] }
    @inline(__always) func closure(_ id: Int) -> Binding<Todo?> { source.closureElement(id: id) }
  }

  /// `equals(_:)` on an optional selection against `get: { x == choice }` with a setter that
  /// clears only its own choice.
  struct OptionalSelection: Derivation {
    let source: Binding<Int?>

    @inline(__always) func ours(_ choice: Int) -> Binding<Bool> { source.equals(choice) }
    @inline(__always) func closure(_ choice: Int) -> Binding<Bool> {
      source.closureSelection(choice)
    }
  }

  /// `equals(_:)` on a non-optional selection against `get: { x == choice }, set: { if $0 { x =
  /// choice } }`.
  struct SameValue: Derivation {
    let source: Binding<Int>

    @inline(__always) func ours(_ choice: Int) -> Binding<Bool> { source.equals(choice) }
    @inline(__always) func closure(_ choice: Int) -> Binding<Bool> {
      source.closureSameValue(choice)
    }
  }

  /// `$destination.edit`, a case of a `BindableCases` enum, against the closure binding with the
  /// same reads and writes.
  struct CaseMember: Derivation {
    let source: Binding<Destination?>

    @inline(__always) func ours(_: Void) -> Binding<Todo?> { source.edit }
    @inline(__always) func closure(_: Void) -> Binding<Todo?> { source.closureEdit() }
  }

  /// A case's binding from `$availability.cases`, against the same binding in swift-navigation
  /// 2.11's shape: the case's optional, unwrapped through a key path whose argument is a new
  /// object on every call (its `_CaseDefault`, compared by identity).
  struct CaseSwitch: Derivation {
    let source: Binding<Availability>

    @inline(__always) func ours(_: Void) -> Binding<Int> {
      guard case .inStock(let quantity) = source.cases else { fatalError("not in stock") }
      return quantity
    }
    @inline(__always) func closure(_: Void) -> Binding<Int> {
      guard let quantity = Binding<Int>(navigationShapeUnwrapping: source.inStock) else {
        fatalError("not in stock")
      }
      return quantity
    }
  }

  /// `negated()` against `get: { !x }, set: { x = !$0 }`.
  struct Negation: Derivation {
    let source: Binding<Bool>

    @inline(__always) func ours(_: Void) -> Binding<Bool> { source.negated() }
    @inline(__always) func closure(_: Void) -> Binding<Bool> { source.closureNegation() }
  }

  /// `converted(to: Double.self)` on an `Int` against `get: { Double(x) }, set: { x = Int($0) }`.
  struct Conversion: Derivation {
    let source: Binding<Int>

    @inline(__always) func ours(_: Void) -> Binding<Double> { source.converted(to: Double.self) }
    @inline(__always) func closure(_: Void) -> Binding<Double> { source.closureConversion() }
  }
#endif
