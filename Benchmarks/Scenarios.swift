#if !canImport(SwiftUI)
  import OptionalBindings

  /// Every case the benchmark measures, built over one model and one set of prepared arguments.
  ///
  /// The timed loops are written out at each call site rather than passed in as closures, so
  /// neither side pays for an indirect call per iteration that the other does not. Arguments
  /// called "constant" go through ``opaque(_:)`` once, so the optimizer cannot treat them as
  /// literals; "ever-new" arguments come from arrays of distinct values built before any timing.
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
    /// How many arguments go by between the two derivations of an ever-new identity probe.
    let churnCount: Int

    init(settings: Settings) {
      strings = (0..<settings.distinctArguments).map { "v\($0)" }
      var generator = SplitMix64(seed: 0x0B1D_1265)
      integers = Array(0..<settings.distinctArguments).shuffled(using: &generator)
      pool = (0..<settings.maxIterationsPerRound).map { _ in Person() }
      poolSources = pool.map { Bindable($0).name }
      churnCount = min(16_384, settings.distinctArguments / 2)
      person.populate()
    }

    /// The index the ever-new identity probes use; the churn runs over other indices.
    private var probe: Int { strings.count - 1 }
    /// The indices the ever-new identity churn runs over.
    private var churn: Range<Int> { 0..<churnCount }

    /// A fresh source binding, made as a view body makes it on every evaluation.
    private var names: Binding<String?> { Bindable(person).name }

    /// The creation cases, baselines first.
    func creationCases() -> [CreationCase] {
      baselineCreation() + defaultCreation() + replacingNilCreation() + unwrappingCreation()
        + presenceCreation() + collectionCreation() + selectionCreation()
    }

    /// The access cases, baselines first.
    func accessCases() -> [AccessCase] {
      baselineAccess() + optionalAccess() + collectionAccess()
    }

    // MARK: - Creation

    private func baselineCreation() -> [CreationCase] {
      let bindable = Bindable(person)
      let source = names
      let account = self.account
      let accountBindable = Bindable(account)
      return [
        CreationCase(
          helper: "$model.name vs Binding(get:set:)", argument: "—",
          competitor: "plain forwarding closure binding",
          constant: .init(
            ours: Workload { range in
              for _ in range { blackHole(bindable.name) }
            },
            closure: Workload { range in
              for _ in range { blackHole(source.closureForwarding()) }
            }),
          everNew: nil, prepareEverNew: nil,
          identityConstant: {
            Identity(
              ours: sameTwice { Bindable(self.person).name },
              closure: sameTwice { self.names.closureForwarding() })
          },
          identityEverNew: nil, isHelper: false),
        CreationCase(
          helper: "@MainActor model: $m.name vs closure", argument: "—",
          competitor: "closures on the main actor, capturing the model",
          constant: .init(
            ours: Workload { range in
              for _ in range { blackHole(accountBindable.name) }
            },
            closure: Workload { range in
              for _ in range {
                blackHole(
                  Binding(
                    get: { @MainActor in account.name },
                    set: { @MainActor in account.name = $0 }))
              }
            }),
          everNew: nil, prepareEverNew: nil,
          identityConstant: {
            Identity(
              ours: sameTwice { Bindable(account).name },
              closure: sameTwice {
                Binding(
                  get: { @MainActor in account.name },
                  set: { @MainActor in account.name = $0 })
              })
          },
          identityEverNew: nil, isHelper: false),
      ]
    }

    private func defaultCreation() -> [CreationCase] {
      let source = names
      let strings = self.strings
      let unknown = opaque("Unknown")
      let empty = opaque("")
      let oursEverNewDefault = Workload { range in
        for index in range { blackHole(source.withDefault(strings[index])) }
      }
      let oursEverNewOperator = Workload { range in
        for index in range { blackHole(source ?? strings[index]) }
      }
      let now = opaque("now")
      // The use withDefault(_:id:) exists for: a default made fresh on every render (`Date()`)
      // under an id that stays the same.
      let oursEverNewID = Workload { range in
        for index in range { blackHole(source.withDefault(strings[index], id: now)) }
      }
      let closureEverNew = Workload { range in
        for index in range { blackHole(source.closureDefault(strings[index])) }
      }
      let seed = "seeds 000/001: get wrappedValue ?? default"
      return [
        CreationCase(
          helper: "withDefault(_:)", argument: "String \"Unknown\" / new String",
          competitor: seed,
          constant: .init(
            ours: Workload { range in
              for _ in range { blackHole(source.withDefault(unknown)) }
            },
            closure: Workload { range in
              for _ in range { blackHole(source.closureDefault(unknown)) }
            }),
          everNew: .init(ours: oursEverNewDefault, closure: closureEverNew),
          prepareEverNew: nil,
          identityConstant: {
            Identity(
              ours: sameTwice { self.names.withDefault(fresh(unknown)) },
              closure: sameTwice { self.names.closureDefault(fresh(unknown)) })
          },
          identityEverNew: {
            Identity(
              ours: sameAfter({ oursEverNewDefault.run(self.churn) }) {
                self.names.withDefault(fresh(strings[self.probe]))
              },
              closure: sameTwice { self.names.closureDefault(fresh(strings[self.probe])) })
          },
          isHelper: true),
        CreationCase(
          helper: "withDefault(\"\")", argument: "String \"\" (argument-free key path)",
          competitor: seed,
          constant: .init(
            ours: Workload { range in
              for _ in range { blackHole(source.withDefault(empty)) }
            },
            closure: Workload { range in
              for _ in range { blackHole(source.closureDefault(empty)) }
            }),
          everNew: nil, prepareEverNew: nil,
          identityConstant: {
            Identity(
              ours: sameTwice { self.names.withDefault(fresh(empty)) },
              closure: sameTwice { self.names.closureDefault(fresh(empty)) })
          },
          identityEverNew: nil, isHelper: true),
        CreationCase(
          helper: "?? (operator)", argument: "String \"Unknown\" / new String",
          competitor: seed,
          constant: .init(
            ours: Workload { range in
              for _ in range { blackHole(source ?? unknown) }
            },
            closure: Workload { range in
              for _ in range { blackHole(source.closureDefault(unknown)) }
            }),
          everNew: .init(ours: oursEverNewOperator, closure: closureEverNew),
          prepareEverNew: nil,
          identityConstant: {
            Identity(
              ours: sameTwice { self.names ?? fresh(unknown) },
              closure: sameTwice { self.names.closureDefault(fresh(unknown)) })
          },
          identityEverNew: {
            Identity(
              ours: sameAfter({ oursEverNewOperator.run(self.churn) }) {
                self.names ?? fresh(strings[self.probe])
              },
              closure: sameTwice { self.names.closureDefault(fresh(strings[self.probe])) })
          },
          isHelper: true),
        CreationCase(
          helper: "withDefault(_:id:)",
          argument: "id \"now\", default \"Unknown\" / same id, new default",
          competitor: seed + " (the id has no closure counterpart)",
          constant: .init(
            ours: Workload { range in
              for _ in range { blackHole(source.withDefault(unknown, id: now)) }
            },
            closure: Workload { range in
              for _ in range { blackHole(source.closureDefault(unknown)) }
            }),
          everNew: .init(ours: oursEverNewID, closure: closureEverNew),
          prepareEverNew: nil,
          identityConstant: {
            Identity(
              ours: sameTwice { self.names.withDefault(fresh(unknown), id: fresh("now")) },
              closure: sameTwice { self.names.closureDefault(fresh(unknown)) })
          },
          identityEverNew: {
            Identity(
              ours: sameAfter({ oursEverNewID.run(self.churn) }) {
                self.names.withDefault(fresh(strings[self.probe]), id: fresh(now))
              },
              closure: sameTwice { self.names.closureDefault(fresh(strings[self.probe])) })
          },
          isHelper: true),
      ]
    }

    private func replacingNilCreation() -> [CreationCase] {
      let source = names
      let strings = self.strings
      let unknown = opaque("Unknown")
      let empty = opaque("")
      let oursEverNew = Workload { range in
        for index in range { blackHole(source.replacingNil(with: strings[index])) }
      }
      let competitor = "by hand: get ?? placeholder, set placeholder as nil"
      return [
        CreationCase(
          helper: "replacingNil(with:)", argument: "String \"Unknown\" / new String",
          competitor: competitor,
          constant: .init(
            ours: Workload { range in
              for _ in range { blackHole(source.replacingNil(with: unknown)) }
            },
            closure: Workload { range in
              for _ in range { blackHole(source.closureReplacingNil(unknown)) }
            }),
          everNew: .init(
            ours: oursEverNew,
            closure: Workload { range in
              for index in range { blackHole(source.closureReplacingNil(strings[index])) }
            }),
          prepareEverNew: nil,
          identityConstant: {
            Identity(
              ours: sameTwice { self.names.replacingNil(with: fresh(unknown)) },
              closure: sameTwice { self.names.closureReplacingNil(fresh(unknown)) })
          },
          identityEverNew: {
            Identity(
              ours: sameAfter({ oursEverNew.run(self.churn) }) {
                self.names.replacingNil(with: fresh(strings[self.probe]))
              },
              closure: sameTwice { self.names.closureReplacingNil(fresh(strings[self.probe])) })
          },
          isHelper: true),
        CreationCase(
          helper: "replacingNil(with: \"\")", argument: "String \"\" (argument-free key path)",
          competitor: competitor,
          constant: .init(
            ours: Workload { range in
              for _ in range { blackHole(source.replacingNil(with: empty)) }
            },
            closure: Workload { range in
              for _ in range { blackHole(source.closureReplacingNil(empty)) }
            }),
          everNew: nil, prepareEverNew: nil,
          identityConstant: {
            Identity(
              ours: sameTwice { self.names.replacingNil(with: fresh(empty)) },
              closure: sameTwice { self.names.closureReplacingNil(fresh(empty)) })
          },
          identityEverNew: nil, isHelper: true),
      ]
    }

    private func unwrappingCreation() -> [CreationCase] {
      // The argument is the source's current value. Constant: the model keeps "Ada". Ever-new:
      // each iteration unwraps a different pooled model, and before every round the pool is
      // given that round's strings, untimed.
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
        for slot in 0..<range.count { blackHole(Binding(unwrapping: poolSources[slot])) }
      }
      // The ever-new identity probe: a model given an equal copy of the same value before each
      // derivation, with a full churn of the pool in between.
      let probeModel = Person()
      let probeValue = strings[probe]
      let unwrapProbe = { () -> Binding<String>? in
        probeModel.name = fresh(probeValue)
        return Binding(unwrapping: Bindable(probeModel).name)
      }
      return [
        CreationCase(
          helper: "Binding(unwrapping:)", argument: "current value \"Ada\" / new value",
          competitor: "by hand: capture the value, drop writes once nil",
          constant: .init(
            ours: Workload { range in
              for _ in range { blackHole(Binding(unwrapping: source)) }
            },
            closure: Workload { range in
              for _ in range { blackHole(Binding(closureUnwrapping: source)) }
            }),
          everNew: .init(
            ours: oursEverNew,
            closure: Workload { range in
              for slot in 0..<range.count {
                blackHole(Binding(closureUnwrapping: poolSources[slot]))
              }
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
                  let range = self.churn.prefix(pool.count)
                  prepare(range)
                  oursEverNew.run(range)
                }, { unwrapProbe()! }),
              closure: sameTwice {
                probeModel.name = fresh(probeValue)
                return Binding(closureUnwrapping: Bindable(probeModel).name)!
              })
          },
          isHelper: true)
      ]
    }

    private func presenceCreation() -> [CreationCase] {
      let source = Bindable(person).pendingDeletion
      let strings = self.strings
      let draft = opaque("Draft")
      let oursEverNew = Workload { range in
        for index in range { blackHole(source.isPresent(default: strings[index])) }
      }
      let pending = { Bindable(self.person).pendingDeletion }
      return [
        CreationCase(
          helper: "isPresent()", argument: "none (argument-free key path)",
          competitor: "seed 002: get != nil, set false as nil",
          constant: .init(
            ours: Workload { range in
              for _ in range { blackHole(source.isPresent()) }
            },
            closure: Workload { range in
              for _ in range { blackHole(source.closurePresence()) }
            }),
          everNew: nil, prepareEverNew: nil,
          identityConstant: {
            Identity(
              ours: sameTwice { pending().isPresent() },
              closure: sameTwice { pending().closurePresence() })
          },
          identityEverNew: nil, isHelper: true),
        CreationCase(
          helper: "isPresent(default:)", argument: "String \"Draft\" / new String",
          competitor: "seed 002 plus storing the default on true",
          constant: .init(
            ours: Workload { range in
              for _ in range { blackHole(source.isPresent(default: draft)) }
            },
            closure: Workload { range in
              for _ in range { blackHole(source.closurePresence(storing: draft)) }
            }),
          everNew: .init(
            ours: oursEverNew,
            closure: Workload { range in
              for index in range { blackHole(source.closurePresence(storing: strings[index])) }
            }),
          prepareEverNew: nil,
          identityConstant: {
            Identity(
              ours: sameTwice { pending().isPresent(default: fresh(draft)) },
              closure: sameTwice { pending().closurePresence(storing: fresh(draft)) })
          },
          identityEverNew: {
            Identity(
              ours: sameAfter({ oursEverNew.run(self.churn) }) {
                pending().isPresent(default: fresh(strings[self.probe]))
              },
              closure: sameTwice { pending().closurePresence(storing: fresh(strings[self.probe])) }
            )
          },
          isHelper: true),
      ]
    }

    private func collectionCreation() -> [CreationCase] {
      let toggles = Bindable(person).toggles
      let tags = Bindable(person).tags
      let todos = Bindable(person).todos
      let strings = self.strings
      let integers = self.integers
      let key = opaque("One")
      let off = opaque(false)
      let tag = opaque(7)
      let todo = opaque(3)
      let oursEntry = Workload { range in
        for index in range { blackHole(toggles[strings[index], default: off]) }
      }
      let oursMembership = Workload { range in
        for index in range { blackHole(tags.contains(integers[index])) }
      }
      let oursElement = Workload { range in
        for index in range { blackHole(todos[id: integers[index]]) }
      }
      let probeKey = strings[probe]
      let probeInt = integers[probe]
      return [
        CreationCase(
          helper: "$dict[key, default:]", argument: "String key \"One\", Bool / new key",
          competitor: "seed 004: get dict[key] ?? fallback",
          constant: .init(
            ours: Workload { range in
              for _ in range { blackHole(toggles[key, default: off]) }
            },
            closure: Workload { range in
              for _ in range { blackHole(toggles.closureEntry(key, fallback: off)) }
            }),
          everNew: .init(
            ours: oursEntry,
            closure: Workload { range in
              for index in range {
                blackHole(toggles.closureEntry(strings[index], fallback: off))
              }
            }),
          prepareEverNew: nil,
          identityConstant: {
            Identity(
              ours: sameTwice { Bindable(self.person).toggles[fresh(key), default: false] },
              closure: sameTwice {
                Bindable(self.person).toggles.closureEntry(fresh(key), fallback: false)
              })
          },
          identityEverNew: {
            Identity(
              ours: sameAfter({ oursEntry.run(self.churn) }) {
                Bindable(self.person).toggles[fresh(probeKey), default: false]
              },
              closure: sameTwice {
                Bindable(self.person).toggles.closureEntry(fresh(probeKey), fallback: false)
              })
          },
          isHelper: true),
        CreationCase(
          helper: "$set.contains(_:)", argument: "Int 7 / new Int",
          competitor: "by hand: get contains, set insert/remove",
          constant: .init(
            ours: Workload { range in
              for _ in range { blackHole(tags.contains(tag)) }
            },
            closure: Workload { range in
              for _ in range { blackHole(tags.closureMembership(tag)) }
            }),
          everNew: .init(
            ours: oursMembership,
            closure: Workload { range in
              for index in range { blackHole(tags.closureMembership(integers[index])) }
            }),
          prepareEverNew: nil,
          identityConstant: {
            Identity(
              ours: sameTwice { Bindable(self.person).tags.contains(7) },
              closure: sameTwice { Bindable(self.person).tags.closureMembership(7) })
          },
          identityEverNew: {
            Identity(
              ours: sameAfter({ oursMembership.run(self.churn) }) {
                Bindable(self.person).tags.contains(probeInt)
              },
              closure: sameTwice { Bindable(self.person).tags.closureMembership(probeInt) })
          },
          isHelper: true),
        CreationCase(
          helper: "$array[id:]", argument: "Int id 3 / new id",
          competitor: "by hand: get first(where:), set replace/remove",
          constant: .init(
            ours: Workload { range in
              for _ in range { blackHole(todos[id: todo]) }
            },
            closure: Workload { range in
              for _ in range { blackHole(todos.closureElement(id: todo)) }
            }),
          everNew: .init(
            ours: oursElement,
            closure: Workload { range in
              for index in range { blackHole(todos.closureElement(id: integers[index])) }
            }),
          prepareEverNew: nil,
          identityConstant: {
            Identity(
              ours: sameTwice { Bindable(self.person).todos[id: 3] },
              closure: sameTwice { Bindable(self.person).todos.closureElement(id: 3) })
          },
          identityEverNew: {
            Identity(
              ours: sameAfter({ oursElement.run(self.churn) }) {
                Bindable(self.person).todos[id: probeInt]
              },
              closure: sameTwice { Bindable(self.person).todos.closureElement(id: probeInt) })
          },
          isHelper: true),
      ]
    }

    private func selectionCreation() -> [CreationCase] {
      let selected = Bindable(person).selectedPlan
      let plan = Bindable(person).plan
      let integers = self.integers
      let choice = opaque(3)
      let oursOptional = Workload { range in
        for index in range { blackHole(selected.equals(integers[index])) }
      }
      let oursPlain = Workload { range in
        for index in range { blackHole(plan.equals(integers[index])) }
      }
      let probeInt = integers[probe]
      return [
        CreationCase(
          helper: "$optional.equals(_:)", argument: "Int 3 / new Int",
          competitor: "by hand: get == choice, set clears only its choice",
          constant: .init(
            ours: Workload { range in
              for _ in range { blackHole(selected.equals(choice)) }
            },
            closure: Workload { range in
              for _ in range { blackHole(selected.closureSelection(choice)) }
            }),
          everNew: .init(
            ours: oursOptional,
            closure: Workload { range in
              for index in range { blackHole(selected.closureSelection(integers[index])) }
            }),
          prepareEverNew: nil,
          identityConstant: {
            Identity(
              ours: sameTwice { Bindable(self.person).selectedPlan.equals(3) },
              closure: sameTwice { Bindable(self.person).selectedPlan.closureSelection(3) })
          },
          identityEverNew: {
            Identity(
              ours: sameAfter({ oursOptional.run(self.churn) }) {
                Bindable(self.person).selectedPlan.equals(probeInt)
              },
              closure: sameTwice {
                Bindable(self.person).selectedPlan.closureSelection(probeInt)
              })
          },
          isHelper: true),
        CreationCase(
          helper: "$selection.equals(_:)", argument: "Int 3 / new Int (non-optional)",
          competitor: "by hand: get == choice, set true selects",
          constant: .init(
            ours: Workload { range in
              for _ in range { blackHole(plan.equals(choice)) }
            },
            closure: Workload { range in
              for _ in range { blackHole(plan.closureSameValue(choice)) }
            }),
          everNew: .init(
            ours: oursPlain,
            closure: Workload { range in
              for index in range { blackHole(plan.closureSameValue(integers[index])) }
            }),
          prepareEverNew: nil,
          identityConstant: {
            Identity(
              ours: sameTwice { Bindable(self.person).plan.equals(3) },
              closure: sameTwice { Bindable(self.person).plan.closureSameValue(3) })
          },
          identityEverNew: {
            Identity(
              ours: sameAfter({ oursPlain.run(self.churn) }) {
                Bindable(self.person).plan.equals(probeInt)
              },
              closure: sameTwice { Bindable(self.person).plan.closureSameValue(probeInt) })
          },
          isHelper: true),
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
      let toNil = { person.name = nil }
      return [
        accessCase(
          "withDefault(_:)", model: person, property: \.name,
          ours: source.withDefault("Unknown"), closure: source.closureDefault("Unknown"),
          writes: ("Ada", "Bob"), reset: toNil),
        accessCase(
          "withDefault(\"\")", model: person, property: \.name,
          ours: source.withDefault(""), closure: source.closureDefault(""),
          writes: ("Ada", "Bob"), reset: toNil),
        accessCase(
          "?? (operator)", model: person, property: \.name,
          ours: source ?? "Unknown", closure: source.closureDefault("Unknown"),
          writes: ("Ada", "Bob"), reset: toNil),
        accessCase(
          "withDefault(_:id:)", model: person, property: \.name,
          ours: source.withDefault("Unknown", id: "now"),
          closure: source.closureDefault("Unknown"),
          writes: ("Ada", "Bob"), reset: toNil),
        accessCase(
          "replacingNil(with:)", model: person, property: \.name,
          ours: source.replacingNil(with: "Unknown"),
          closure: source.closureReplacingNil("Unknown"),
          writes: ("Ada", "Bob"), reset: toNil),
        accessCase(
          "replacingNil(with: \"\")", model: person, property: \.name,
          ours: source.replacingNil(with: ""), closure: source.closureReplacingNil(""),
          writes: ("Ada", "Bob"), reset: toNil),
        unwrappingAccess(),
        accessCase(
          "isPresent()", model: person, property: \.pendingDeletion,
          ours: pending.isPresent(), closure: pending.closurePresence(),
          writes: (true, false), reset: { person.pendingDeletion = "Draft" }),
        accessCase(
          "isPresent(default:)", model: person, property: \.pendingDeletion,
          ours: pending.isPresent(default: "Draft"),
          closure: pending.closurePresence(storing: "Draft"),
          writes: (true, false), reset: { person.pendingDeletion = "Draft" }),
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
