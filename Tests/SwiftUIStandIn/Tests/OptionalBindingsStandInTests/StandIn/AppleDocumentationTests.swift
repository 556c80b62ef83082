import Foundation
import Testing

/// Every public declaration of the SwiftUI stand-in names the Apple page it follows and carries
/// the availability Apple gives it, in the one format `AppleComment.format` states.
///
/// Every declaration is also compared with Apple's own in the iOS 26.2 SDK (and in 17.4's, where
/// that SDK has it), by `.ci/apple-sdk stand-in` (Tests/SwiftUIStandIn/Audit/audit.py). What that
/// audit cannot see, these comments are the only record of: the declarations newer than iOS 26.2
/// (the iOS 27 SDK's alerts and dialogs that take an optional item).
@Suite("Apple documentation of the stand-in")
struct AppleDocumentationTests {
  /// The stand-in module's sources.
  static let standInSources = SourceLayoutTests.standInRoot.appending(path: "Sources/SwiftUI")

  /// What is wrong with `declaration`'s Apple comment or availability, if anything.
  static func problems(of declaration: ScannedDeclaration) -> [String] {
    let apple = declaration.leading.enumerated().filter {
      if case .apple = $0.element { return true }
      return false
    }
    guard let first = apple.first, case .apple(let line) = first.element else {
      return ["has no Apple comment"]
    }
    var problems: [String] = []
    if apple.count > 1 { problems.append("has \(apple.count) Apple comments") }
    // Plain `//` comments may stand above the Apple line; nothing else may.
    let above = declaration.leading[..<first.offset]
    if above.contains(.documentation) {
      problems.append("has its Apple comment below its doc comment")
    } else if above.contains(where: { $0 != .otherComment }) {
      problems.append("has attributes above its Apple comment")
    }
    if declaration.leading[first.offset...].contains(.otherComment) {
      problems.append("has another comment between its Apple comment and the declaration")
    }
    do {
      let stated = try AppleComment.parse(line).availability
      let carried = try AvailableAttribute.parse(declaration.attributes)
      for platform in applePlatforms where stated[platform] != carried[platform] {
        problems.append(
          "states \(platform) \(stated[platform].map(String.init(describing:)) ?? "nothing") "
            + "in its Apple comment but carries "
            + "\(carried[platform].map(String.init(describing:)) ?? "no @available for it")")
      }
    } catch {
      problems.append(error.description)
    }
    return problems
  }

  static func standInDeclarations() throws -> [ScannedDeclaration] {
    try SourceLayoutTests.swiftFiles(under: standInSources).flatMap { file in
      DeclarationScanner.declarations(
        in: try String(contentsOf: file, encoding: .utf8), file: file.lastPathComponent)
    }
  }

  @Test("every public declaration names its Apple page and carries Apple's availability")
  func everyDeclarationIsDocumented() throws {
    let declarations = try Self.standInDeclarations()
    #expect(declarations.count >= 150, "found only \(declarations.count); is the scanner right?")
    var notFound: [String] = []
    for declaration in declarations {
      for problem in Self.problems(of: declaration) {
        Issue.record(
          "\(declaration.location) `\(declaration.text)` \(problem). Expected: \(AppleComment.format)"
        )
      }
      if case .apple(let line)? = declaration.leading.first,
        (try? AppleComment.parse(line).page) == .some(nil)
      {
        notFound.append("\(declaration.location) \(declaration.text)")
      }
    }
    print(
      "Stand-in declarations: \(declarations.count), of which \(notFound.count) follow no Apple "
        + "page that was found:\n  " + notFound.joined(separator: "\n  "))
  }

  @Test("the scanner finds the declarations SwiftUI code uses, and skips the inspector's SPI")
  func scannerFindsKnownDeclarations() throws {
    let texts = try Self.standInDeclarations().map(\.text)
    for expected in [
      "public struct Bindable<Value> {", "public struct ViewBuilder {",
      "extension Binding: RandomAccessCollection", "associatedtype Body: View",
    ] {
      #expect(texts.contains { $0.hasPrefix(expected) }, "no declaration starts with \(expected)")
    }
    #expect(!texts.contains { $0.contains("InspectedView") || $0.contains("func inspect<") })
  }

  // MARK: The checker checks itself

