/// One thing the tool found in a file: a closure binding it can rewrite, one it leaves alone
/// (with the reason), or a related pattern it only reports.
public struct Finding: Sendable, Hashable, Codable {
  /// The 1-based line of the finding's first character.
  public var line: Int
  /// The 1-based column of the finding's first character, in UTF-8 bytes, as compilers count.
  public var column: Int
  /// What the finding is about.
  public var rule: Rule
  /// The code that replaces the closure binding, when `fix` rewrites it; nil when it is left
  /// alone.
  public var replacement: String?
  /// Why the closure binding is left alone, when it is: one line.
  public var reason: String?
  /// The kind of reason, for counting refusals; nil for a rewrite.
  public var refusal: RefusalKind?
  /// The helper that would fit if the code changed, when one would.
  public var suggestion: String?
  /// Further remarks, each printed as a `note:` line after the finding.
  public var notes: [String]
  /// Whether the finding is a `Binding(get:set:)` call (the other findings are related patterns:
  /// SwiftUI's force-unwrapping `Binding(_:)`, an optional binding merged with state by `??`).
  public var isClosureBinding: Bool

  /// Creates a finding.
  public init(
    line: Int,
    column: Int,
    rule: Rule,
    replacement: String? = nil,
    reason: String? = nil,
    refusal: RefusalKind? = nil,
    suggestion: String? = nil,
    notes: [String] = [],
    isClosureBinding: Bool = true
  ) {
    self.line = line
    self.column = column
    self.rule = rule
    self.replacement = replacement
    self.reason = reason
    self.refusal = refusal
    self.suggestion = suggestion
    self.notes = notes
    self.isClosureBinding = isClosureBinding
  }

  /// Whether `fix` rewrites this finding.
  public var isRewritable: Bool { replacement != nil }

  /// The finding as one sentence, without location or rule.
  public var message: String {
    if let replacement {
      return "closure binding can be `\(replacement)`"
    }
    let reason = reason ?? "no helper matches it"
    return isClosureBinding ? "closure binding left alone: \(reason)" : reason
  }
}

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
