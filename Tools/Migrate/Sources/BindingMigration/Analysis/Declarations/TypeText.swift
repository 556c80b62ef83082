/// A type as written in source (`SwiftUI.Binding<String?>`, `[String: Int]`, `Model.Context?`),
/// read far enough to name it: the dotted name, the generic arguments of its last component, and
/// whether it is optional.
struct TypeText: Hashable {
  /// The dotted name, without generic arguments: `["Model", "Context"]`.
  ///
  /// Empty for a type that has no name (a tuple, a function type).
  var components: [String]
  /// The generic arguments of the last component, as written.
  var arguments: [String]
  /// Whether the type is `T?`, `T!` or `Optional<T>` (then the other fields describe `T`).
  var isOptional: Bool
  /// The text with whitespace removed.
  var compact: String
  /// The text of the type without its optionality (`Plan` for `Plan?`), whitespace removed.
  var unwrappedText: String

  /// Reads `text`.
  init(_ text: String) {
    var compact = text.filter { !$0.isWhitespace }
    for prefix in ["any", "some", "inout", "__owned", "__shared", "borrowing", "consuming"]
    where text.hasPrefix(prefix + " ") {
      compact = String(compact.dropFirst(prefix.count))
    }
    while compact.hasPrefix("@") {
      // An attribute such as `@escaping` or `@MainActor`: drop it and what follows it up to the
      // type.
      var rest = compact.dropFirst()
      while let first = rest.first, first.isLetter || first.isNumber || first == "_" {
        rest = rest.dropFirst()
      }
      compact = String(rest)
    }
    self.compact = compact
    var body = Substring(compact)
    var optional = false
    while body.hasSuffix("?") || body.hasSuffix("!") {
      body = body.dropLast()
      optional = true
    }
    if body.hasPrefix("Optional<"), body.hasSuffix(">") {
      body = body.dropFirst("Optional<".count).dropLast()
      optional = true
    } else if body.hasPrefix("Swift.Optional<"), body.hasSuffix(">") {
      body = body.dropFirst("Swift.Optional<".count).dropLast()
      optional = true
    }
    isOptional = optional
    unwrappedText = String(body)
    if body.hasPrefix("(") || body.hasPrefix("[") || body.contains("->") {
      if body.hasPrefix("["), body.hasSuffix("]") {
        // `[T]` and `[K: V]` are Array and Dictionary.
        let inner = String(body.dropFirst().dropLast())
        let parts = Self.splitTopLevel(inner, separator: ":")
        components = parts.count == 2 ? ["Dictionary"] : ["Array"]
        arguments = parts
      } else {
        components = []
        arguments = []
      }
      return
    }
    var names: [String] = []
    var lastArguments: [String] = []
    var current = ""
    var depth = 0
    var argumentText = ""
    for character in body {
      if depth > 0 {
        if character == "<" { depth += 1 }
        if character == ">" {
          depth -= 1
          if depth == 0 {
            lastArguments = Self.splitTopLevel(argumentText, separator: ",")
            argumentText = ""
            continue
          }
        }
        argumentText.append(character)
        continue
      }
      switch character {
      case "<":
        depth = 1
      case ".":
        names.append(current)
        current = ""
        lastArguments = []
      default:
        current.append(character)
      }
    }
    if !current.isEmpty { names.append(current) }
    components = names.filter { !$0.isEmpty }
    arguments = lastArguments
  }

  /// The type without its optionality.
  var unwrapped: TypeText { TypeText(unwrappedText) }

  /// The type one optional less deep (`Int?` for `Int??`), when it is optional.
  var unwrappedOnce: TypeText? {
    guard isOptional else { return nil }
    if compact.hasSuffix("?") || compact.hasSuffix("!") {
      return TypeText(String(compact.dropLast()))
    }
    for prefix in ["Optional<", "Swift.Optional<"] where compact.hasPrefix(prefix) {
      return TypeText(String(compact.dropFirst(prefix.count).dropLast()))
    }
    return nil
  }

  /// The last component: `Binding` for `SwiftUI.Binding<String>`.
  var simpleName: String? { components.last }

  /// Whether this is `Binding<…>` (or `SwiftUI.Binding<…>`), not optional.
  var isBinding: Bool {
    !isOptional && arguments.count == 1
      && (components == ["Binding"] || components == ["SwiftUI", "Binding"])
  }

  /// The `T` of `Binding<T>`.
  var bindingValue: TypeText? {
    isBinding ? TypeText(arguments[0]) : nil
  }

  /// Whether this is `Set<…>` (or `Swift.Set<…>`), not optional.
  var isSet: Bool {
    !isOptional && (components == ["Set"] || components == ["Swift", "Set"])
  }

  /// Splits `text` at `separator` where it is not nested in `<>`, `()` or `[]`.
  private static func splitTopLevel(_ text: String, separator: Character) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      switch character {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      default: break
      }
      if character == separator && depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { parts.append(current) }
    return parts
  }
}

/// Helpers for type names as written.
enum TypeName {
  /// `SwiftUI.Binding<String>?` → `Binding`: no module prefix, generic arguments or optionality.
  static func simple(_ text: String) -> String {
    TypeText(text).simpleName ?? text
  }

  /// Whether `text` spells `Binding<…>` (with or without `SwiftUI.`), not optional.
  static func isBinding(_ text: String) -> Bool {
    TypeText(text).isBinding
  }

  /// Whether `text` spells an optional `Binding<…>`.
  static func isOptionalBinding(_ text: String) -> Bool {
    let type = TypeText(text)
    return type.isOptional && type.arguments.count == 1
      && (type.components == ["Binding"] || type.components == ["SwiftUI", "Binding"])
  }

  /// Whether `text` spells `Set<…>` (or `Swift.Set<…>`).
  static func isSet(_ text: String) -> Bool {
    TypeText(text).isSet
  }

  /// Whether `text` spells an optional type.
  static func isOptional(_ text: String) -> Bool {
    TypeText(text).isOptional
  }

  /// Standard library and Foundation types that are `Hashable`, by name.
  static let hashableNames: Set<String> = [
    "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt",
    "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Float16", "CGFloat", "Decimal",
    "UUID", "Date", "URL", "Data", "Locale", "TimeZone", "Calendar", "DateComponents",
    "IndexPath", "ObjectIdentifier", "AnyHashable", "Color", "Duration", "NSNumber", "NSString",
  ]
}
