import SwiftSyntax

/// A package helper an app's own `Binding` helper does the work of.
enum PackageHelper: Sendable, Hashable {
  /// `withDefault(d)`: reads `d` while nil, stores what is written.
  case withDefault
  /// `withDefault(false)`, for a `Bool?` read as `x == true` or `x ?? false`.
  case withDefaultFalse
  /// `isPresent()`: reads whether there is a value, `false` stores nil, `true` changes nothing.
  case isPresent
  /// `negated()`: reads and stores the negation.
  case negated
  /// `converted(to:)`, which rounds and clamps, where the app's setter may not.
  case converted

  /// How a finding names it.
  var name: String {
    switch self {
    case .withDefault: "withDefault(_:)"
    case .withDefaultFalse: "withDefault(false)"
    case .isPresent: "isPresent()"
    case .negated: "negated()"
    case .converted: "converted(to:)"
    }
  }
}

/// How an app's helper is called.
enum AppHelperForm: Sendable, Hashable {
  /// A member of `Binding`: `$x.name(label: argument)`; `defaultLabel` is the label of the
  /// parameter the default comes through (nil when the helper has none).
  case member(name: String, labels: [String?], defaultIndex: Int?, defaults: [String?])
  /// `prefix func !` over `Binding<Bool>`.
  case prefixNot
  /// A global `??` over `Binding<T?>` and `T`.
  case nilCoalescing
}

/// A helper an app declares on `Binding` (or over it) whose closures do what a package helper
/// does.
struct AppHelper: Sendable, Hashable {
  /// The file that declares it.
  var path: String
  /// Where, 1-based.
  var line: Int
  /// Where, 1-based.
  var column: Int
  /// How it is called.
  var form: AppHelperForm
  /// What it is replaceable by.
  var replacement: PackageHelper
  /// How a finding names the app's helper: `toNonOptional(defaultValue:)`, `prefix !`, `??`.
  var displayName: String
  /// For ``PackageHelper/converted``: why its call sites are not rewritten.
  var refusal: String?
}

/// Finds the helpers an app declares on `Binding` whose body is one closure binding of a shape a
/// package helper has, read with the parameters put in place: `W` the source's value, `D` the
/// default, `$0` the value written.
final class AppHelperCollector: SyntaxVisitor {
  private let path: String
  private let converter: SourceLocationConverter
  private var extendingBinding = 0
  private(set) var helpers: [AppHelper] = []
  /// The names of functions declared outside `Binding` extensions, which make a member helper's
  /// call sites ambiguous to read.
  private(set) var otherFunctionNames: Set<String> = []
  /// One key per function over `Binding` (an operator's name; a member's name and labels),
  /// matched or not, so that an overloaded helper is seen as such.
  private(set) var overloadKeys: [String] = []

