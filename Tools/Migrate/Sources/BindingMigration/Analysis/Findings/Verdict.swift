import SwiftSyntax

/// What analysis decides about one finding.
///
/// That is the finding itself (with its reason when it is left alone), for a closure binding
/// that can be rewritten what to replace, and for code that can crash the fix, applied only when
/// the user asks for crash fixes. Turning that into edits, names and imports is ``Rewriter``'s
/// work.
struct Verdict {
  /// The finding, as it is reported.
  ///
  /// For ``Rewrite/unwrap(call:source:property:check:template:)`` the replacement is settled by the
  /// rewriter, which picks the unwrapped binding's name.
  var finding: Finding
  /// What to replace; nil when the finding is left alone or only reported.
  var rewrite: Rewrite?
  /// What to replace to fix a crash (``Finding/crashFix``), when asked; nil when there is no
  /// crash fix the tool can write.
  var crashRewrite: Rewrite?

  init(finding: Finding, rewrite: Rewrite?, crashRewrite: Rewrite? = nil) {
    self.finding = finding
    self.rewrite = rewrite
    self.crashRewrite = crashRewrite
  }
}

/// A rewrite as analysis describes it.
enum Rewrite {
  /// Replace each node with its text; `usesPackage` when the text calls one of
  /// OptionalBindings' helpers (so the file needs `import OptionalBindings`), not when it is
  /// SwiftUI's own `$model.name`, `binding` or `Bindable(object).name`.
  case replace([Replacement], usesPackage: Bool)
  /// Replace `call` with the name of a binding that the guarding condition `check` now
  /// unwraps (`if let name = Binding(unwrapping: source)`), `property` giving the name; with a
  /// `template`, with the template's text, whose ``UnwrapLens/placeholder`` stands for the
  /// name (`name.email.withDefault("")`).
  case unwrap(
    call: FunctionCallExprSyntax, source: String, property: String, check: UnwrapGuard.Found,
    template: String?)

  /// One node and the text that replaces it.
  struct Replacement {
    var node: Syntax
    var text: String
  }

  /// Replace `call` with `text`.
  static func replace(call: FunctionCallExprSyntax, text: String, usesPackage: Bool) -> Rewrite {
    .replace([Replacement(node: Syntax(call), text: text)], usesPackage: usesPackage)
  }

  /// The nodes the rewrite replaces.
  var nodes: [Syntax] {
    switch self {
    case .replace(let replacements, _): replacements.map(\.node)
    case .unwrap(let call, _, _, _, _): [Syntax(call)]
    }
  }
}
