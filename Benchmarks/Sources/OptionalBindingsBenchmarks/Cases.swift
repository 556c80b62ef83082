#if !canImport(SwiftUI)
  @_spi(Testing) import OptionalBindings

  /// One helper's creation benchmark: how to derive it with a constant argument and with a new
  /// argument every iteration, on our side and on the closure side, and whether derivations with
  /// equal inputs came out the same.
  struct CreationCase {
    /// The helper as the table names it.
    let helper: String
    /// The argument, as the table describes it.
    let argument: String
    /// The closure competitor, as the pattern a user writes by hand.
    let competitor: String
    /// Ours and the closure competitor with the same, constant argument every iteration.
    let constant: Side
    /// Ours and the competitor with a new argument every iteration; nil when there is none.
    let everNew: Side?
    /// Makes the sources hold the round's arguments before an ever-new round, untimed.
    let prepareEverNew: ((Range<Int>) -> Void)?
    /// Derives twice with equal inputs and says whether the results are the same binding; run
    /// after the memory loops, which it would disturb by filling the key-path cache.
    let identityConstant: () -> Identity
    /// The same, for an ever-new argument, derived again after thousands of other arguments.
    let identityEverNew: (() -> Identity)?
    /// Whether the helper is part of the package's API (the baselines are not).
    let isHelper: Bool
    /// Whether the creation goal applies to the constant argument.
    let holdsCreationGoal: Bool
    /// The creation goal: the most the constant argument may cost, as a multiple of the
    /// competitor (``Goal/creationOverClosure`` unless the case says otherwise).
    var creationGoal = Goal.creationOverClosure

    /// A pair of workloads: ours and the closure competitor.
    struct Side {
      let ours: Workload
      let closure: Workload
    }
  }

  /// How the creation cases of `withDefault(_:)` by argument type begin their names:
  /// `withDefault(_:), Date`.
  let argumentTypePrefix = "withDefault(_:), "

  /// Whether two derivations with equal inputs were the same binding, on each side.
  struct Identity: Codable {
    var ours: Bool
    var closure: Bool
  }

  /// One helper's access benchmark: reads and writes through our binding, the closure
  /// competitor, the bare key path our binding wraps, and the whole key-path chain from the
  /// model.
  struct AccessCase {
    let helper: String
    let reads: Workloads
    let writes: Workloads
    /// Puts the model back in the state reads and writes start from.
    let reset: () -> Void
    let isHelper: Bool

    /// The four competitors for one kind of access.
    struct Workloads {
      let ours: Workload
      let closure: Workload
      let raw: Workload
      /// Nil when our binding wraps no projection (it *is* the model's key path).
      let chain: Workload?
    }
  }

  /// Whether two derivations are the same binding, by the portable `Binding`'s identity rule.
  func sameTwice<Value>(_ derive: () -> Binding<Value>) -> Bool {
    derive()._isSameLocation(as: derive())
  }

  /// Whether a derivation is the same as one made before `churn` ran.
  func sameAfter<Value>(_ churn: () -> Void, _ derive: () -> Binding<Value>) -> Bool {
    let first = derive()
    churn()
    return first._isSameLocation(as: derive())
  }

  /// An equal string in new storage, so identity is decided by value, not by sharing a buffer.
  func fresh(_ string: String) -> String {
    String(decoding: Array(string.utf8), as: UTF8.self)
  }

  /// A value that can make an equal copy of itself sharing no storage with it.
  protocol Recreatable {
    /// An equal value in new storage.
    func recreated() -> Self
  }

  extension String: Recreatable {
    func recreated() -> String { fresh(self) }
  }

  /// An equal copy of `value` in new storage where its type can make one, else `value` itself,
  /// so that an identity probe compares arguments by value, never by shared storage.
  func recreated<Value>(_ value: Value) -> Value {
    (value as? any Recreatable)?.recreated() as? Value ?? value
  }

  /// One helper and the closure binding a user writes for the same job: how each side derives a
  /// binding from the same sources and argument.
  ///
  /// A conforming type holds the sources both sides derive from, made when the instance is made.
  /// A creation benchmark makes one instance and times `ours` and `closure` on it, inside
  /// ``timedLoop(_:_:)``; because the case is generic over the conforming type, the optimizer
  /// specializes it for each one and the two methods are direct calls it inlines (they are marked
  /// `@inline(__always)`), so neither side pays an indirect call per iteration. An identity probe
  /// makes a new instance for every derivation, as a view body makes new sources on every
  /// evaluation.
  @MainActor
  protocol Derivation {
    /// What changes from derivation to derivation: a default, a key, an id; `Void` for none.
    associatedtype Argument
    /// The value both bindings give.
    associatedtype Value

    /// The binding the helper derives.
    func ours(_ argument: Argument) -> Binding<Value>

    /// The closure binding written by hand for the same behaviour.
    func closure(_ argument: Argument) -> Binding<Value>
  }

  /// Where ever-new identity probes look: the argument index they derive with, and the indices
  /// pushed through the helper between their two derivations.
  struct ProbePlan {
    let probe: Int
    let churn: Range<Int>
  }

  extension CreationCase {
    /// A helper's creation case, made from its ``Derivation``.
    ///
    /// - Parameters:
    ///   - helper: The helper as the table names it.
    ///   - argument: The argument, as the table describes it.
    ///   - competitor: The closure competitor, as the pattern a user writes.
    ///   - constant: The argument of every iteration of the constant rounds.
    ///   - everNew: Distinct arguments, one per argument index, for the ever-new rounds; nil for
    ///     none.
    ///   - probes: Where the ever-new identity probe looks.
    ///   - isHelper: False for the baselines.
    ///   - holdsCreationGoal: Whether the creation goal applies to the constant argument.
    ///   - creationGoal: The most the constant argument may cost, in closure bindings.
    ///   - make: Makes the sources both sides derive from.
    @MainActor
    init<D: Derivation>(
      _ helper: String,
      argument: String,
      competitor: String,
      constant: D.Argument,
      everNew: [D.Argument]? = nil,
      probes: ProbePlan,
      isHelper: Bool = true,
      holdsCreationGoal: Bool = true,
      creationGoal: Double = Goal.creationOverClosure,
      make: @escaping () -> D
    ) {
      let timed = make()
      let oursEverNew = everNew.map { arguments in
        Workload { timedLoop($0) { timed.ours(arguments[$0]) } }
      }
      self.init(
        helper: helper, argument: argument, competitor: competitor,
        constant: Side(
          ours: Workload { timedLoop($0) { _ in timed.ours(constant) } },
          closure: Workload { timedLoop($0) { _ in timed.closure(constant) } }),
        everNew: everNew.map { arguments in
          Side(
            ours: oursEverNew!,
            closure: Workload { timedLoop($0) { timed.closure(arguments[$0]) } })
        },
        prepareEverNew: nil,
        identityConstant: {
          Identity(
            ours: sameTwice { make().ours(recreated(constant)) },
            closure: sameTwice { make().closure(recreated(constant)) })
        },
        identityEverNew: everNew.map { arguments in
          {
            let probe = arguments[probes.probe]
            return Identity(
              ours: sameAfter({ oursEverNew!.run(probes.churn) }) {
                make().ours(recreated(probe))
              },
              closure: sameTwice { make().closure(recreated(probe)) })
          }
        },
        isHelper: isHelper, holdsCreationGoal: holdsCreationGoal && isHelper,
        creationGoal: creationGoal)
    }
  }

  /// Builds the read and write workloads for a derived binding.
  ///
  /// The raw key path is the one `ours` applies to its source (`_keyPath`), cast once here and
  /// applied in the loop to a plain local value of the source's type; the chain is the model's
  /// key path with that projection appended, applied to the model.
  ///
  /// - Parameters:
  ///   - helper: The helper as the table names it.
  ///   - model: The object the source binding reads.
  ///   - property: The model's property the source binding is made from.
  ///   - ours: A binding derived by the helper.
  ///   - closure: The closure competitor over the same source.
  ///   - writes: Two values the write loops alternate between.
  ///   - reset: Puts the model back in the starting state.
  /// - Returns: The case.
  func accessCase<Object: AnyObject, Root, Value>(
    _ helper: String,
    model: Object,
    property: ReferenceWritableKeyPath<Object, Root>,
    ours: Binding<Value>,
    closure: Binding<Value>,
    writes: (Value, Value),
    reset: @escaping () -> Void
  ) -> AccessCase {
    guard let projection = ours._keyPath as? WritableKeyPath<Root, Value> else {
      fatalError("\(helper): the derived binding does not expose a \(Root.self) key path")
    }
    let chain = property.appending(path: projection)
    let values = [writes.0, writes.1]
    reset()
    let start = model[keyPath: property]
    let reads = AccessCase.Workloads(
      ours: Workload { timedLoop($0) { _ in ours.wrappedValue } },
      closure: Workload { timedLoop($0) { _ in closure.wrappedValue } },
      raw: Workload { range in
        let root = start
        timedLoop(range) { _ in root[keyPath: projection] }
      },
      // Handed to the black hole in the body, not returned: returned from a closure, a key-path
      // read on an object compiles to swift_readAtKeyPath (a coroutine, about 4 % more
      // instructions here) instead of the swift_getAtKeyPath every other read here uses.
      chain: Workload { timedLoop($0) { _ in blackHole(model[keyPath: chain]) } }
    )
    let writes = AccessCase.Workloads(
      ours: Workload { timedLoop($0) { ours.wrappedValue = values[$0 & 1] } },
      closure: Workload { timedLoop($0) { closure.wrappedValue = values[$0 & 1] } },
      raw: Workload { range in
        var root = start
        timedLoop(range) { root[keyPath: projection] = values[$0 & 1] }
        blackHole(root)
      },
      chain: Workload { timedLoop($0) { model[keyPath: chain] = values[$0 & 1] } }
    )
    return AccessCase(helper: helper, reads: reads, writes: writes, reset: reset, isHelper: true)
  }

  /// Builds the read and write workloads for a source binding straight from `Bindable`, whose
  /// bare key path is the model's own.
  ///
  /// - Parameters:
  ///   - helper: The baseline as the table names it.
  ///   - model: The object the binding reads.
  ///   - property: The property it is made from.
  ///   - ours: The key-path binding.
  ///   - closure: The closure binding to the same property.
  ///   - writes: Two values the write loops alternate between.
  /// - Returns: The case.
  func baselineAccessCase<Object: AnyObject, Value>(
    _ helper: String,
    model: Object,
    property: ReferenceWritableKeyPath<Object, Value>,
    ours: Binding<Value>,
    closure: Binding<Value>,
    writes: (Value, Value)
  ) -> AccessCase {
    let values = [writes.0, writes.1]
    let reads = AccessCase.Workloads(
      ours: Workload { timedLoop($0) { _ in ours.wrappedValue } },
      closure: Workload { timedLoop($0) { _ in closure.wrappedValue } },
      // Handed to the black hole in the body, for the reason given in `accessCase`.
      raw: Workload { timedLoop($0) { _ in blackHole(model[keyPath: property]) } },
      chain: nil
    )
    let writes = AccessCase.Workloads(
      ours: Workload { timedLoop($0) { ours.wrappedValue = values[$0 & 1] } },
      closure: Workload { timedLoop($0) { closure.wrappedValue = values[$0 & 1] } },
      raw: Workload { timedLoop($0) { model[keyPath: property] = values[$0 & 1] } },
      chain: nil
    )
    return AccessCase(helper: helper, reads: reads, writes: writes, reset: {}, isHelper: false)
  }
#endif
