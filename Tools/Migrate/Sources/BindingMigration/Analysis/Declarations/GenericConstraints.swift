import SwiftSyntax

/// The protocols generic parameters are constrained to, by parameter name, as declarations write
/// them: in the parameter clause (`<T: Hashable>`, `<T: Hashable & Sendable>`) and in `where`
/// clauses (`where T: Hashable`).
///
/// A type's own constraints hold wherever its parameters are seen, and the index keeps them
/// (``TypeFacts/genericConstraints``); those of a function, an initializer, a subscript or an
/// extension's `where` clause hold only inside it, and are read from the code around a closure
/// binding (``around(_:)``).
struct GenericConstraints {
  /// Parameter name → the constraints written for it, as written (`Hashable`, `Model.Key`).
  var byName: [String: [String]] = [:]

  /// The constraints `clause` and `whereClause` write; `where` constraints on names the clause
  /// does not declare (`where Value: Hashable` in an extension) count too.
  init(clause: GenericParameterClauseSyntax?, whereClause: GenericWhereClauseSyntax?) {
    for parameter in clause?.parameters ?? [] {
      byName[parameter.name.text, default: []] += Self.protocols(parameter.inheritedType)
    }
    for requirement in whereClause?.requirements ?? [] {
      guard case .conformanceRequirement(let conformance) = requirement.requirement,
        let name = conformance.leftType.as(IdentifierTypeSyntax.self),
        name.genericArgumentClause == nil
      else { continue }
      byName[name.name.text, default: []] += Self.protocols(conformance.rightType)
    }
  }

  /// The constraints a function, an initializer, a subscript or a type declares: its parameter
  /// clause and its `where` clause.
  init(_ declaration: some WithGenericParametersSyntax) {
    self.init(
      clause: declaration.genericParameterClause, whereClause: declaration.genericWhereClause)
  }

  /// No constraints.
  init() {}

  /// The constraints of the functions, initializers, subscripts, types and extensions around
  /// `node`, innermost first: a name an inner declaration declares again hides the outer one's.
  static func around(_ node: some SyntaxProtocol) -> GenericConstraints {
    var result = GenericConstraints()
    var current = node.parent
    while let syntax = current {
      var declared: GenericConstraints?
      if let generic = syntax.asProtocol(WithGenericParametersSyntax.self) {
        declared = GenericConstraints(generic)
      } else if let extensionDeclaration = syntax.as(ExtensionDeclSyntax.self) {
        declared = GenericConstraints(
          clause: nil, whereClause: extensionDeclaration.genericWhereClause)
      }
      for (name, constraints) in declared?.byName ?? [:] where result.byName[name] == nil {
        result.byName[name] = constraints
      }
      current = syntax.parent
    }
    return result
  }

  /// The protocols a constraint names: `Hashable & Sendable` is two.
  private static func protocols(_ type: TypeSyntax?) -> [String] {
    guard let type else { return [] }
    return type.tokenText.split(separator: "&").map { String($0.filter { !$0.isWhitespace }) }
  }
}
