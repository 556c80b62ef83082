import SwiftSyntax

/// A call that builds a binding from a getter and a setter: `Binding(get:set:)` in any of its
/// spellings (`Binding<T>(…)`, `Binding.init(…)`, `.init(…)`, `SwiftUI.Binding(…)`, trailing
/// closures, and `self.init(get:set:)` in an extension of `Binding`).
struct ClosureBindingCall {
  /// A getter or a setter: a closure the tool can read, or another function value.
  enum Accessor {
    case closure(ClosureExprSyntax)
    case function(ExprSyntax)

    /// The closure, when the accessor is one.
    var closure: ClosureExprSyntax? {
      if case .closure(let closure) = self { return closure }
      return nil
    }

    /// The accessor as written.
    var expression: ExprSyntax {
      switch self {
      case .closure(let closure): ExprSyntax(closure)
      case .function(let function): function
      }
    }
  }

  /// The call.
  var call: FunctionCallExprSyntax
  /// What `get:` is.
  var getter: Accessor
  /// What `set:` is.
  var setter: Accessor
  /// Whether the call is `self.init(get:set:)`, which a rewrite turns into `self = …`.
  var delegatesInitialization: Bool

  /// The closure binding `call` is, or nil when it is some other call.
  ///
  /// `call` is a node of a folded file (``SourceAnalyzer/parse(_:)``), so its closures read
  /// `a ?? b == c` with its real structure.
  init?(_ call: FunctionCallExprSyntax) {
    guard let kind = Self.calleeKind(call.calledExpression) else { return nil }
    if kind == .delegation {
      guard NameLookup.typeContext(of: call)?.isBindingExtension == true else { return nil }
    }
    var accessors: [(label: String, accessor: Accessor)] = []
    for argument in call.arguments {
      guard let label = argument.label?.text else { return nil }
      let expression = argument.expression
      if let closure = expression.as(ClosureExprSyntax.self) {
        accessors.append((label, .closure(closure)))
      } else {
        accessors.append((label, .function(expression)))
      }
    }
    if let trailing = call.trailingClosure {
      accessors.append((accessors.isEmpty ? "get" : "set", .closure(trailing)))
    }
    for element in call.additionalTrailingClosures {
      accessors.append((element.label.text, .closure(element.closure)))
    }
    guard accessors.map(\.label) == ["get", "set"] else { return nil }
    getter = accessors[0].accessor
    setter = accessors[1].accessor
    self.call = call
    delegatesInitialization = kind == .delegation
  }

  /// What the called expression makes: a new binding, or `self` in a `Binding` initializer.
  private enum CalleeKind {
    case binding
    case delegation
  }

  /// Recognises `Binding`, `Binding<T>`, `SwiftUI.Binding`, `.init`, `Binding.init` and
  /// `self.init` as the called expression.
  private static func calleeKind(_ callee: ExprSyntax) -> CalleeKind? {
    if isBindingType(callee) { return .binding }
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
      member.declName.argumentNames == nil
    {
      guard let base = member.base else { return .binding }
      if isBindingType(base) { return .binding }
      if let reference = base.as(DeclReferenceExprSyntax.self),
        reference.baseName.tokenKind == .keyword(.self)
      {
        return .delegation
      }
    }
    return nil
  }

  /// Whether `expression` names the `Binding` type, specialized or not.
  private static func isBindingType(_ expression: ExprSyntax) -> Bool {
    var current = expression
    if let specialized = current.as(GenericSpecializationExprSyntax.self) {
      current = specialized.expression
    }
    if let reference = current.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == "Binding" && reference.argumentNames == nil
    }
    if let member = current.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    {
      return member.declName.baseName.text == "Binding" && base.baseName.text == "SwiftUI"
    }
    return false
  }
}
