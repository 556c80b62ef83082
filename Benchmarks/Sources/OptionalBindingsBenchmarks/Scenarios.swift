#if !canImport(SwiftUI)
  import Foundation
  import OptionalBindings

  /// Every case the benchmark measures, built over one model and one set of prepared arguments.
  ///
  /// A creation case is one declaration: the helper's ``Derivation`` (Derivations.swift), its
  /// arguments and how the table describes them; ``CreationCase`` makes the timed workloads and
  /// the identity probes from it. Arguments called "constant" go through ``opaque(_:)`` once, so
  /// the optimizer cannot treat them as literals; "ever-new" arguments come from arrays of
  /// distinct values built before any timing.
  @MainActor
  final class Scenarios {
    let person = Person()
    let account = Account()
    /// Distinct strings (`"v0"`, `"v1"`, …), all short enough to be stored inline.
    let strings: [String]
    /// Distinct integers, shuffled so consecutive iterations do not hash alike.
    let integers: [Int]
    /// Models whose values an ever-new `Binding(unwrapping:)` round sets before it runs.
    let pool: [Person]
    /// `Bindable` source bindings to the pool's `name`s, made once.
    let poolSources: [Binding<String?>]
    /// Where the ever-new identity probes look: the last argument, after a churn of the first
    /// 16,384 (or half of all arguments, if fewer).
    let probes: ProbePlan

    init(settings: Settings) {
      strings = (0..<settings.distinctArguments).map { "v\($0)" }
      var generator = SplitMix64(seed: 0x0B1D_1265)
      integers = Array(0..<settings.distinctArguments).shuffled(using: &generator)
      pool = (0..<settings.maxIterationsPerRound).map { _ in Person() }
      poolSources = pool.map { Bindable($0).name }
      probes = ProbePlan(
        probe: settings.distinctArguments - 1,
        churn: 0..<min(16_384, settings.distinctArguments / 2))
      person.populate()
    }

    /// A fresh source binding, made as a view body makes it on every evaluation.
    private var names: Binding<String?> { Bindable(person).name }

    /// The creation cases, baselines first, then the helpers, then `withDefault(_:)` by argument
    /// type.
    func creationCases() -> [CreationCase] {
      baselineCreation() + optionalCreation()
        + [unwrappingCreation(), unwrappingAgainstNavigationShape()] + presenceCreation()
        + caseAndConversionCreation() + collectionCreation() + argumentTypeCreation()
    }

    /// The access cases, baselines first.
    func accessCases() -> [AccessCase] {
      baselineAccess() + optionalAccess() + caseAndConversionAccess() + collectionAccess()
    }

    // MARK: - Creation

    private func baselineCreation() -> [CreationCase] {
      let person = self.person
      let account = self.account
      return [
        CreationCase(
          "$model.name vs Binding(get:set:)", argument: "—",
          competitor: "get: { source.wrappedValue }, set: { source.wrappedValue = $0 }",
          constant: (), probes: probes, isHelper: false
        ) { Forwarding(model: person) },
        CreationCase(
          "@MainActor model: $m.name vs closure", argument: "—",
          competitor: "get: { @MainActor in model.name }, set: { @MainActor in model.name = $0 }",
          constant: (), probes: probes, isHelper: false
        ) { MainActorName(model: account) },
      ]
    }

    private func optionalCreation() -> [CreationCase] {
      let unknown = opaque("Unknown")
      let empty = opaque("")
      // The use withDefault(_:id:) exists for: a default made fresh on every render (`Date()`)
      // under an id that stays the same.
      let now = opaque("now")
      let fallback = "get: { x ?? fallback }, set: { x = $0 }"
      let placeholder = "get: { x ?? placeholder }, set: { x = $0 == placeholder ? nil : $0 }"
      return [
        CreationCase(
          "withDefault(_:)", argument: "String \"Unknown\" / new String", competitor: fallback,
          constant: unknown, everNew: strings, probes: probes
        ) { Fallback(source: self.names) },
        CreationCase(
          "withDefault(\"\")", argument: "String \"\" (argument-free key path)",
          competitor: fallback, constant: empty, probes: probes
        ) { Fallback(source: self.names) },
        CreationCase(
          "?? (operator)", argument: "String \"Unknown\" / new String", competitor: fallback,
          constant: unknown, everNew: strings, probes: probes
        ) { FallbackOperator(source: self.names) },
        CreationCase(
          "withDefault(_:id:)",
          argument: "id \"now\", default \"Unknown\" / same id, new default",
          competitor: fallback + " (the id has no closure counterpart)",
          constant: unknown, everNew: strings, probes: probes
        ) { IdentifiedFallback(source: self.names, id: recreated(now)) },
        CreationCase(
          "replacingNil(with:)", argument: "String \"Unknown\" / new String",
          competitor: placeholder, constant: unknown, everNew: strings, probes: probes
        ) { ReplacingNil(source: self.names) },
        CreationCase(
          "replacingNil(with: \"\")", argument: "String \"\" (argument-free key path)",
          competitor: placeholder, constant: empty, probes: probes
        ) { ReplacingNil(source: self.names) },
      ]
    }

    /// `Binding(unwrapping:)`, written out rather than made from a ``Derivation``.
    ///
    /// Its argument is the source's current value, not a parameter. Constant: the model keeps
    /// "Ada", and each iteration holds the binding it derived until the next, as a view holds the
    /// binding of its last render. Ever-new: each iteration unwraps a different pooled model,
    /// and before every round the pool is given that round's strings, untimed.
    private func unwrappingCreation() -> CreationCase {
      let constantModel = Person()
      constantModel.name = opaque("Ada")
      let source = Bindable(constantModel).name
      let poolSources = self.poolSources
      let pool = self.pool
      let strings = self.strings
      let prepare: (Range<Int>) -> Void = { range in
        for (slot, index) in range.enumerated() { pool[slot].name = strings[index] }
      }
      let oursEverNew = Workload { range in
        timedLoop(0..<range.count) { Binding(unwrapping: poolSources[$0]) }
      }
      // The ever-new identity probe: a model given an equal copy of the same value before each
      // derivation, with a full churn of the pool in between.
      let probeModel = Person()
      let probeValue = strings[probes.probe]
      let churn = probes.churn.prefix(pool.count)
      func unwrapProbe(_ unwrap: (Binding<String?>) -> Binding<String>?) -> Binding<String> {
        probeModel.name = fresh(probeValue)
        return unwrap(Bindable(probeModel).name)!
      }
      return CreationCase(
        helper: "Binding(unwrapping:)",
        argument: "current value \"Ada\", the last binding held / new value; never cached",
        competitor: "get: { x ?? lastSeen }, set: { if x != nil { x = $0 } }",
        constant: .init(
          ours: Workload { range in
            var held = Binding(unwrapping: source)
            timedLoop(range) { _ in held = Binding(unwrapping: source) }
            blackHole(held)
          },
          closure: Workload { range in
            var held = Binding(closureUnwrapping: source)
            timedLoop(range) { _ in held = Binding(closureUnwrapping: source) }
            blackHole(held)
          }),
        everNew: .init(
          ours: oursEverNew,
          closure: Workload { range in
            timedLoop(0..<range.count) { Binding(closureUnwrapping: poolSources[$0]) }
          }),
        prepareEverNew: prepare,
        identityConstant: {
          Identity(
            ours: sameTwice { Binding(unwrapping: Bindable(constantModel).name)! },
            closure: sameTwice { Binding(closureUnwrapping: Bindable(constantModel).name)! })
        },
        identityEverNew: {
          Identity(
            ours: sameAfter(
              {
                prepare(churn)
                oursEverNew.run(churn)
              }, { unwrapProbe { Binding(unwrapping: $0) } }),
            closure: sameTwice { unwrapProbe { Binding(closureUnwrapping: $0) } })
        },
        // Held to no creation goal against the closure: a derivation that no binding still
        // holds forms its key path, since the package keeps nothing of the user's value. The
        // case below holds it to swift-navigation's shape instead.
        isHelper: true, holdsCreationGoal: false)
    }

    /// `Binding(unwrapping:)` derived and read once per render with the last render's binding
    /// held, as a view does, against the same helper in swift-navigation's shape.
    ///
    /// SwiftUINavigation's `Binding.init?(unwrapping:)` projects through a subscript whose
    /// argument is a new class instance on every call, equal only to itself (see
    /// ``Binding/init(navigationShapeUnwrapping:)``): it forms a key path per derivation and
    /// keeps no identity. Ours finds the binding's key path again while it is held.
    private func unwrappingAgainstNavigationShape() -> CreationCase {
      let model = Person()
      model.name = opaque("Ada")
      let source = Bindable(model).name
      return CreationCase(
        helper: "Binding(unwrapping:), held by a view",
        argument: "current value \"Ada\"; derived and read, the last binding held",
        competitor: "swift-navigation's shape: a key path with a new class argument per call",
        constant: .init(
          ours: Workload { range in
            var held = Binding(unwrapping: source)
            timedLoop(range) { _ in
              held = Binding(unwrapping: source)
              return held?.wrappedValue
            }
          },
          closure: Workload { range in
            var held = Binding(navigationShapeUnwrapping: source)
            timedLoop(range) { _ in
              held = Binding(navigationShapeUnwrapping: source)
              return held?.wrappedValue
            }
          }),
        everNew: nil, prepareEverNew: nil,
        identityConstant: {
          Identity(
            ours: sameTwice { Binding(unwrapping: Bindable(model).name)! },
            closure: sameTwice { Binding(navigationShapeUnwrapping: Bindable(model).name)! })
        },
        identityEverNew: nil, isHelper: true, holdsCreationGoal: true,
        creationGoal: Goal.unwrappingOverNavigationShape)
    }

    private func presenceCreation() -> [CreationCase] {
      let pending = { Bindable(self.person).pendingDeletion }
      return [
        CreationCase(
          "isPresent()", argument: "none (argument-free key path)",
          competitor: "get: { x != nil }, set: { if !$0 { x = nil } }",
          constant: (), probes: probes
        ) { Presence(source: pending()) },
        CreationCase(
          "isPresent(default:)", argument: "String \"Draft\" / new String",
          competitor: "get: { x != nil }, set: { x = $0 ? (x ?? fallback) : nil }",
          constant: opaque("Draft"), everNew: strings, probes: probes
        ) { PresenceStoring(source: pending()) },
      ]
    }

    /// `$destination.edit`, `negated()` and `converted(to:)`: key paths with no argument, each
    /// held to costing no more than the closure binding it replaces (issues 29 and 30).
    private func caseAndConversionCreation() -> [CreationCase] {
      let model = { Bindable(self.person) }
      return [
        CreationCase(
          "$destination.edit", argument: "case property \\.edit (a constant of the code)",
          competitor: "get: { x?.edit }, set: { nil clears only .edit, a value via .edit }",
          constant: (), probes: probes, creationGoal: 1
        ) { CaseMember(source: model().destination) },
        CreationCase(
          "$availability.cases, a case's binding",
          argument: "case property \\.inStock, the value remembered per binding",
          competitor: "swift-navigation's shape: the case unwrapped with a new class argument",
          constant: (), probes: probes, creationGoal: Goal.caseSwitchOverNavigationShape
        ) { CaseSwitch(source: model().availability) },
        CreationCase(
          "negated()", argument: "none (argument-free key path)",
          competitor: "get: { !x }, set: { x = !$0 }", constant: (), probes: probes,
          creationGoal: 1
        ) { Negation(source: model().isArchived) },
        CreationCase(
          "converted(to: Double.self)", argument: "Int source (argument-free key path)",
          competitor: "get: { Double(x) }, set: { x = Int($0) }", constant: (), probes: probes,
          creationGoal: 1
        ) { Conversion(source: model().rating) },
      ]
    }

    private func collectionCreation() -> [CreationCase] {
      let model = { Bindable(self.person) }
      let off = opaque(false)
      return [
        CreationCase(
          "$dict[key, default:]", argument: "String key \"One\", Bool / new key",
          competitor: "get: { dict[key] ?? fallback }, set: { dict[key] = $0 }",
          constant: opaque("One"), everNew: strings, probes: probes
        ) { DictionaryEntry(source: model().toggles, fallback: off) },
        CreationCase(
          "$set.contains(_:)", argument: "Int 7 / new Int",
          competitor: "get: { set.contains(e) }, set: { $0 ? set.insert(e) : set.remove(e) }",
          constant: opaque(7), everNew: integers, probes: probes
        ) { SetMembership(source: model().tags) },
        CreationCase(
          "$array[id:]", argument: "Int id 3 / new id",
          competitor: "get: { a.first { $0.id == id } }, set: replace or remove at firstIndex",
          constant: opaque(3), everNew: integers, probes: probes
        ) { IdentifiedElement(source: model().todos) },
        CreationCase(
          "$optional.equals(_:)", argument: "Int 3 / new Int",
          competitor: "get: { x == c }, set: { if $0 { x = c } else if x == c { x = nil } }",
          constant: opaque(3), everNew: integers, probes: probes
        ) { OptionalSelection(source: model().selectedPlan) },
        CreationCase(
          "$selection.equals(_:)", argument: "Int 3 / new Int (non-optional)",
          competitor: "get: { x == c }, set: { if $0 { x = c } }",
          constant: opaque(3), everNew: integers, probes: probes
        ) { SameValue(source: model().plan) },
      ]
    }

    /// `withDefault(_:)` with a constant argument of other types: the ones the creation goal
    /// holds for (`Int`, an enum, `Date`, `UUID`, besides the short `String` above), and values
    /// that own a reference or are large, which a cache may decline to hold; those are recorded
    /// without a goal.
    private func argumentTypeCreation() -> [CreationCase] {
      func fallback<Value: Hashable & Sendable>(
        _ type: String, _ value: Value, _ argument: String, goal: Bool
      ) -> CreationCase {
        let holder = Holder<Value>()
        return CreationCase(
          argumentTypePrefix + type, argument: argument,
          competitor: "get: { x ?? fallback }, set: { x = $0 }",
          constant: opaque(value), probes: probes, holdsCreationGoal: goal
        ) { Fallback(source: Bindable(holder).value) }
      }
      return [
        fallback("Int", 42, "Int 42", goal: true),
        fallback("enum", Appearance.automatic, "enum case without payload", goal: true),
        fallback("Date", Date(timeIntervalSinceReferenceDate: 0), "Date", goal: true),
        fallback(
          "UUID", UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)), "UUID",
          goal: true),
        fallback(
          "long String", fresh("Untitled document, imported from Files"),
          "38-byte String (heap storage)", goal: false),
        fallback("class", Document(title: "Draft"), "class instance (a reference)", goal: false),
        fallback("64-byte struct", Block64(first: 1), "struct of eight Ints", goal: false),
      ]
    }

    // MARK: - Access

    private func baselineAccess() -> [AccessCase] {
      let account = self.account
      return [
        baselineAccessCase(
          "$model.name vs Binding(get:set:)", model: person, property: \.name,
          ours: names, closure: names.closureForwarding(), writes: ("Ada", "Bob")),
        baselineAccessCase(
          "@MainActor model: $m.name vs closure", model: account, property: \.name,
          ours: Bindable(account).name,
          closure: Binding(
            get: { @MainActor in account.name },
            set: { @MainActor in account.name = $0 }),
          writes: ("Ada", "Bob")),
      ]
    }

    private func optionalAccess() -> [AccessCase] {
      let person = self.person
      let source = names
      let pending = Bindable(person).pendingDeletion
      // The name's helpers start from nil; the presence helpers from "Draft".
      func name(_ helper: String, _ ours: Binding<String>, _ closure: Binding<String>) -> AccessCase
      {
        accessCase(
          helper, model: person, property: \.name, ours: ours, closure: closure,
          writes: ("Ada", "Bob"), reset: { person.name = nil })
      }
      func presence(_ helper: String, _ ours: Binding<Bool>, _ closure: Binding<Bool>) -> AccessCase
      {
        accessCase(
          helper, model: person, property: \.pendingDeletion, ours: ours, closure: closure,
          writes: (true, false), reset: { person.pendingDeletion = "Draft" })
      }
      return [
        name("withDefault(_:)", source.withDefault("Unknown"), source.closureDefault("Unknown")),
        name("withDefault(\"\")", source.withDefault(""), source.closureDefault("")),
        name("?? (operator)", source ?? "Unknown", source.closureDefault("Unknown")),
        name(
          "withDefault(_:id:)", source.withDefault("Unknown", id: "now"),
          source.closureDefault("Unknown")),
        name(
          "replacingNil(with:)", source.replacingNil(with: "Unknown"),
          source.closureReplacingNil("Unknown")),
        name(
          "replacingNil(with: \"\")", source.replacingNil(with: ""),
          source.closureReplacingNil("")),
        unwrappingAccess(),
        presence("isPresent()", pending.isPresent(), pending.closurePresence()),
        presence(
          "isPresent(default:)", pending.isPresent(default: "Draft"),
          pending.closurePresence(storing: "Draft")),
      ]
    }

    private func unwrappingAccess() -> AccessCase {
      let person = self.person
      person.name = "Ada"
      guard let ours = Binding(unwrapping: names),
        let closure = Binding(closureUnwrapping: names)
      else { fatalError("the source was just given a value") }
      return accessCase(
        "Binding(unwrapping:)", model: person, property: \.name,
        ours: ours, closure: closure, writes: ("Ada", "Bob"),
        reset: { person.name = "Ada" })
    }

    private func caseAndConversionAccess() -> [AccessCase] {
      let person = self.person
      let bindable = Bindable(person)
      let item = Todo(id: 1, title: "Task 1")
      return [
        accessCase(
          "$destination.edit", model: person, property: \.destination,
          ours: bindable.destination.edit, closure: bindable.destination.closureEdit(),
          writes: (Todo(id: 1, title: "Renamed"), item),
          reset: { person.destination = .edit(item) }),
        accessCase(
          "negated()", model: person, property: \.isArchived,
          ours: bindable.isArchived.negated(), closure: bindable.isArchived.closureNegation(),
          writes: (true, false), reset: { person.isArchived = false }),
        accessCase(
          "converted(to: Double.self)", model: person, property: \.rating,
          ours: bindable.rating.converted(to: Double.self),
          closure: bindable.rating.closureConversion(), writes: (4, 2),
          reset: { person.rating = 3 }),
      ]
    }

    private func collectionAccess() -> [AccessCase] {
      let person = self.person
      let bindable = Bindable(person)
      let reset = { person.populate() }
      let first = Todo(id: 3, title: "Task 3")
      let second = Todo(id: 3, title: "Renamed")
      return [
        accessCase(
          "$dict[key, default:]", model: person, property: \.toggles,
          ours: bindable.toggles["One", default: false],
          closure: bindable.toggles.closureEntry("One", fallback: false),
          writes: (true, false), reset: reset),
        accessCase(
          "$set.contains(_:)", model: person, property: \.tags,
          ours: bindable.tags.contains(7), closure: bindable.tags.closureMembership(7),
          writes: (false, true), reset: reset),
        accessCase(
          "$optional.equals(_:)", model: person, property: \.selectedPlan,
          ours: bindable.selectedPlan.equals(3), closure: bindable.selectedPlan.closureSelection(3),
          writes: (false, true), reset: reset),
        accessCase(
          "$selection.equals(_:)", model: person, property: \.plan,
          ours: bindable.plan.equals(3), closure: bindable.plan.closureSameValue(3),
          writes: (false, true), reset: reset),
        accessCase(
          "$array[id:]", model: person, property: \.todos,
          ours: bindable.todos[id: 3], closure: bindable.todos.closureElement(id: 3),
          writes: (second, first), reset: reset),
      ]
    }
  }

  /// A small seeded random number generator, so the shuffled arguments are the same every run.
  struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var mixed = state
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE5_E9B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      return mixed ^ (mixed >> 31)
    }
  }
#endif
