/// Why a closure binding is left alone, by kind: what the reason's sentence is about.
///
/// The raw value is the name used in the JSON output (`"refusal"`) and in the figures; it never
/// changes once released.
public enum RefusalKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// The getter reads something no helper reads: a call, a subscript, optional chaining, several
  /// statements, a comparison that is true while the value is missing.
  case getterShape = "getter-shape"
  /// The setter does more than store the value: it calls a function or assigns something else.
  case sideEffect = "side-effect"
  /// The setter stores something computed from the value written, or ignores it.
  case setterShape = "setter-shape"
  /// Reads or writes differ from the helper's in some state (the sentence names the state).
  case behaviour
  /// A default, key, choice or element may change between accesses, where the helper would
  /// evaluate it once.
  case changingArgument = "changing-argument"
  /// The value read has no binding to call the helper on: a plain `let` or `var`, a parameter, a
  /// computed property, a property of an `ObservableObject` seen from inside it.
  case noBinding = "no-binding"
  /// The rewrite would not have the binding's type: it is declared or inferred optional, its
  /// value is not `Hashable`, it is not a `Set`, or the type it is passed as cannot be seen.
  case type
  /// A declaration the verdict depends on is outside the scanned code or cannot be told apart
  /// from another of the same name.
  case unknownDeclaration = "unknown-declaration"
  /// A comment would be lost, or says the closures are there on purpose.
  case comment
  /// The closure's form: a capture list, `async` or `throws`, a function reference, the
  /// transaction parameter.
  case closureForm = "closure-form"
  /// A force unwrap that no `if x != nil` guards.
  case unguardedUnwrap = "unguarded-unwrap"
  /// The code base declares its own helper of the same name.
  case shadowedHelper = "shadowed-helper"
  /// A pattern reported with advice, never rewritten (an element found by id, an optional binding
  /// merged with state).
  case reportOnly = "report-only"
  /// The rewrite overlaps another rewrite, or the rewritten file would not parse.
  case rewriteConflict = "rewrite-conflict"
}
