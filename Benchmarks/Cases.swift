#if !canImport(SwiftUI)
  import OptionalBindings

  /// One helper's creation benchmark: how to derive it with a constant argument and with a new
  /// argument every iteration, on our side and on the closure side, and whether derivations with
  /// equal inputs came out the same.
  struct CreationCase {
    /// The helper as the table names it.
    let helper: String
    /// The argument, as the table describes it.
    let argument: String
    /// Where the closure competitor comes from: a seed article, or written by hand in its style.
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

    /// A pair of workloads: ours and the closure competitor.
    struct Side {
      let ours: Workload
      let closure: Workload
    }
  }

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
      ours: Workload { range in
        for _ in range { blackHole(ours.wrappedValue) }
      },
      closure: Workload { range in
        for _ in range { blackHole(closure.wrappedValue) }
      },
      raw: Workload { range in
        let root = start
        for _ in range { blackHole(root[keyPath: projection]) }
      },
      chain: Workload { range in
        for _ in range { blackHole(model[keyPath: chain]) }
      }
    )
    let writes = AccessCase.Workloads(
      ours: Workload { range in
        for index in range { ours.wrappedValue = values[index & 1] }
      },
      closure: Workload { range in
        for index in range { closure.wrappedValue = values[index & 1] }
      },
      raw: Workload { range in
        var root = start
        for index in range { root[keyPath: projection] = values[index & 1] }
        blackHole(root)
      },
      chain: Workload { range in
        for index in range { model[keyPath: chain] = values[index & 1] }
      }
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
      ours: Workload { range in
        for _ in range { blackHole(ours.wrappedValue) }
      },
      closure: Workload { range in
        for _ in range { blackHole(closure.wrappedValue) }
      },
      raw: Workload { range in
        for _ in range { blackHole(model[keyPath: property]) }
      },
      chain: nil
    )
    let writes = AccessCase.Workloads(
      ours: Workload { range in
        for index in range { ours.wrappedValue = values[index & 1] }
      },
      closure: Workload { range in
        for index in range { closure.wrappedValue = values[index & 1] }
      },
      raw: Workload { range in
        for index in range { model[keyPath: property] = values[index & 1] }
      },
      chain: nil
    )
    return AccessCase(helper: helper, reads: reads, writes: writes, reset: {}, isHelper: false)
  }
#endif