  init(path: String, tree: SourceFileSyntax) {
    self.path = path
    self.converter = SourceLocationConverter(fileName: path, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.extendedType.trimmedDescription
    if name == "Binding" || name == "SwiftUI.Binding" { extendingBinding += 1 }
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) {
    let name = node.extendedType.trimmedDescription
    if name == "Binding" || name == "SwiftUI.Binding" { extendingBinding -= 1 }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let parameters = Array(node.signature.parameterClause.parameters)
    let returnsBinding =
      node.signature.returnClause.map {
        compact($0.type.trimmedDescription).hasPrefix("Binding")
      } ?? false
    let isOperator: Bool
    switch node.name.tokenKind {
    case .binaryOperator, .prefixOperator, .postfixOperator: isOperator = true
    default: isOperator = false
    }
    if extendingBinding == 0 && !isOperator { otherFunctionNames.insert(node.name.text) }
    let firstType = parameters.first.map { compact($0.type.trimmedDescription) } ?? ""
    let overBinding =
      firstType.hasPrefix("Binding<") || (extendingBinding > 0 && firstType == "Self")
    if isOperator && overBinding {
      overloadKeys.append(node.name.text)
    } else if extendingBinding > 0 && !isOperator {
      overloadKeys.append(
        node.name.text
          + parameters.map { ($0.firstName.tokenKind == .wildcard ? "_" : $0.firstName.text) }
          .joined(separator: ":"))
    }
    guard returnsBinding, let body = node.body, let closures = Self.closureBinding(in: body)
    else { return .skipChildren }
    let location = converter.location(for: node.name.positionAfterSkippingLeadingTrivia)
    func add(_ form: AppHelperForm, _ replacement: PackageHelper, _ name: String) {
      helpers.append(
        AppHelper(
          path: path, line: location.line, column: location.column, form: form,
          replacement: replacement, displayName: name,
          refusal: replacement == .converted
            ? "its setter converts with the integer's initializer, which truncates a fraction "
              + "(2.7 stores 2) and traps past the integer's range, where converted(to:) rounds "
              + "(2.7 stores 3) and clamps: the stores differ for every fraction"
            : nil))
    }
    let parameterNames = parameters.map { ($0.secondName ?? $0.firstName).text }
    if extendingBinding > 0 && !isOperator {
      let source = ["self.wrappedValue", "wrappedValue"]
      let defaults = parameterNames.enumerated().map { ($0.offset, $0.element) }
      let labels = parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
      let signature =
        "\(node.name.text)(\(labels.map { ($0 ?? "_") + ":" }.joined()))"
      let defaultValues = parameters.map { $0.defaultValue?.value.trimmedDescription }
      if let (helper, index) = Self.match(closures, source: source, defaults: defaults) {
        add(
          .member(
            name: node.name.text, labels: labels, defaultIndex: index, defaults: defaultValues),
          helper, signature)
      }
      return .skipChildren
    }
    // A global function or operator over a Binding parameter.
    guard overBinding else { return .skipChildren }
    let source = ["\(parameterNames[0]).wrappedValue"]
    let defaults = parameterNames.enumerated().dropFirst().map { ($0.offset, $0.element) }
    guard let (helper, index) = Self.match(closures, source: source, defaults: defaults)
    else { return .skipChildren }
    let name = node.name.text
    if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.prefix) }), name == "!",
      parameters.count == 1, helper == .negated
    {
      add(.prefixNot, helper, "prefix !")
    } else if name == "??", parameters.count == 2, helper == .withDefault, index == 1 {
      add(.nilCoalescing, helper, "??")
    }
    return .skipChildren
  }

  /// The getter's and setter's single statements, compacted, from a body that is one
  /// `Binding(get:set:)` (or `.init(get:set:)`, `Binding<T>(…)`), returned or not; the setter's
  /// parameter written as `$0`.
  static func closureBinding(in body: CodeBlockSyntax) -> (get: String, set: String)? {
    guard body.statements.count == 1, let item = body.statements.first else { return nil }
    var expression: ExprSyntax?
    if let returned = item.item.as(ReturnStmtSyntax.self) {
      expression = returned.expression
    } else {
      expression = item.item.as(ExprSyntax.self)
    }
    guard let call = expression?.as(FunctionCallExprSyntax.self) else { return nil }
    let callee = compact(call.calledExpression.trimmedDescription)
    guard
      callee == "Binding" || callee.hasPrefix("Binding<") || callee == ".init"
        || callee == "Self"
    else { return nil }
    let arguments = Array(call.arguments)
    var closures: (ClosureExprSyntax, ClosureExprSyntax)?
    if arguments.count == 2, arguments[0].label?.text == "get",
      arguments[1].label?.text == "set",
      let getter = arguments[0].expression.as(ClosureExprSyntax.self),
      let setter = arguments[1].expression.as(ClosureExprSyntax.self),
      call.trailingClosure == nil
    {
      closures = (getter, setter)
    } else if arguments.isEmpty, let getter = call.trailingClosure,
      call.additionalTrailingClosures.count == 1,
      let last = call.additionalTrailingClosures.first, last.label.text == "set"
    {
      // `Binding { … } set: { … }`.
      closures = (getter, last.closure)
    }
    guard let (getter, setter) = closures, getter.signature == nil,
      getter.statements.count == 1, setter.statements.count == 1
    else { return nil }
    var written = "$0"
    if let signature = setter.signature {
      guard case .simpleInput(let names) = signature.parameterClause, names.count == 1,
        signature.capture == nil, signature.effectSpecifiers == nil
      else { return nil }
      written = names.first!.name.text
    }
    func statement(_ closure: ClosureExprSyntax) -> String {
      var text = closure.statements.first!.item.trimmedDescription
      if let returned = closure.statements.first!.item.as(ReturnStmtSyntax.self) {
        text = returned.expression?.trimmedDescription ?? ""
      }
      return text
    }
    var set = statement(setter)
    if written != "$0" { set = replacingWord(written, with: "$0", in: set) }
    return (compact(statement(getter)), compact(set))
  }

  /// The package helper whose closures these are, and the index of the parameter that is the
  /// default, when one is.
  static func match(
    _ closures: (get: String, set: String), source: [String], defaults: [(Int, String)]
  ) -> (PackageHelper, Int?)? {
    var get = closures.get
    var set = closures.set
    for spelling in source {
      get = replacingWord(spelling, with: "W", in: get)
      set = replacingWord(spelling, with: "W", in: set)
    }
    if !source.contains("wrappedValue") {
      // `self.wrappedValue` is replaced already; a bare `wrappedValue` is the same.
      get = replacingWord("wrappedValue", with: "W", in: get)
      set = replacingWord("wrappedValue", with: "W", in: set)
    }
    let stores = set == "W=$0"
    for (index, name) in defaults where get == "W??\(name)" && stores {
      return (.withDefault, index)
    }
    if stores && (get == "W??false" || get == "W==true") { return (.withDefaultFalse, nil) }
    if get == "W!=nil" && (set == "if!$0{W=nil}" || set == "if$0==false{W=nil}") {
      return (.isPresent, nil)
    }
    if get == "!W" && set == "W=!$0" { return (.negated, nil) }
    let numbers = ["Double", "Float", "CGFloat", "Int", "Int32", "Int64", "UInt"]
    for from in numbers {
      for to in numbers where from != to && get == "\(to)(W)" && set == "W=\(from)($0)" {
        return (.converted, nil)
      }
    }
    return nil
  }

  /// `text` with every whole-word `word` (not part of a longer name or member) replaced.
  static func replacingWord(_ word: String, with replacement: String, in text: String) -> String {
    var result = ""
    var rest = Substring(text)
    func isNameCharacter(_ character: Character?) -> Bool {
      guard let character else { return false }
      return character.isLetter || character.isNumber || character == "_" || character == "$"
    }
    while let range = rest.range(of: word) {
      let before =
        range.lowerBound == rest.startIndex
        ? result.last : rest[rest.index(before: range.lowerBound)]
      let after = range.upperBound == rest.endIndex ? nil : rest[range.upperBound]
      result += rest[..<range.lowerBound]
      if isNameCharacter(before) || before == "." || isNameCharacter(after) {
        result += word
      } else {
        result += replacement
      }
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}

/// `text` without whitespace.
private func compact(_ text: String) -> String { String(text.filter { !$0.isWhitespace }) }