  static let probe = """
    import Foundation

    // Apple: https://developer.apple.com/documentation/swiftui/binding — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    /// Right.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @frozen
    public struct Right {
      /// Missing its comment.
      @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
      public var missing: Int { 1 }

      /// Below the doc comment.
      // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
      @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
      public var below: Int { 1 }

      // Apple: page not found — iOS 14.0, macOS 10.15, tvOS unavailable, watchOS 6.0, visionOS 1.0
      /// Disagrees on iOS and tvOS.
      @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
      public func disagrees() {}

      // Apple: page not found — iOS 13.0, macOS 10.15
      /// Malformed.
      @available(iOS 13.0, macOS 10.15, *)
      public init() {}

      // Apple: page not found — unavailable
      /// Unavailable, on several lines.
      @available(
        *, unavailable, message: "Not, here"
      )
      public init(value: Int) {}

      // Apple: page not found — iOS 13.0 deprecated 27.2, macOS 10.15 deprecated 27.2, tvOS unavailable, watchOS 9.0 deprecated 27.2, visionOS 1.0 deprecated 27.2
      /// Deprecated.
      @available(iOS, introduced: 13.0, deprecated: 27.2)
      @available(macOS, introduced: 10.15, deprecated: 27.2)
      @available(watchOS, introduced: 9.0, deprecated: 27.2)
      @available(visionOS, introduced: 1.0, deprecated: 27.2)
      @available(tvOS, unavailable)
      public init(deprecated: Int) {}
    }

    // Apple: https://developer.apple.com/documentation/swiftui/view — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    /// A protocol.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public protocol Requirements {
      /// A requirement without a comment.
      var requirement: Int { get }
    }

    /// Not SwiftUI API.
    @_spi(Inspection)
    public struct Hidden {
      /// Inside SPI.
      public var inside: Int
    }

    extension Hidden: CustomStringConvertible {
      /// Of an SPI type.
      public var description: String { "" }
    }

    protocol Internal {}

    extension Right: Internal {}

    /// A conformance without a comment.
    extension Right: Equatable {}
    """

  @Test("the checker reports each kind of mistake and accepts the right shapes")
  func checkerFindsMistakes() {
    let found = DeclarationScanner.declarations(in: Self.probe, file: "Probe.swift")
    let problems = Dictionary(
      uniqueKeysWithValues: found.map { ($0.text.prefix(32).description, Self.problems(of: $0)) })
    #expect(
      found.map(\.line) == [7, 10, 15, 20, 25, 32, 41, 47, 49, 69], "\(found.map(\.text))")
    #expect(problems["public struct Right {"] == [])
    #expect(problems["public var missing: Int { 1 }"] == ["has no Apple comment"])
    #expect(
      problems["public var below: Int { 1 }"] == ["has its Apple comment below its doc comment"])
    #expect(problems["public func disagrees() {}"]?.count == 2)
    #expect(problems["public init() {}"]?.first?.contains("lists 2 platforms") == true)
    #expect(problems["public init(value: Int) {}"] == [])
    #expect(problems["public init(deprecated: Int) {}"] == [])
    #expect(problems["public protocol Requirements {"] == [])
    #expect(problems["var requirement: Int { get }"] == ["has no Apple comment"])
    #expect(problems["extension Right: Equatable {}"] == ["has no Apple comment"])
  }

  @Test("an Apple comment and @available attributes are read as the format says")
  func parsersReadTheFormat() throws {
    let comment = try AppleComment.parse(
      "// Apple: https://developer.apple.com/documentation/swiftui/colorpicker — iOS 14.0, "
        + "macOS 11.0, tvOS unavailable, watchOS unavailable, visionOS 1.0")
    #expect(comment.page == "https://developer.apple.com/documentation/swiftui/colorpicker")
    let attributes = try AvailableAttribute.parse([
      "@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)", "@available(tvOS, unavailable)",
      "@available(watchOS, unavailable)", "@MainActor",
    ])
    #expect(comment.availability == attributes)
    #expect(attributes["macOS"] == .available(introduced: Version("11")!, deprecated: nil))
    #expect(throws: AvailabilityError.self) {
      try AppleComment.parse("// Apple: https://example.com/x — iOS 13.0")
    }
    #expect(throws: AvailabilityError.self) {
      try AppleComment.parse(
        "// Apple: page not found — macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0")
    }
    #expect(throws: AvailabilityError.self) {
      try AvailableAttribute.parse(["@available(iOS 13.0, Linux 1.0, *)"])
    }
  }
}
