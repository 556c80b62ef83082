// The one place the tests check identity, on every platform, by one path.
//
// SwiftUI decides that a view's binding did not change by comparing the key paths it was derived
// through (and its source); a closure binding is only ever equal to itself. So the rule the
// helpers keep is: equal arguments give equal key paths, which hash equally.
//
// Each check reads the key path the binding a helper returned applies to its source, from the
// binding's stored properties through `Mirror` (`appliedKeyPath(of:)`, in AppliedKeyPath.swift):
// neither SwiftUI's `Binding` nor the portable one has API for it. The portable `Binding` is the
// one Linux and the SwiftUI stand-in use (the stand-in's module compiles it), so both run exactly
// this code. It also
// compares that key path with one made here by the internal function the helper calls
// (`Optional.defaultKeyPath(_:)`, `Set.membershipKeyPath`, …, through `@testable import`), so a
// helper and its mirror below cannot drift apart unnoticed. Against Apple's SwiftUI (`swift test`
// on a Mac) the reader walks SwiftUI's own storage, which its interface does not show: this has
// not been run on a Mac (see Tests/README.md), and where it finds no key path the check fails,
// with a message, rather than passing.
//
// When the internal key-path functions are renamed or re-signed, only this file changes.

import Testing

@testable import OptionalBindings
@testable import OptionalBindingsIdentity

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// A binding a helper returned, with the key path that helper appends to its source.
struct Derived<Value> {
  /// The binding, from the public helper itself.
  let binding: Binding<Value>
  /// The key path the helper appends, made the way the helper makes it.
  let keyPath: AnyKeyPath
  /// Whether the helper gives every derivation a key path of its own (it cannot compare the
  /// argument: the general overloads with a value that is not `Hashable` even at run time), so
  /// that `keyPath`, made here, is necessarily not the one the binding applies.
  let isUnique: Bool

  init(_ binding: Binding<Value>, _ keyPath: AnyKeyPath, isUnique: Bool = false) {
    self.binding = binding
    self.keyPath = keyPath
    self.isUnique = isUnique
  }
}

extension Binding {
  /// The package's helpers on this binding, each returned with the key path it appends.
  var derived: Derivations<Value> { Derivations(source: self) }
}

/// Mirrors of the package's helpers, overload for overload, so that a call resolves as the
/// helper's does.
struct Derivations<Value> {
  let source: Binding<Value>

  func withDefault<W>(_ value: W) -> Derived<W> where Value == W?, W: Hashable & Sendable {
    Derived(source.withDefault(value), Value.defaultKeyPath(value))
  }

  func withDefault<W>(_ value: W) -> Derived<W> where Value == W? {
    Derived(
      source.withDefault(value), Value.defaultKeyPath(comparingAtRunTime: value),
      isUnique: !(value is any Hashable))
  }

  func withDefault<W, ID: Hashable>(_ value: W, id: ID) -> Derived<W>
  where Value == W? {
    Derived(
      source.withDefault(value, id: id), Value.defaultKeyPath(uncached: value, id: id))
  }

  func withDefault<W, ID: Hashable & Sendable>(_ value: W, id: ID) -> Derived<W>
  where Value == W?, W: Hashable & Sendable {
    Derived(source.withDefault(value, id: id), Value.defaultKeyPath(value, id: id))
  }

  /// `source ?? value`.
  func nilCoalescing<W>(_ value: W) -> Derived<W> where Value == W?, W: Hashable & Sendable {
    Derived(source ?? value, Value.defaultKeyPath(value))
  }

  /// `source ?? value`, for a `W` that promises nothing.
  func nilCoalescing<W>(_ value: W) -> Derived<W> where Value == W? {
    Derived(
      source ?? value, Value.defaultKeyPath(comparingAtRunTime: value),
      isUnique: !(value is any Hashable))
  }

  func replacingNil<W>(with placeholder: W) -> Derived<W>
  where Value == W?, W: Hashable & Sendable {
    Derived(source.replacingNil(with: placeholder), Value.replacingNilKeyPath(placeholder))
  }

  func replacingNil<W: Equatable>(with placeholder: W) -> Derived<W> where Value == W? {
    Derived(
      source.replacingNil(with: placeholder),
      Value.replacingNilKeyPath(comparingByEquality: placeholder))
  }

  /// `Binding(unwrapping: source)`.
  func unwrapping<W>() -> Derived<W>? where Value == W?, W: Hashable & Sendable {
    guard let binding = Binding<W>(unwrapping: source), let value = source.wrappedValue else {
      return nil
    }
    return Derived(binding, Value.unwrappedKeyPath(value))
  }

  /// `Binding(unwrapping: source)`.
  func unwrapping<W>() -> Derived<W>? where Value == W? {
    guard let binding = Binding<W>(unwrapping: source), let value = source.wrappedValue else {
      return nil
    }
    return Derived(binding, Value.unwrappedKeyPath(interchangeable: value))
  }

