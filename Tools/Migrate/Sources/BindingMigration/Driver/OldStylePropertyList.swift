/// A reader of the old-style (OpenStep) property lists Xcode writes its `project.pbxproj` in:
/// `{ key = value; }`, `( value, value, )`, quoted and bare strings, `/* */` and `//` comments.
///
/// It keeps each string's line, for messages that name where a setting is; data (`<0fbd…>`) is
/// read as a string of its hex digits.
enum OldStylePropertyList {
  /// A value of the list.
  enum Value: Equatable {
    /// A string, and the 1-based line it starts on.
    case string(String, line: Int)
    /// An array.
    case array([Value])
    /// A dictionary.
    case dictionary([String: Value])

    /// The text of a string, nil for an array or dictionary.
    var text: String? {
      if case .string(let text, _) = self { return text }
      return nil
    }
  }

  /// The value `text` holds, or nil when it is not an old-style property list.
  static func parse(_ text: String) -> Value? {
    var reader = Reader(bytes: Array(text.utf8))
    return reader.value()
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0
    var line = 1

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    /// Skips whitespace and comments, counting lines.
    mutating func skipSpace() {
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
          line += 1
          index += 1
        } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
          || byte == UInt8(ascii: "\r")
        {
          index += 1
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "*")
        {
          index += 2
          while index < bytes.count
            && !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
              && bytes[index + 1] == UInt8(ascii: "/"))
          {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
          }
          index = min(bytes.count, index + 2)
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "/")
        {
          while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
        } else {
          return
        }
      }
    }

    /// Consumes `byte` after any space, or returns false.
    mutating func take(_ byte: UInt8) -> Bool {
      skipSpace()
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    mutating func value() -> Value? {
      skipSpace()
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var entries: [String: Value] = [:]
        while !take(UInt8(ascii: "}")) {
          guard case .string(let key, _)? = string(), take(UInt8(ascii: "=")),
            let entry = value(), take(UInt8(ascii: ";"))
          else { return nil }
          entries[key] = entry
        }
        return .dictionary(entries)
      case UInt8(ascii: "("):
        index += 1
        var elements: [Value] = []
        while !take(UInt8(ascii: ")")) {
          guard let element = value() else { return nil }
          elements.append(element)
          if !take(UInt8(ascii: ",")) {
            guard take(UInt8(ascii: ")")) else { return nil }
            break
          }
        }
        return .array(elements)
      default:
        return string()
      }
    }

    /// A quoted or bare string, or `<…>` data as its text.
    mutating func string() -> Value? {
      skipSpace()
      guard index < bytes.count else { return nil }
      let start = line
      if bytes[index] == UInt8(ascii: "\"") {
        index += 1
        var text: [UInt8] = []
        while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
          if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
            index += 1
            let escaped = bytes[index]
            text.append(escaped == UInt8(ascii: "n") ? UInt8(ascii: "\n") : escaped)
          } else {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            text.append(bytes[index])
          }
          index += 1
        }
        guard index < bytes.count else { return nil }
        index += 1
        return .string(String(decoding: text, as: UTF8.self), line: start)
      }
      if bytes[index] == UInt8(ascii: "<") {
        let from = index + 1
        while index < bytes.count && bytes[index] != UInt8(ascii: ">") { index += 1 }
        guard index < bytes.count else { return nil }
        index += 1
        return .string(String(decoding: bytes[from..<(index - 1)], as: UTF8.self), line: start)
      }
      let from = index
      while index < bytes.count && Self.isBare(bytes[index]) { index += 1 }
      guard index > from else { return nil }
      return .string(String(decoding: bytes[from..<index], as: UTF8.self), line: start)
    }

    /// The characters of a bare string: letters, digits and `_$+/:.-`.
    static func isBare(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        return true
      default:
        return "_$+/:.-".utf8.contains(byte)
      }
    }
  }
}
