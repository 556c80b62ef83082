import SwiftSyntax

/// Names the arguments the interpreter meets (defaults, placeholders, choices), after checking
/// that each may be evaluated once, and remembers how each was written.
final class ArgumentBook {
  let stability: Stability
  private(set) var spellings: [String: String] = [:]

  init(stability: Stability) {
    self.stability = stability
  }

  /// The argument's name (its normalized text), or why it may not be evaluated only once.
  func name(_ expression: ExprSyntax) -> Result<String, Unsupported> {
    if let problem = stability.problem(with: expression) {
      return .failure(
        Unsupported(
          .changingArgument,
          "\(Quote.code(expression)) \(problem.predicate); the closures evaluate it on every "
            + "access, the helper once, when the binding is made"))
    }
    let name = expression.normalizedText
    if spellings[name] == nil { spellings[name] = expression.trimmedDescription }
    return .success(name)
  }

  /// How the argument named `name` was first written.
  func spelling(of name: String) -> String {
    spellings[name] ?? name
  }
}
