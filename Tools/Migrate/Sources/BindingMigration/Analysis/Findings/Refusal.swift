/// Why a closure binding is left alone: the kind, the one-line sentence, and the helper that
/// would fit if the code changed.
struct Refusal: Error {
  /// What the reason is about.
  var kind: RefusalKind
  /// The sentence, one line, without a final period.
  var reason: String
  /// The helper that would fit if the code changed, when one would.
  var suggestion: String?
  /// The rule to report it under, when it differs from the one the judgement had reached.
  var rule: Rule?

  init(_ kind: RefusalKind, _ reason: String, suggestion: String? = nil, rule: Rule? = nil) {
    self.kind = kind
    self.reason = reason
    self.suggestion = suggestion
    self.rule = rule
  }
}
