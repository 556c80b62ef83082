import Foundation

/// The five Apple platforms the package supports, in the order an Apple comment lists them.
let applePlatforms = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]

/// A version such as `13.0` or `10.15`, compared component by component.
struct Version: Comparable, CustomStringConvertible {
  let components: [Int]

  init?(_ text: Substring) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
    components = parts.compactMap { $0 }
  }

  static func < (lhs: Version, rhs: Version) -> Bool {
    for index in 0..<max(lhs.components.count, rhs.components.count) {
      let left = index < lhs.components.count ? lhs.components[index] : 0
      let right = index < rhs.components.count ? rhs.components[index] : 0
      if left != right { return left < right }
    }
    return false
  }

  static func == (lhs: Version, rhs: Version) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

  var description: String { components.map(String.init).joined(separator: ".") }
}

/// What a declaration's availability is on one platform.
enum PlatformAvailability: Equatable, CustomStringConvertible {
  case available(introduced: Version, deprecated: Version?)
  case unavailable

  var description: String {
    switch self {
    case .unavailable: "unavailable"
    case .available(let introduced, nil): "\(introduced)"
    case .available(let introduced, let deprecated?): "\(introduced) deprecated \(deprecated)"
    }
  }
}

/// Availability by platform name; a platform that is absent was not stated.
typealias AvailabilityMap = [String: PlatformAvailability]

/// Why an Apple comment or an `@available` attribute could not be read.
struct AvailabilityError: Error, CustomStringConvertible {
  let description: String
}

/// The one format every public declaration of the SwiftUI stand-in carries, and its parser.
enum AppleComment {
  /// The exact format, as a test failure states it.
  static let format = """
    a line `// Apple: <url> — <availability>` directly above the declaration's `///` doc \
    comment (or directly above its attributes when it has no doc comment; never between the \
    two, where swift-format would detach the doc comment). <url> is the \
    https://developer.apple.com/documentation/swiftui/… page the declaration follows, or \
    `page not found`. <availability> is `unavailable` (everywhere) or exactly five entries in \
    the order iOS, macOS, tvOS, watchOS, visionOS, separated by `, `, each `<platform> \
    <version>`, `<platform> <version> deprecated <version>` or `<platform> unavailable`, for \
    example `// Apple: https://developer.apple.com/documentation/swiftui/binding — iOS 13.0, \
    macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0`. The declaration carries the same \
    availability in its own @available attributes, every platform stated, for example \
    `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)`, \
    `@available(tvOS, unavailable)`, `@available(iOS, introduced: 13.0, deprecated: 27.2)` or \
    `@available(*, unavailable)`
    """

  static let prefix = "// Apple: "
  static let documentationRoot = "https://developer.apple.com/documentation/swiftui/"
  static let pageNotFound = "page not found"

  /// The page (nil when not found) and the availability an Apple comment states.
  static func parse(_ line: String) throws(AvailabilityError) -> (
    page: String?, availability: AvailabilityMap
  ) {
    let text = line.trimmingCharacters(in: .whitespaces)
    guard text.hasPrefix(prefix), let dash = text.range(of: " — ") else {
      throw AvailabilityError(description: "`\(text)` is not `// Apple: <url> — <availability>`")
    }
    let page = String(text[text.index(text.startIndex, offsetBy: prefix.count)..<dash.lowerBound])
    guard page == pageNotFound || (page.hasPrefix(documentationRoot) && !page.contains(" "))
    else {
      throw AvailabilityError(
        description: "`\(page)` is neither a \(documentationRoot)… page nor `\(pageNotFound)`")
    }
    let list = text[dash.upperBound...]
    if list == "unavailable" {
      return (page == pageNotFound ? nil : page, allUnavailable)
    }
    let entries = list.components(separatedBy: ", ")
    guard entries.count == applePlatforms.count else {
      throw AvailabilityError(
        description: "`\(list)` lists \(entries.count) platforms, not the five in order")
    }
    var map: AvailabilityMap = [:]
    for (entry, platform) in zip(entries, applePlatforms) {
      let words = entry.split(separator: " ")
      guard words.first.map(String.init) == platform else {
        throw AvailabilityError(description: "`\(entry)` should state \(platform)")
      }
      switch words.count {
      case 2 where words[1] == "unavailable":
        map[platform] = .unavailable
      case 2:
        guard let version = Version(words[1]) else {
          throw AvailabilityError(description: "`\(entry)` has no version")
        }
        map[platform] = .available(introduced: version, deprecated: nil)
      case 4 where words[2] == "deprecated":
        guard let introduced = Version(words[1]), let deprecated = Version(words[3]) else {
          throw AvailabilityError(description: "`\(entry)` has no versions")
        }
        map[platform] = .available(introduced: introduced, deprecated: deprecated)
      default:
        throw AvailabilityError(description: "`\(entry)` is not a platform entry")
      }
    }
    return (page == pageNotFound ? nil : page, map)
  }

