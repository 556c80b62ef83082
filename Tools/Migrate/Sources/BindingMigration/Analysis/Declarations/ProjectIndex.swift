import SwiftSyntax

/// What the tool learns about the whole code base before it judges any closure binding: every
/// type it declares, by its full nested name (`StateStoreViewModel.Context`), with the members,
/// attributes, conformances and initializers of the declaration and all its extensions; and, by
/// name, facts that hold whatever the type (enumeration cases, static constants, members a class
/// can change).
///
/// Built one file at a time (``init(file:)``), merged (``merge(_:)``), then finalized
/// (``finalize()``) once every file is in, which files the extensions under the types they
/// extend. Where the code base declares two types of the same full name (two targets, say), the
/// name is ambiguous and nothing is concluded from it.
public struct ProjectIndex: Sendable {
  /// Types declared in the code, by full nested name.
  var types: [String: TypeFacts] = [:]
  /// Types known only from extensions, by the name the extension wrote (`Foo.Bar|` for
  /// `extension Foo.Bar`, `Foo|Nested` for a type declared inside `extension Foo`), until
  /// ``finalize()`` files them under the type they extend; after it, the extensions of types the
  /// code base does not declare.
  var extensions: [String: TypeFacts] = [:]
  /// `typealias` declarations at the top level of a file: name → aliased type as written.
  var globalTypeAliases: [String: String] = [:]
  /// Variables and constants at the top level of a file, by name; a name declared twice is
  /// marked duplicated.
  var globalVariables: [String: MemberFacts] = [:]
  /// Functions (methods and free functions) by base name: their parameter lists.
  var functions: [String: [ParameterList]] = [:]
  /// Enumeration case names, in any enumeration.
  var enumCases: Set<String> = []
  /// Names of `static let` properties, in any type.
  var staticConstants: Set<String> = []
  /// Names of `static var` properties, stored or computed, in any type.
  var staticVariables: Set<String> = []
  /// Names of `var` properties (stored or computed) of classes and actors: members whose value
  /// can differ between two reads of the same instance (filled by ``finalize()``).
  var changingMembers: Set<String> = []
  /// For each property name with a declared type: whether it is a `Set` everywhere it is
  /// declared.
  var setMembers: [String: Bool] = [:]
  /// Property names declared as a `Set` in one type and as something else in another.
  var mixedSetMembers: Set<String> = []
  /// Names of methods, subscripts' labels and initializers' labels that the code base itself
  /// declares in an extension of `Binding`.
  var bindingExtensionMembers: Set<String> = []
  /// Whether ``finalize()`` has run since the last merge.
  private(set) var isFinal = false

  /// An empty index: nothing is known, so every judgement that needs a fact is cautious.
  public init() {}

  /// The facts one file declares.
  public init(file: SourceFileSyntax) {
    let collector = IndexCollector(viewMode: .sourceAccurate)
    collector.walk(file)
    self = collector.index
  }

  /// Adds the facts of `other`.
  public mutating func merge(_ other: ProjectIndex) {
    isFinal = false
    for (name, facts) in other.types {
      types[name, default: TypeFacts()].merge(facts)
    }
    for (name, facts) in other.extensions {
      extensions[name, default: TypeFacts()].merge(facts)
    }
    globalTypeAliases.merge(other.globalTypeAliases) { first, second in
      first == second ? first : ""
    }
    globalVariables.merge(other.globalVariables) { first, _ in
      var both = first
      both.isDuplicated = true
      return both
    }
    functions.merge(other.functions) { $0 + $1 }
    enumCases.formUnion(other.enumCases)
    staticConstants.formUnion(other.staticConstants)
    staticVariables.formUnion(other.staticVariables)
    changingMembers.formUnion(other.changingMembers)
    mixedSetMembers.formUnion(other.mixedSetMembers)
    for (name, isSet) in other.setMembers {
      recordSetMember(name, isSet: isSet)
    }
    bindingExtensionMembers.formUnion(other.bindingExtensionMembers)
  }

  /// Files every extension under the type it extends, once all files are merged.
  public mutating func finalize() {
    guard !isFinal else { return }
    // Types declared inside extensions first (shortest paths first, so that an extension of a
    // type declared in another extension finds it), then the extensions themselves; a few
    // rounds, until nothing more can be filed.
    var pending = extensions
    for _ in 0..<4 {
      var progress = false
      let order = pending.keys.sorted { left, right in
        let leftDeclares = pending[left]?.kind != nil
        let rightDeclares = pending[right]?.kind != nil
        if leftDeclares != rightDeclares { return leftDeclares }
        return (left.count, left) < (right.count, right)
      }
      for key in order {
        guard let facts = pending[key] else { continue }
        let parts = key.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        let written = String(parts[0])
        let nested = parts.count > 1 ? String(parts[1]) : ""
        guard let root = canonicalName(ofExtended: written) else { continue }
        let canonical = nested.isEmpty ? root : root + "." + nested
        types[canonical, default: TypeFacts()].merge(facts, asExtension: facts.kind == nil)
        pending[key] = nil
        progress = true
      }
      if !progress { break }
    }
    let external = pending
    extensions = external
    // Members that can change between two reads of one instance: the `var`s of classes and
    // actors, and (cautiously) the computed properties of extensions of types declared
    // elsewhere, which may be classes.
    for facts in types.values where facts.kind == .classType || facts.kind == .actor {
      for (name, member) in facts.members where !member.isLet && !member.isStatic {
        changingMembers.insert(name)
      }
    }
    for facts in external.values {
      for (name, member) in facts.members where !member.isStatic {
        changingMembers.insert(name)
      }
    }
    isFinal = true
  }

  /// This index, finalized.
  public func finalized() -> ProjectIndex {
    var copy = self
    copy.finalize()
    return copy
  }

  /// Records whether a property named `name` is declared as a `Set`; a name declared both ways
  /// becomes mixed.
  mutating func recordSetMember(_ name: String, isSet: Bool) {
    if let known = setMembers[name], known != isSet {
      mixedSetMembers.insert(name)
    } else {
      setMembers[name] = isSet
    }
  }

  /// Whether the property named `name` is a `Set` wherever the code base declares it: true or
  /// false when every declaration agrees, nil when none says or they disagree.
  func isSetMember(_ name: String) -> Bool? {
    if mixedSetMembers.contains(name) { return nil }
    return setMembers[name]
  }

  /// The full name of the type an extension extends, written `written` at the top level of a
  /// file (`Foo.Bar`, `MyModule.Foo`, or a type alias), when the code base declares it.
  func canonicalName(ofExtended written: String) -> String? {
    switch resolve(TypeText(written), in: nil) {
    case .declared(let name): name
    default: nil
    }
  }
}