  /// `source.member` for a case property (`$destination.edit`).
  func member<E: BindableCases, M>(_ member: WritableKeyPath<E, M?> & Sendable) -> Derived<M?>
  where Value == E? {
    Derived(source[dynamicMember: member], Value.caseKeyPath(member))
  }

  /// `source.unwrappingCase(property, remembering: value)`, or a binding `source.cases` handed
  /// for the case `property` reads (pass it as `binding`).
  func unwrappingCase<M>(
    _ property: WritableKeyPath<Value, M?>, remembering value: M,
    handed binding: Binding<M>? = nil
  ) -> Derived<M> where Value: BindableCases {
    Derived(
      binding ?? source.unwrappingCase(property, remembering: value),
      \Value[caseValue: RememberedValue(property, startingAt: value)])
  }

  /// `source.negated()`.
  func negated() -> Derived<Bool> where Value == Bool {
    Derived(source.negated(), \Bool.negation)
  }

  /// `source.converted(to:)`, from an integer to a floating-point type.
  func converted<O: BinaryFloatingPoint>(to type: O.Type) -> Derived<O>
  where Value: FixedWidthInteger {
    Derived(source.converted(to: type), \Value[converted: ConversionTarget<O>()])
  }

  /// `source.converted(to:)`, from a floating-point type to an integer.
  func converted<O: FixedWidthInteger>(to type: O.Type) -> Derived<O>
  where Value: BinaryFloatingPoint {
    Derived(source.converted(to: type), \Value[converted: ConversionTarget<O>()])
  }

  func isPresent<W>() -> Derived<Bool> where Value == W? {
    Derived(source.isPresent(), Value.presenceKeyPath)
  }

  func isPresent<W>(default value: W) -> Derived<Bool>
  where Value == W?, W: Hashable & Sendable {
    Derived(source.isPresent(default: value), Value.presenceKeyPath(storing: value))
  }

  func isPresent<W>(default value: W) -> Derived<Bool> where Value == W? {
    Derived(
      source.isPresent(default: value), Value.presenceKeyPath(storingComparedAtRunTime: value),
      isUnique: !(value is any Hashable))
  }

  subscript<Key, Entry>(key: Key, default value: Entry) -> Derived<Entry>
  where Value == [Key: Entry], Key: Sendable, Entry: Hashable & Sendable {
    Derived(source[key, default: value], Value.entryKeyPath(key, default: value))
  }

  subscript<Key, Entry>(key: Key, default value: Entry) -> Derived<Entry>
  where Value == [Key: Entry] {
    Derived(
      source[key, default: value], Value.entryKeyPath(key, defaultComparedAtRunTime: value),
      isUnique: !(value is any Hashable))
  }

  func contains<Element>(_ element: Element) -> Derived<Bool>
  where Value == Set<Element>, Element: Sendable {
    Derived(source.contains(element), Value.membershipKeyPath(element))
  }

  func contains<Element>(_ element: Element) -> Derived<Bool> where Value == Set<Element> {
    Derived(source.contains(element), Value.membershipKeyPath(uncached: element))
  }

  func equals<W>(_ value: W) -> Derived<Bool> where Value == W?, W: Hashable & Sendable {
    Derived(source.equals(value), Value.selectionKeyPath(value))
  }

  func equals<W: Hashable>(_ value: W) -> Derived<Bool> where Value == W? {
    Derived(source.equals(value), Value.selectionKeyPath(uncached: value))
  }

  func equals(_ value: Value) -> Derived<Bool> where Value: Hashable & Sendable {
    Derived(source.equals(value), Value.sameValueKeyPath(value))
  }

  func equals(_ value: Value) -> Derived<Bool> where Value: Hashable {
    Derived(source.equals(value), Value.sameValueKeyPath(uncached: value))
  }

  subscript<Element: Identifiable>(id id: Element.ID) -> Derived<Element?>
  where Value == [Element], Element.ID: Sendable {
    Derived(source[id: id], Value.elementKeyPath(id))
  }

  subscript<Element: Identifiable>(id id: Element.ID) -> Derived<Element?>
  where Value == [Element] {
    Derived(source[id: id], Value.elementKeyPath(uncached: id))
  }
}

extension Derivations
where
  Value: MutableCollection & RandomAccessCollection, Value.Element: Identifiable & Sendable,
  Value.Element.ID: Sendable
{
  /// The rows of `ForEach(byID: source)`, each with the key path it appends, made the way the
  /// rows make it.
  var byID: [Derived<Value.Element>] {
    let rows = source.byID
    let elements = Array(source.wrappedValue)
    return rows.indices.map { position in
      let element = elements[position]
      return Derived(
        rows[position],
        heldRowKeyPath(Value.self, id: element.id, element: element, at: position))
    }
  }
}

