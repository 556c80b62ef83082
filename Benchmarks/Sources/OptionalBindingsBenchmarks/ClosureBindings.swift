#if !canImport(SwiftUI)
  import OptionalBindings

  // The competitors: each helper's behaviour written the way a user writes a binding by hand,
  // from a getter and a setter closure, with the same reads and writes as the helper, so that
  // every helper has a like-for-like closure competitor. In the closures below, `x` is the
  // source binding's value:
  //
  // - a default for an optional: `get: { x ?? fallback }, set: { x = $0 }`;
  // - an optional as a presence Boolean: `get: { x != nil }, set: { if !$0 { x = nil } }`;
  // - a dictionary entry with a fallback: `get: { dict[key] ?? fallback }, set: { dict[key] = $0 }`;
  // - and the same pattern for the placeholder, membership, selection, element and unwrapping
  //   helpers, documented on each function.
  //
  // Captured values must be `Sendable`, because the current SDK (and the portable `Binding`)
  // take `@Sendable` closures.

  extension Binding {
    /// A plain forwarding closure binding over this one: the cheapest closure binding there is.
    func closureForwarding() -> Binding<Value> where Value: Sendable {
      Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 })
    }

    /// The wrapped value, or `fallback` while nil; writes store what was written.
    func closureDefault<Wrapped: Sendable>(_ fallback: Wrapped) -> Binding<Wrapped>
    where Value == Wrapped? {
      Binding<Wrapped>(
        get: { self.wrappedValue ?? fallback },
        set: { self.wrappedValue = $0 }
      )
    }

    /// The wrapped value, or `placeholder` while nil; writing `placeholder` stores nil.
    func closureReplacingNil<Wrapped: Equatable & Sendable>(_ placeholder: Wrapped)
      -> Binding<Wrapped>
    where Value == Wrapped? {
      Binding<Wrapped>(
        get: { self.wrappedValue ?? placeholder },
        set: { self.wrappedValue = $0 == placeholder ? nil : $0 }
      )
    }

    /// Whether the optional holds a value; writing false clears it, writing true does nothing.
    func closurePresence<Wrapped: Sendable>() -> Binding<Bool> where Value == Wrapped? {
      Binding<Bool>(
        get: { self.wrappedValue != nil },
        set: { isOn in
          if !isOn { self.wrappedValue = nil }
        }
      )
    }

    /// Whether the optional holds a value; writing true while nil stores `fallback`.
    func closurePresence<Wrapped: Sendable>(storing fallback: Wrapped) -> Binding<Bool>
    where Value == Wrapped? {
      Binding<Bool>(
        get: { self.wrappedValue != nil },
        set: { isOn in
          if !isOn {
            self.wrappedValue = nil
          } else if self.wrappedValue == nil {
            self.wrappedValue = fallback
          }
        }
      )
    }

    /// The entry for `key`, or `fallback` while it is missing; writes store under `key`.
    func closureEntry<Key: Hashable & Sendable, Entry: Sendable>(
      _ key: Key, fallback: Entry
    ) -> Binding<Entry> where Value == [Key: Entry] {
      Binding<Entry>(
        get: { self.wrappedValue[key] ?? fallback },
        set: { self.wrappedValue[key] = $0 }
      )
    }

    /// Whether the set contains `element`; writing inserts or removes it.
    func closureMembership<Element: Sendable>(_ element: Element) -> Binding<Bool>
    where Value == Set<Element> {
      Binding<Bool>(
        get: { self.wrappedValue.contains(element) },
        set: { isMember in
          if isMember {
            self.wrappedValue.insert(element)
          } else {
            self.wrappedValue.remove(element)
          }
        }
      )
    }

    /// Whether the optional selection is `choice`; writing false clears only that choice.
    func closureSelection<Wrapped: Hashable & Sendable>(_ choice: Wrapped) -> Binding<Bool>
    where Value == Wrapped? {
      Binding<Bool>(
        get: { self.wrappedValue == choice },
        set: { isSelected in
          if isSelected {
            self.wrappedValue = choice
          } else if self.wrappedValue == choice {
            self.wrappedValue = nil
          }
        }
      )
    }

    /// Whether the non-optional selection is `choice`; writing false changes nothing.
    func closureSameValue(_ choice: Value) -> Binding<Bool> where Value: Hashable & Sendable {
      Binding<Bool>(
        get: { self.wrappedValue == choice },
        set: { isSelected in
          if isSelected { self.wrappedValue = choice }
        }
      )
    }

    /// The element whose id is `id`, or nil; writing nil removes it, writing a value replaces it.
    func closureElement<Element: Identifiable & Sendable>(id: Element.ID) -> Binding<Element?>
    where Value == [Element], Element.ID: Sendable {
      Binding<Element?>(
        get: { self.wrappedValue.first { $0.id == id } },
        set: { newValue in
          guard let index = self.wrappedValue.firstIndex(where: { $0.id == id }) else { return }
          if let newValue {
            self.wrappedValue[index] = newValue
          } else {
            self.wrappedValue.remove(at: index)
          }
        }
      )
    }

    /// The wrapped value, or the value it held when made once the source turns nil.
    ///
    /// Writes are dropped while the source is nil. Nil when the source is nil now.
    init?(closureUnwrapping base: Binding<Value?>) where Value: Sendable {
      guard let lastSeen = base.wrappedValue else { return nil }
      self.init(
        get: { base.wrappedValue ?? lastSeen },
        set: { newValue in
          if base.wrappedValue != nil { base.wrappedValue = newValue }
        }
      )
    }
  }

  extension Binding where Value == Destination? {
    /// The `edit` case's value, or nil; writing nil clears the destination only while it is in
    /// that case, writing an item goes through the case property, and nothing is written while
    /// the destination is nil: `$destination.edit`'s reads and writes.
    func closureEdit() -> Binding<Todo?> {
      Binding<Todo?>(
        get: { self.wrappedValue?.edit },
        set: { newValue in
          guard var destination = self.wrappedValue else { return }
          if let newValue {
            destination.edit = newValue
            self.wrappedValue = destination
          } else if destination.edit != nil {
            self.wrappedValue = nil
          }
        }
      )
    }
  }

  extension Binding where Value == Bool {
    /// The negation: `get: { !x }, set: { x = !$0 }`, the helper apps copy.
    func closureNegation() -> Binding<Bool> {
      Binding<Bool>(get: { !self.wrappedValue }, set: { self.wrappedValue = !$0 })
    }
  }

  extension Binding where Value == Int {
    /// An `Int` as a `Double` for a `Slider`: `get: { Double(x) }, set: { x = Int($0) }`, as apps
    /// write it (it traps on a NaN or an out-of-range write, which `converted(to:)` does not; the
    /// benchmark writes only whole numbers).
    func closureConversion() -> Binding<Double> {
      Binding<Double>(get: { Double(self.wrappedValue) }, set: { self.wrappedValue = Int($0) })
    }
  }

  /// A box that keeps the last value an unwrapped binding read, equal only to itself: the
  /// argument swift-navigation's `Binding.init?(unwrapping:)` gives its projection, a new one on
  /// every call (its `DefaultSubscript`).
  final class NavigationShapeBox<Value>: Hashable {
    var value: Value

    init(_ value: Value) { self.value = value }

    static func == (lhs: NavigationShapeBox, rhs: NavigationShapeBox) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  extension Optional {
    /// The wrapped value, remembered in `box`, or the value `box` remembers once nil; writes
    /// reach the optional only while it holds a value.
    subscript(navigationShape box: NavigationShapeBox<Wrapped>) -> Wrapped {
      get {
        if let value = self { box.value = value }
        return box.value
      }
      set {
        box.value = newValue
        if self != nil { self = newValue }
      }
    }
  }

  extension Binding {
    /// `Binding(unwrapping:)` in swift-navigation's shape: a key path formed on every call,
    /// whose argument is a new box.
    init?(navigationShapeUnwrapping base: Binding<Value?>) {
      guard let value = base.wrappedValue else { return nil }
      self = base[dynamicMember: \Value?[navigationShape: NavigationShapeBox(value)]]
    }
  }
#endif