  static var allUnavailable: AvailabilityMap {
    Dictionary(uniqueKeysWithValues: applePlatforms.map { ($0, .unavailable) })
  }
}

/// Reads `@available` attributes into availability by platform.
enum AvailableAttribute {
  /// The availability the `@available` attributes among `attributes` state, platform by
  /// platform; attributes of other kinds are ignored.
  static func parse(_ attributes: [String]) throws(AvailabilityError) -> AvailabilityMap {
    var map: AvailabilityMap = [:]
    for attribute in attributes where attribute.hasPrefix("@available") {
      guard let open = attribute.firstIndex(of: "("), attribute.hasSuffix(")") else {
        throw AvailabilityError(description: "cannot read `\(attribute)`")
      }
      let arguments = splitArguments(
        attribute[attribute.index(after: open)..<attribute.index(before: attribute.endIndex)])
      guard let first = arguments.first else {
        throw AvailabilityError(description: "`\(attribute)` is empty")
      }
      if first == "*" {
        if arguments.dropFirst().first == "unavailable" {
          map.merge(AppleComment.allUnavailable) { _, new in new }
          continue
        }
        throw AvailabilityError(description: "`\(attribute)` is not read by this test")
      }
      if applePlatforms.contains(first) {
        // `@available(tvOS, unavailable)` or `@available(iOS, introduced: 13.0, deprecated: …)`.
        if arguments.contains("unavailable") {
          map[first] = .unavailable
          continue
        }
        var introduced: Version?
        var deprecated: Version?
        for argument in arguments.dropFirst() {
          let parts = argument.split(separator: ":").map {
            $0.trimmingCharacters(in: .whitespaces)
          }
          guard parts.count == 2 else { continue }
          if parts[0] == "introduced" { introduced = Version(Substring(parts[1])) }
          if parts[0] == "deprecated" { deprecated = Version(Substring(parts[1])) }
        }
        guard let introduced else {
          throw AvailabilityError(description: "`\(attribute)` states no introduced version")
        }
        map[first] = .available(introduced: introduced, deprecated: deprecated)
        continue
      }
      // Shorthand: `@available(iOS 13.0, macOS 10.15, *)`.
      for argument in arguments where argument != "*" {
        let words = argument.split(separator: " ")
        guard words.count == 2, applePlatforms.contains(String(words[0])),
          let version = Version(words[1])
        else {
          throw AvailabilityError(description: "`\(argument)` in `\(attribute)` is not read")
        }
        map[String(words[0])] = .available(introduced: version, deprecated: nil)
      }
    }
    return map
  }

  /// `text` split at the commas that are outside string literals, each part trimmed.
  static func splitArguments(_ text: Substring) -> [String] {
    var parts: [String] = []
    var current = ""
    var inString = false
    for character in text {
      if character == "\"" { inString.toggle() }
      if character == ",", !inString {
        parts.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current.trimmingCharacters(in: .whitespaces))
    return parts.filter { !$0.isEmpty }
  }
}

/// One public declaration found in a source file, with what stands directly above it.
struct ScannedDeclaration {
  /// The comment and attribute lines directly above the declaration, in order.
  enum Leading: Equatable {
    case apple(String)
    case documentation
    case otherComment
    case attribute(String)
  }

