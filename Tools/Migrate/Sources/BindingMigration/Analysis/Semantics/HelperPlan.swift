/// The helper a closure binding is compared with, as its rule chose it from the getter's shape:
/// what it reads and writes, what it does state by state, and how it is spelled.
struct HelperPlan {
  /// What the closures read and write.
  var target: AccessedValue
  /// What the helper reads and stores, state by state; its rule is the finding's.
  var specification: Specification
  /// The helper called on a binding to `target.storage`.
  var helper: (String) -> String
  /// The helper's name as the code base would declare it, for the shadowing check.
  var declaredName: String
  /// Whether the helper is OptionalBindings' (not SwiftUI's `$x` or a key path subscript).
  var usesPackage: Bool
  /// For `Binding(unwrapping:)`: the `if` that guards the force unwrap.
  var unwrapGuard: UnwrapGuard.Found?
  /// The declared type of the value the target path reads, when known.
  var valueType: TypeText?
  /// The scope `valueType` is written in.
  var valueScope: String?
}
