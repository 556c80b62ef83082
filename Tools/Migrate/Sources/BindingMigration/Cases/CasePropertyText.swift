/// The text of a case property as the package's article shows it: the case's value, or nil in
/// every other case; a write of a value stored only while the enum is in that case.
///
/// ```swift
/// var edit: Item? {
///   get { if case .edit(let item) = self { item } else { nil } }
///   set { if case .edit = self, let newValue { self = .edit(newValue) } }
/// }
/// ```
enum CasePropertyText {
  /// Words that cannot name a bound value without backticks: Swift's reserved words, and
  /// `newValue`, which the setter the tool writes already binds.
  static let keywords: Set<String> = Spelling.reservedWords.union(["newValue"])

  /// The property's type: the value's (`T?`; `T??` for an optional value), a tuple labelled as
  /// the case is for several values, `Void?` for none; nil, with the reason, when the tool
  /// writes none.
  static func type(of enumCase: EnumCase) -> Result<String, CaseSkip> {
    let payloads = enumCase.payloads
    switch payloads.count {
    case 0:
      return .success("Void?")
    case 1:
      let payload = payloads[0]
      return .success(payload.needsParentheses ? "(\(payload.type))?" : "\(payload.type)?")
    default:
      if let label = payloads.compactMap(\.label).first(where: keywords.contains) {
        return .failure(
          CaseSkip(
            reason:
              "its value labelled `\(label)` cannot name a tuple element without backticks"))
      }
      let labels = payloads.compactMap(\.label)
      if Set(labels).count != labels.count {
        return .failure(CaseSkip(reason: "two of its values have the same label"))
      }
      let elements = payloads.map { payload in
        payload.label.map { "\($0): \(payload.type)" } ?? payload.type
      }
      return .success("(\(elements.joined(separator: ", ")))?")
    }
  }

  /// The names the getter binds the case's values to: a value's label, else (for one value)
  /// its type's name in lower camel case, else `value` (`value1`, `value2`, … for several).
  static func boundNames(of enumCase: EnumCase) -> [String] {
    let payloads = enumCase.payloads
    if payloads.count == 1 {
      let payload = payloads[0]
      if let label = payload.label, !keywords.contains(label) { return [label] }
      if let name = payload.typeName?.split(separator: ".").last, !name.isEmpty {
        let lowered = lowerCamelCase(String(name))
        if !keywords.contains(lowered) && lowered != enumCase.name { return [lowered] }
      }
      return ["value"]
    }
    return payloads.enumerated().map { index, payload in
      payload.label ?? "value\(index + 1)"
    }
  }

  /// `URL` → `url`, `ItemID` → `itemID`, `Item` → `item`.
  static func lowerCamelCase(_ name: String) -> String {
    let characters = Array(name)
    var upper = 0
    while upper < characters.count && characters[upper].isUppercase { upper += 1 }
    if upper == 0 { return name }
    // All capitals, or one capital: lower them all; an acronym before a word keeps the word's
    // first capital (`URLSession` → `urlSession`).
    let lowered = upper == characters.count || upper == 1 ? upper : upper - 1
    return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
  }

  /// The property's lines, without indentation or line breaks: the declaration, the getter,
  /// the setter and the closing brace.
  static func lines(for enumCase: EnumCase, type: String, access: String) -> [String] {
    let name = enumCase.name
    let pattern = ".\(name)"
    let payloads = enumCase.payloads
    let getter: String
    let setter: String
    switch payloads.count {
    case 0:
      getter = "get { if case \(pattern) = self { () } else { nil } }"
      setter = "set { if case \(pattern) = self, newValue != nil { self = \(pattern) } }"
    case 1:
      let bound = boundNames(of: enumCase)[0]
      let argument = payloads[0].label.map { "\($0): newValue" } ?? "newValue"
      getter = "get { if case \(pattern)(let \(bound)) = self { \(bound) } else { nil } }"
      setter = "set { if case \(pattern) = self, let newValue { self = \(pattern)(\(argument)) } }"
    default:
      let bound = boundNames(of: enumCase)
      let bindings = bound.map { "let \($0)" }.joined(separator: ", ")
      let tuple = zip(payloads, bound).map { payload, name in
        payload.label.map { "\($0): \(name)" } ?? name
      }
      let arguments = payloads.enumerated().map { index, payload in
        payload.label.map { "\($0): newValue.\($0)" } ?? "newValue.\(index)"
      }
      getter =
        "get { if case \(pattern)(\(bindings)) = self { (\(tuple.joined(separator: ", "))) } "
        + "else { nil } }"
      setter =
        "set { if case \(pattern) = self, let newValue { self = \(pattern)("
        + "\(arguments.joined(separator: ", "))) } }"
    }
    return ["\(access)var \(name): \(type) {", getter, setter, "}"]
  }
}

/// Why the tool writes no property for a case.
struct CaseSkip: Error, Sendable {
  var reason: String
}