  let file: String
  let line: Int
  /// The declaration's first line, without its attributes.
  let text: String
  let leading: [Leading]
  /// Attributes written on the declaration's own line.
  let inlineAttributes: [String]
  /// The declaration up to its body's opening brace, its lines joined and spaces collapsed.
  let signature: String
  /// The declaration's keyword, such as `struct`, `init`, `func` or `extension`.
  let keyword: String

  /// Every attribute of the declaration, above it and on its line.
  var attributes: [String] {
    leading.compactMap {
      if case .attribute(let text) = $0 { return text }
      return nil
    } + inlineAttributes
  }

  var location: String { "\(file):\(line)" }
}

/// Finds the public declarations of Swift source text, line by line.
///
/// It is no Swift parser: it knows the shapes this stand-in module is written in (one
/// declaration per line, attributes on the lines above it or at its start, no multi-line string
/// literals) and reports anything public it finds: types, members, protocol requirements and
/// extensions that add a conformance to a protocol that is not internal to the module.
/// Declarations marked `@_spi`, and everything inside a type marked so, are not SwiftUI API and
/// are skipped.
enum DeclarationScanner {
  private static let modifiers =
    #"(?:public|open|nonisolated|static|final|mutating|nonmutating|override|convenience|required|indirect|dynamic|lazy|internal\(set\)|private\(set\))"#
  private static let declaration = try! NSRegularExpression(
    pattern: #"^((?:"# + modifiers
      + #"\s+)*)(struct|class|enum|protocol|typealias|associatedtype|func|init[?!]?|var|let|subscript|case|actor|extension)(?=[\s(<:{?]|$)"#
  )

  private enum Scope {
    case spi
    case publicProtocol
    case other
  }

  /// The public declarations of `text`, the contents of the file named `file`; with
  /// `includingInternal`, the internal ones too.
  static func declarations(
    in text: String, file: String, includingInternal: Bool = false
  ) -> [ScannedDeclaration] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let internalProtocols = Set(
      lines.compactMap { line -> String? in
        let code = line.trimmingCharacters(in: .whitespaces)
        guard code.hasPrefix("protocol ") else { return nil }
        return code.dropFirst("protocol ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
          .description
      })
    var spiTypes: Set<String> = []
    var found: [ScannedDeclaration] = []
    var leading: [ScannedDeclaration.Leading] = []
    var scopes: [Scope] = []
    var pendingScope: Scope?
    var partialAttribute: String?
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let code = strip(line).trimmingCharacters(in: .whitespaces)
      defer { track(braces: code, scopes: &scopes, pending: &pendingScope) }
      if let partial = partialAttribute {
        let joined = partial + (partial.hasSuffix("(") ? "" : " ") + code
        if balanced(joined) {
          leading.append(.attribute(joined))
          partialAttribute = nil
        } else {
          partialAttribute = joined
        }
        continue
      }
      if trimmed.isEmpty {
        leading = []
      } else if trimmed.hasPrefix(AppleComment.prefix.trimmingCharacters(in: .whitespaces)) {
        leading.append(.apple(trimmed))
      } else if trimmed.hasPrefix("///") {
        leading.append(.documentation)
      } else if trimmed.hasPrefix("//") {
        leading.append(.otherComment)
      } else {
        let (attributes, rest) = peelAttributes(code)
        if rest.isEmpty {
          if let last = attributes.last, !balanced(last) {
            leading += attributes.dropLast().map { .attribute($0) }
            partialAttribute = last
          } else {
            leading += attributes.map { .attribute($0) }
          }
          continue
        }
        let range = NSRange(rest.startIndex..., in: rest)
        guard let match = declaration.firstMatch(in: rest, range: range),
          let modifierRange = Range(match.range(at: 1), in: rest),
          let keywordRange = Range(match.range(at: 2), in: rest)
        else {
          leading = []
          continue
        }
        let modifiers = rest[modifierRange].split(separator: " ")
        let keyword = String(rest[keywordRange])
        let allAttributes =
          leading.compactMap {
            if case .attribute(let text) = $0 { return text }
            return nil
          } + attributes
        let isSPI = allAttributes.contains { $0.hasPrefix("@_spi") }
        let insideSPI = scopes.contains(.spi)
        var isPublic =
          modifiers.contains("public") || modifiers.contains("open")
          || (scopes.last == .publicProtocol && keyword != "extension")
        var scope: Scope? = nil
        switch keyword {
        case "extension":
          let (extended, protocols) = extensionParts(rest)
          let addsAPI =
            !protocols.isEmpty && !protocols.allSatisfy { internalProtocols.contains($0) }
          isPublic = addsAPI
          scope = spiTypes.contains(extended) ? .spi : .other
        case "struct", "class", "enum", "actor":
          scope = isSPI || insideSPI ? .spi : .other
          if isSPI { spiTypes.insert(typeName(after: keyword, in: rest)) }
        case "protocol":
          scope = isSPI || insideSPI ? .spi : (isPublic ? .publicProtocol : .other)
        default:
          break
        }
        if let scope { pendingScope = scope }
        let isInternal =
          includingInternal && !modifiers.contains("private") && !modifiers.contains("fileprivate")
          && keyword != "extension"
        if (isPublic || isInternal) && !isSPI && !insideSPI && scope != .spi {
          found.append(
            ScannedDeclaration(
              file: file, line: index + 1, text: rest, leading: leading,
              inlineAttributes: attributes,
              signature: signature(from: index, in: lines), keyword: keyword))
        }
        leading = []
      }
    }
    return found
  }

