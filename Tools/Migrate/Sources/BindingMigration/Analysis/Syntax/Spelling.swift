/// How the tool writes names into the code it writes: a keyword in backticks where Swift needs
/// them, and a member of the value behind a binding through `[dynamicMember:]` where the name is
/// also one of the binding's own members.
enum Spelling {
  /// Words that cannot be an identifier without backticks (in a declaration or alone in an
  /// expression).
  static let reservedWords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
    "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
    "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
    "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "package",
  ]

  /// Words that mean something else after a dot (`x.self`, `T.Type`, `x.init`), so a member of
  /// that name is written in backticks there.
  static let reservedAfterDot: Set<String> = ["self", "Self", "init", "Type", "Protocol"]

  /// The names that SwiftUI's `Binding`, `Bindable` and `ObservedObject.Wrapper` declare as
  /// members, and those OptionalBindings adds to `Binding` (`api/ios.txt`, `api/linux.txt`; a
  /// test compares), plus the ones the package is adding (`cases`, `unwrappingCase`).
  ///
  /// `$payment.transaction` is `Binding.transaction`, not a binding to `payment.transaction`:
  /// a declared member wins over dynamic member lookup when it fits, and for several of these
  /// (`transaction`, `wrappedValue`, `isPresent`, `withDefault`, …) it is chosen even where it
  /// does not, so the rewrite would not compile or would mean something else. Through
  /// `$payment[dynamicMember: \.transaction]` (the subscript `$payment.name` calls) it is the
  /// property, checked against the iOS 17.4 and 26.2 SDKs by the adversarial corpus.
  static let bindingMemberNames: Set<String> = [
    // SwiftUI's Binding (iOS 13 to 26): its value and projection, its transaction and
    // animation, `id` where the value is Identifiable, and the members of its conformance to
    // RandomAccessCollection where the value is a mutable collection.
    "wrappedValue", "projectedValue", "transaction", "animation", "id", "startIndex", "endIndex",
    "indices", "index", "formIndex",
    // OptionalBindings' members of Binding.
    "withDefault", "replacingNil", "isPresent", "equals", "contains", "negated", "converted",
    "cases", "unwrappingCase",
  ]

  /// `name` without the backticks it may be written with.
  static func bare(_ name: String) -> String {
    name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`")
      ? String(name.dropFirst().dropLast()) : name
  }

  /// `name` as an identifier written alone: in backticks when it is a keyword.
  static func identifier(_ name: String) -> String {
    reservedWords.contains(name) ? "`\(name)`" : name
  }

  /// `name` as a member after a dot.
  static func member(_ name: String) -> String {
    reservedAfterDot.contains(name) ? "`\(name)`" : name
  }

  /// `head` followed by `members`, where `head` is a binding (`$person`, `Bindable(model)`,
  /// `$model` of an `ObservedObject`, a `Binding` parameter): `.name` for each, or
  /// `[dynamicMember: \.name]` for a name the binding itself has as a member.
  static func bindingPath(_ head: String, _ members: some Sequence<String>) -> String {
    members.reduce(head) { path, name in
      bindingMemberNames.contains(name)
        ? path + "[dynamicMember: \\.\(member(name))]" : path + "." + member(name)
    }
  }

  /// `$` followed by the property's name: the projection of a wrapped property (`$default` for
  /// a property written `` `default` ``).
  static func projection(_ name: String) -> String { "$" + name }
}
