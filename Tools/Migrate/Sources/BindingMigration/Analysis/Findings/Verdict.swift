import SwiftSyntax

/// What analysis decides about one finding.
///
/// That is the finding itself (with its reason when it is left alone) and, for a closure
/// binding that can be rewritten, what to replace. Turning that into edits, names and imports
/// is ``Rewriter``'s work.
struct Verdict {
  /// The finding, as it is reported.
  ///
  /// For ``Rewrite/unwrap(call:source:property:check:)`` the replacement is settled by the
  /// rewriter, which picks the unwrapped binding's name.
  var finding: Finding
  /// What to replace; nil when the finding is left alone or only reported.
  var rewrite: Rewrite?
}

/// A rewrite as analysis describes it.
enum Rewrite {
  /// Replace `call` with `text`; `usesPackage` when `text` calls one of OptionalBindings'
  /// helpers (so the file needs `import OptionalBindings`), not when it is SwiftUI's own
  /// `$model.name`, `binding` or `Bindable(object).name`.
  case replace(call: FunctionCallExprSyntax, text: String, usesPackage: Bool)
  /// Replace `call` with the name of a binding that the `if` condition `check` now unwraps:
  /// `if let name = Binding(unwrapping: source)`, `property` giving the name.
  case unwrap(
    call: FunctionCallExprSyntax, source: String, property: String, check: UnwrapGuard.Found)

  /// The call the rewrite replaces.
  var call: FunctionCallExprSyntax {
    switch self {
    case .replace(let call, _, _), .unwrap(let call, _, _, _): call
    }
  }
}
