/// The text of what an exhaustive `switch $value.cases` needs from an enum: the nested enum
/// `CaseBindings`, with a case per case of the enum holding a binding per value, and
/// `caseBindings(of:)`, which makes each binding with `unwrappingCase(_:remembering:)` through
/// the case's property.
///
/// ```swift
/// enum CaseBindings {
///   case inStock(Binding<Int>)
///   case moved(from: Binding<Int>, to: Binding<Int>)
///   case discontinued
/// }
///
/// static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
///   switch binding.wrappedValue {
///   case .inStock(let int):
///     return .inStock(binding.unwrappingCase(\.inStock, remembering: int))
///   case .moved(let from, let to):
///     let moved = binding.unwrappingCase(\.moved, remembering: (from: from, to: to))
///     return .moved(from: moved.from, to: moved.to)
///   case .discontinued:
///     return .discontinued
///   }
/// }
/// ```
enum CaseBindingsText {
  /// The parameter of `caseBindings(of:)`.
  static let parameter = "binding"

  /// The lines of `enum CaseBindings` and `caseBindings(of:)`, each with its depth below the
  /// members' own level, and no indentation or line break.
  ///
  /// - Parameters:
  ///   - cases: The enum's cases, each with its values' types as the property writes them
  ///     (qualified where the extension needs it).
  ///   - access: The access keyword for both members, with its space, or empty.
  ///   - selfName: What `Self` in a value's type becomes inside `CaseBindings` (where `Self` is
  ///     `CaseBindings` itself): the enum's name.
  /// - Returns: The lines, an empty one between the two members.
  static func lines(
    for cases: [(enumCase: EnumCase, types: [String])], access: String, selfName: String
  ) -> [(depth: Int, text: String)] {
    var lines: [(Int, String)] = [(0, "\(access)enum CaseBindings {")]
    for (enumCase, types) in cases {
      if enumCase.payloads.isEmpty {
        lines.append((1, "case \(enumCase.name)"))
        continue
      }
      let elements = zip(enumCase.payloads, types).map { payload, type in
        let binding = "Binding<\(replacingSelf(in: type, with: selfName))>"
        return payload.label.map { "\($0): \(binding)" } ?? binding
      }
      lines.append((1, "case \(enumCase.name)(\(elements.joined(separator: ", ")))"))
    }
    lines.append((0, "}"))
    lines.append((0, ""))
    lines.append(
      (
        0,
        "\(access)static func caseBindings(of \(parameter): Binding<Self>) -> CaseBindings {"
      ))
    lines.append((1, "switch \(parameter).wrappedValue {"))
    for (enumCase, _) in cases {
      let pattern = ".\(enumCase.name)"
      let payloads = enumCase.payloads
      switch payloads.count {
      case 0:
        lines.append((1, "case \(pattern):"))
        lines.append((2, "return \(pattern)"))
      case 1:
        let bound = boundNames(of: enumCase)[0]
        let label = payloads[0].label.map { "\($0): " } ?? ""
        lines.append((1, "case \(pattern)(let \(bound)):"))
        lines.append(
          (
            2,
            "return \(pattern)(\(label)\(parameter).unwrappingCase(\\.\(enumCase.name), "
              + "remembering: \(bound)))"
          ))
      default:
        let bound = boundNames(of: enumCase)
        let local = localName(for: enumCase, avoiding: bound)
        let tuple = zip(payloads, bound).map { payload, name in
          payload.label.map { "\($0): \(name)" } ?? name
        }
        let elements = payloads.enumerated().map { index, payload in
          let element: String
          // A label that is also a member of `Binding` is reached by its key path.
          if let label = payload.label, !Spelling.bindingMemberNames.contains(label) {
            element = "\(local).\(label)"
          } else {
            element = "\(local)[dynamicMember: \\.\(payload.label ?? String(index))]"
          }
          return payload.label.map { "\($0): \(element)" } ?? element
        }
        lines.append(
          (1, "case \(pattern)(\(bound.map { "let \($0)" }.joined(separator: ", "))):"))
        lines.append(
          (
            2,
            "let \(local) = \(parameter).unwrappingCase(\\.\(enumCase.name), remembering: "
              + "(\(tuple.joined(separator: ", "))))"
          ))
        lines.append((2, "return \(pattern)(\(elements.joined(separator: ", ")))"))
      }
    }
    lines.append((1, "}"))
    lines.append((0, "}"))
    return lines
  }

  /// Each case of `CaseBindings` as the tool writes it, `name(label:Binding<T>,_:Binding<U>)`
  /// without spaces (`name` for a case without values): what an existing `CaseBindings` is
  /// compared with.
  static func shapes(
    for cases: [(enumCase: EnumCase, types: [String])], selfName: String
  ) -> [String] {
    cases.map { enumCase, types in
      guard !enumCase.payloads.isEmpty else { return enumCase.name }
      let values = zip(enumCase.payloads, types).map { payload, type in
        "\(payload.label ?? "_"):Binding<\(replacingSelf(in: type, with: selfName))>"
      }
      return CaseFactCollector.compact("\(enumCase.name)(\(values.joined(separator: ",")))")
    }
  }

  /// The names the patterns bind a case's values to: the properties' names, with one that
  /// would hide the parameter renamed.
  static func boundNames(of enumCase: EnumCase) -> [String] {
    let names = CasePropertyText.boundNames(of: enumCase)
    return names.enumerated().map { index, name in
      guard name == parameter else { return name }
      var candidate = "value"
      var suffix = names.count > 1 ? index + 1 : 0
      while true {
        let spelled = suffix == 0 ? candidate : "\(candidate)\(suffix)"
        if !names.contains(spelled) {
          candidate = spelled
          break
        }
        suffix += 1
      }
      return candidate
    }
  }

  /// The name of the binding to a case's tuple: the case's own, unless a bound value or the
  /// parameter has it.
  static func localName(for enumCase: EnumCase, avoiding bound: [String]) -> String {
    let taken = Set(bound + [parameter])
    let bare = Spelling.bare(enumCase.name)
    if !taken.contains(bare) { return enumCase.name }
    var suffix = 1
    while taken.contains("\(bare)Binding\(suffix == 1 ? "" : String(suffix))") { suffix += 1 }
    return "\(bare)Binding\(suffix == 1 ? "" : String(suffix))"
  }

  /// `type` with each `Self` that names a type replaced by `name`.
  static func replacingSelf(in type: String, with name: String) -> String {
    guard type.contains("Self") else { return type }
    var result = ""
    var word = ""
    func flush() {
      result += word == "Self" ? name : word
      word = ""
    }
    for character in type {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }
}