  /// The declaration starting at `lines[start]`, up to its body's opening brace, as one line.
  private static func signature(from start: Int, in lines: [String]) -> String {
    var parts: [String] = []
    for line in lines[start...] {
      let code = strip(line)
      if let brace = code.firstIndex(of: "{") {
        parts.append(String(code[..<brace]))
        break
      }
      parts.append(code)
      if parts.count > 12 { break }
    }
    return parts.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// `line` with string literals emptied and any `//` comment removed.
  static func strip(_ line: String) -> String {
    let noStrings = line.replacingOccurrences(
      of: #""([^"\\]|\\.)*""#, with: "\"\"", options: .regularExpression)
    guard let comment = noStrings.range(of: "//") else { return noStrings }
    return String(noStrings[..<comment.lowerBound])
  }

  /// The attributes at the start of `code`, and what follows them.
  static func peelAttributes(_ code: String) -> ([String], String) {
    var attributes: [String] = []
    var rest = Substring(code)
    while rest.hasPrefix("@") {
      var end = rest.index(after: rest.startIndex)
      while end < rest.endIndex, rest[end].isLetter || rest[end].isNumber || rest[end] == "_" {
        end = rest.index(after: end)
      }
      if end < rest.endIndex, rest[end] == "(" {
        var depth = 0
        var cursor = end
        while cursor < rest.endIndex {
          if rest[cursor] == "(" { depth += 1 }
          if rest[cursor] == ")" {
            depth -= 1
            if depth == 0 {
              end = rest.index(after: cursor)
              break
            }
          }
          cursor = rest.index(after: cursor)
        }
        if depth != 0 { end = rest.endIndex }
      }
      attributes.append(String(rest[..<end]))
      rest = rest[end...].drop { $0 == " " }
    }
    return (attributes, String(rest))
  }

  private static func balanced(_ text: String) -> Bool {
    text.filter { $0 == "(" }.count == text.filter { $0 == ")" }.count
  }

  private static func typeName(after keyword: String, in text: String) -> String {
    guard let range = text.range(of: keyword + " ") else { return "" }
    return String(text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
  }

  /// The extended type and the protocols an extension line adds.
  private static func extensionParts(_ text: String) -> (String, [String]) {
    var body = text.dropFirst("extension ".count)
    let extended = String(body.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    if let clause = body.range(of: " where ") { body = body[..<clause.lowerBound] }
    guard let colon = body.firstIndex(of: ":") else { return (extended, []) }
    var list = body[body.index(after: colon)...]
    if let end = list.firstIndex(of: "{") { list = list[..<end] }
    let protocols = list.split(separator: ",").map {
      $0.replacingOccurrences(of: "@unchecked", with: "").trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    return (extended, protocols)
  }

  private static func track(braces code: String, scopes: inout [Scope], pending: inout Scope?) {
    for character in code {
      if character == "{" {
        scopes.append(pending ?? .other)
        pending = nil
      } else if character == "}", !scopes.isEmpty {
        scopes.removeLast()
      }
    }
  }
}