extension Derivations
where Value: MutableCollection & RandomAccessCollection, Value.Element: Identifiable {
  /// The rows of `ForEach(byID: source)` for an element or id that is not `Sendable` (or whose
  /// `Identifiable` conformance is isolated to the main actor), each with the key path it
  /// appends, made the way the rows make it: formed anew, so equal to the row's, never the same
  /// object.
  var byIDFormingAnew: [Derived<Value.Element>] {
    let rows = RowsByID(uncached: source)
    let elements = Array(source.wrappedValue)
    return rows.indices.map { position in
      let element = elements[position]
      let sighting = RowSighting(id: element.id, element: element, position: position, storage: 0)
      return Derived(
        rows.rowBinding(for: rows[position]),
        RowKeyPaths<Value, Value.Element.ID>.identifiableFormedAnew().keyPath(sighting))
    }
  }
}

extension Derivations
where Value: MutableCollection & RandomAccessCollection, Value.Element: Sendable {
  /// The rows of `ForEach(byID: source, id: idPath)`, each with the key path it appends.
  ///
  /// Made the way the rows make it: found again while a binding holds it, by the key path
  /// object. `idPath` need not be `Sendable`.
  func byID<ID: Hashable & Sendable>(_ idPath: KeyPath<Value.Element, ID>)
    -> [Derived<Value.Element>]
  {
    let rows = RowsByID(source, id: idPath)
    let elements = Array(source.wrappedValue)
    return rows.indices.map { position in
      let element = elements[position]
      let sighting = RowSighting(
        id: element[keyPath: idPath], element: element, position: position, storage: 0)
      return Derived(
        rows.rowBinding(for: rows[position]),
        RowKeyPaths<Value, ID>.identified(by: idPath).keyPath(sighting))
    }
  }
}

extension Derivations where Value: MutableCollection & RandomAccessCollection {
  /// The rows of `ForEach(byID: source, id: idPath)` for an element or id that is not
  /// `Sendable`, each with the key path it appends.
  ///
  /// Made the way the rows make it: formed anew, so equal to the row's, never the same object.
  /// `idPath` need not be `Sendable`.
  func byID<ID: Hashable>(formingAnew idPath: KeyPath<Value.Element, ID>)
    -> [Derived<Value.Element>]
  {
    let rows = RowsByID(uncached: source, id: idPath)
    let elements = Array(source.wrappedValue)
    return rows.indices.map { position in
      let element = elements[position]
      let sighting = RowSighting(
        id: element[keyPath: idPath], element: element, position: position, storage: 0)
      return Derived(
        rows.rowBinding(for: rows[position]),
        RowKeyPaths<Value, ID>.identifiedFormedAnew(by: idPath).keyPath(sighting))
    }
  }
}

/// The key path the binding in `derived` applies, or an issue recorded when none is found.
private func applied<Value>(
  _ derived: Derived<Value>, sourceLocation: SourceLocation
) -> AnyKeyPath? {
  guard let keyPath = appliedKeyPath(of: derived.binding) else {
    Issue.record(
      """
      found no key path in the storage of the binding the helper returned: it should be a \
      key-path projection of its source
      """, sourceLocation: sourceLocation)
    return nil
  }
  return keyPath
}

/// Checks the identity rule for two derivations from the same source: the key paths the helpers'
/// bindings apply are equal, and hash equally, exactly when `same`; and each is the key path its
/// derivation names (for a helper that makes every key path unique, one that is not equal to a
/// fresh one).
func expectIdentity<Value>(
  _ first: Derived<Value>,
  _ second: Derived<Value>,
  same: Bool,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let firstApplied = applied(first, sourceLocation: sourceLocation),
    let secondApplied = applied(second, sourceLocation: sourceLocation)
  else { return }
  #expect((firstApplied == secondApplied) == same, sourceLocation: sourceLocation)
  if same {
    #expect(firstApplied.hashValue == secondApplied.hashValue, sourceLocation: sourceLocation)
  }
  for (derived, keyPath) in [(first, firstApplied), (second, secondApplied)] {
    #expect((keyPath == derived.keyPath) == !derived.isUnique, sourceLocation: sourceLocation)
  }
}

/// Checks that the binding in `derived` applies exactly `expected`, such as one of the
/// argument-free key paths, and that its derivation names the same.
func expectKeyPath<Value>(
  _ derived: Derived<Value>,
  is expected: AnyKeyPath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(derived.keyPath == expected, sourceLocation: sourceLocation)
  #expect(
    applied(derived, sourceLocation: sourceLocation) == expected, sourceLocation: sourceLocation)
}

/// The key path `ForEach(byID:)` gives the row of `element`, seen with `id` at `position` (of a
/// collection without contiguous storage, as far as the position hint is told): found again while
/// a binding holds it, as the rows find it.
func heldRowKeyPath<Source: MutableCollection & RandomAccessCollection>(
  _ source: Source.Type, id: Source.Element.ID, element: Source.Element, at position: Int
) -> WritableKeyPath<Source, Source.Element>
where Source.Element: Identifiable & Sendable, Source.Element.ID: Sendable {
  RowKeyPaths<Source, Source.Element.ID>.identifiable().keyPath(
    RowSighting(id: id, element: element, position: position, storage: 0))
}
