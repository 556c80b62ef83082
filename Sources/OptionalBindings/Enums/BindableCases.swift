import OptionalBindingsIdentity

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// An enum whose cases can each be bound through a binding to an optional of it.
///
/// Adopt it in an enum that has, for each case, a property of the case's value that is nil in
/// every other case; `optionalbindings-migrate cases` writes both for you. A binding to an
/// optional of the enum then has a member for each such property:
///
/// ```swift
/// enum Destination { case edit(Item), share(URL), settings }
///
/// extension Destination: BindableCases {
///   var edit: Item? {
///     get { if case .edit(let item) = self { item } else { nil } }
///     set { if case .edit = self, let newValue { self = .edit(newValue) } }
///   }
///   // … share: URL?, and settings: Void?
/// }
///
/// @State private var destination: Destination?
///
/// .sheet(item: $destination.edit) { $item in ItemEditor(item: $item) }
/// .sheet(isPresented: $destination.settings.isPresent()) { SettingsView() }
/// ```
///
/// The protocol has no requirements: adopting it says that the enum's optional properties are
/// case properties, which is what a binding's member for a case (`$destination.edit`) reads and
/// writes through. A case property's getter decides what "in that case" means; its setter
/// decides what a write of a value does. The ones the tool writes read the case's value, and
/// store a value only while the enum is in that case, so that no write through a binding can
/// switch the enum into a case it has left.
public protocol BindableCases {}

extension Binding {
  /// A binding to one case's value, for a binding to an optional enum that is ``BindableCases``.
  ///
  /// Use it to present a sheet, a push or an alert from one case of a screen's navigation state:
  ///
  /// ```swift
  /// .sheet(item: $destination.edit) { $item in
  ///   ItemEditor(item: $item)
  /// }
  /// ```
  ///
  /// Reading gives the case's value, read through the enum's property: nil while the optional
  /// is nil or the enum is in another case. Writing nil sets the optional to nil, but only while
  /// the enum is still in that case (as its property reads), so a sheet of one case dismissed
  /// late never clears another case set meanwhile. Writing a value while the optional holds an
  /// enum goes through the property's setter, which decides whether to change the enum. Writing
  /// a value while the optional is nil is dropped: there is no enum to write it into, and making
  /// one would need a case the binding does not know.
  ///
  /// It is a key-path projection: deriving it again for the same property gives the same
  /// binding, found again by the property key path's object rather than formed anew. There is
  /// one overload, for a `Sendable` key path, which the compiler makes every `$destination.edit`
  /// (a key path to a property captures nothing), also in a module whose default isolation is
  /// `MainActor`, where the property is the main actor's: beside an overload for any key path,
  /// the member lookup would take that one, whose key path cannot be shared, and form a key path
  /// on every derivation. Spelled out in such a module, `$destination[dynamicMember:
  /// \Destination.edit]` passes a key path that is not `Sendable` where this subscript asks for
  /// one (in the Swift 6 mode, a warning in a view and an error elsewhere): write
  /// `$destination.edit` there.
  /// Nested enums work alike: `$destination.edit.tab` when the case's value is itself a
  /// `BindableCases` enum. In a file that also imports swift-navigation's SwiftUINavigation, a
  /// `@CasePathable` enum's members reach that module's subscript instead; this one is
  /// disfavored.
  ///
  /// - Parameter member: The enum's property for the case.
  @inlinable
  @_disfavoredOverload  // `$screen.edit` of a `@CasePathable` enum reaches SwiftUINavigation's
  public subscript<Enum: BindableCases, Member>(
    dynamicMember member: WritableKeyPath<Enum, Member?> & Sendable
  ) -> Binding<Member?> where Value == Enum? {
    self[dynamicMember: Value.caseKeyPath(member)]
  }
}

extension Optional where Wrapped: BindableCases {
  /// The value of the case `member` is the property of, or nil while nil or in another case.
  ///
  /// Setting nil stores nil only while `member` reads a value; setting a value while nil changes
  /// nothing, and otherwise goes through `member`'s setter.
  subscript<Member>(case member: WritableKeyPath<Wrapped, Member?>) -> Member? {
    get { self?[keyPath: member] ?? nil }
    set {
      guard var value = self else { return }
      if let newValue {
        value[keyPath: member] = newValue
        self = value
      } else if value[keyPath: member] != nil {
        self = nil
      }
    }
  }

  /// The key path a case binding projects through, found again by the property key path's
  /// object: a key-path literal in code is made once, so the same property finds the same key
  /// path.
  @usableFromInline
  static func caseKeyPath<Member>(_ member: WritableKeyPath<Wrapped, Member?> & Sendable)
    -> WritableKeyPath<Self, Member?> & Sendable
  {
    Identity.constant(CaseProjection<Wrapped, Member>.self, capturing: member) {
      \Self[case: member]
    }
  }
}

/// The cached key paths of `Optional.subscript(case:)`, keyed by the property key path's object.
enum CaseProjection<Enum: BindableCases, Member>: KeyPathProjection {
  typealias Root = Enum?
  typealias Value = Member?
}
