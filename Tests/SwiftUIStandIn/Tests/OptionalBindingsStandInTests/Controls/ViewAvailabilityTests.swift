import Foundation
import Testing

/// Each view of the library is available no earlier, and on no more platforms, than what it
/// wraps: the SwiftUI declarations it uses (their availability is Apple's, which
/// `AppleDocumentationTests` keeps the stand-in to) and the library's other views.
///
/// A declaration without an `@available` attribute for a platform is available from the
/// package's deployment target there, read from the root `Package.swift`. On Linux the compiler
/// checks no Apple availability, so this comparison is the only check of it this machine makes.
@Suite("Availability of the library's views")
struct ViewAvailabilityTests {
  /// The SwiftUI initializers each library view calls, by the start of their stand-in signature.
  ///
  /// The types a view names are found by reading its source; initializers cannot be, so they are
  /// listed, and a listed signature that matches no declaration fails the test.
  static let wrappedInitializers: [String: [String]] = [
    "OptionalTextField": [
      "nonisolated public init( text: Binding<String>, prompt: Text? = nil,",
      "nonisolated public init<F: ParseableFormatStyle>( value: Binding<F.FormatInput>, format: F,"
        + " prompt: Text? = nil, @ContentBuilder label:",
    ],
    "OptionalDatePicker": [
      "nonisolated public init( selection: Binding<Date>, displayedComponents:"
    ],
    "OptionalColorPicker": [
      "nonisolated public init( selection: Binding<Color>, supportsOpacity:"
    ],
    "OptionalToggle": ["nonisolated public init(isOn: Binding<Bool>, @ContentBuilder label:"],
    "OptionalStepper": [
      "nonisolated public init<V: Strideable>( value: Binding<V>, in bounds: ClosedRange<V>, step:"
        + " V.Stride = 1, @ContentBuilder label:"
    ],
    "OptionalPicker": [
      "nonisolated public init( selection: Binding<SelectionValue>, @ContentBuilder content:"
    ],
    "OptionalField": [
      "nonisolated public init( action: @escaping @MainActor () -> Void,",
      "nonisolated public init( role: ButtonRole?,",
    ],
    "StateUnlessBound": [
      "public init(initialValue value: Value)", "public static func constant(_ value: Value)",
    ],
    "OptionalControl": ["nonisolated public init( alignment: VerticalAlignment = .center,"],
  ]

  /// The package's deployment targets, from the root manifest.
  static func deploymentTargets() throws -> [String: Version] {
    let manifest = try String(
      contentsOf: SourceLayoutTests.librarySources.appending(path: "../../Package.swift")
        .standardizedFileURL, encoding: .utf8)
    var targets: [String: Version] = [:]
    let pattern = try NSRegularExpression(
      pattern: #"\.(iOS|macOS|tvOS|watchOS|visionOS)\(\.v(\d+)(?:_(\d+))?\)"#)
    for match in pattern.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest))
    {
      let platform = String(manifest[Range(match.range(at: 1), in: manifest)!])
      var version = String(manifest[Range(match.range(at: 2), in: manifest)!])
      if let minor = Range(match.range(at: 3), in: manifest) { version += ".\(manifest[minor])" }
      targets[platform] = Version(Substring(version))
    }
    return targets
  }

  /// Availability as a deployment with `floor` sees it: unavailable where stated, otherwise
  /// from the later of the stated version and the deployment target.
  static func effective(_ stated: AvailabilityMap, floor: [String: Version]) -> AvailabilityMap {
    var result: AvailabilityMap = [:]
    for platform in applePlatforms {
      guard let target = floor[platform] else { continue }
      switch stated[platform] {
      case .unavailable:
        result[platform] = .unavailable
      case .available(let introduced, _):
        result[platform] = .available(introduced: max(introduced, target), deprecated: nil)
      case nil:
        result[platform] = .available(introduced: target, deprecated: nil)
      }
    }
    return result
  }

  /// The platforms where `ours` promises more than `wrapped` gives, described.
  static func shortfalls(ours: AvailabilityMap, wrapped: AvailabilityMap) -> [String] {
    applePlatforms.compactMap { platform in
      switch (ours[platform], wrapped[platform]) {
      case (.unavailable?, _), (_, nil):
        return nil
      case (.available?, .unavailable?):
        return "\(platform): available, but what it wraps is unavailable"
      case (.available(let mine, _)?, .available(let theirs, _)?) where mine < theirs:
        return "\(platform): from \(mine), but what it wraps only from \(theirs)"
      default:
        return nil
      }
    }
  }

  struct LibraryView {
    let name: String
    let file: URL
    let declaration: ScannedDeclaration
    let code: String
  }

  static func libraryViews() throws -> [LibraryView] {
    try SourceLayoutTests.views().flatMap { file in
      let text = try String(contentsOf: file, encoding: .utf8)
      let code = text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { DeclarationScanner.strip(String($0)) }.joined(separator: "\n")
      return DeclarationScanner.declarations(
        in: text, file: file.lastPathComponent, includingInternal: true
      )
      .filter { $0.keyword == "struct" }
      .map { declaration in
        let name = declaration.text.components(separatedBy: "struct ")[1]
          .prefix { $0.isLetter || $0.isNumber }
        return LibraryView(name: String(name), file: file, declaration: declaration, code: code)
      }
    }
  }

  @Test("every view of the library is available only where what it wraps is")
  func viewsAreNoMoreAvailableThanWhatTheyWrap() throws {
    let floor = try Self.deploymentTargets()
    #expect(floor.count == applePlatforms.count, "deployment targets found: \(floor)")
    let standIn = try AppleDocumentationTests.standInDeclarations()
    let standInTypes = standIn.filter {
      ["struct", "protocol", "enum", "class"].contains($0.keyword)
    }
    let views = try Self.libraryViews()
    #expect(
      Set(views.map(\.name)).isSuperset(of: Self.wrappedInitializers.keys),
      "views found: \(views.map(\.name))")
    var checked: [String] = []
    for view in views {
      let ours = Self.effective(
        try AvailableAttribute.parse(view.declaration.attributes), floor: floor)
      var wrapped: [(String, ScannedDeclaration)] = []
      for type in standInTypes {
        let name =
          type.text.components(separatedBy: " \(type.keyword) ")
          .last.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) } ?? ""
        if view.code.range(of: "\\b\(name)\\b", options: .regularExpression) != nil {
          wrapped.append((name, type))
        }
      }
      for signature in Self.wrappedInitializers[view.name] ?? [] {
        let matches = standIn.filter { $0.signature.hasPrefix(signature) }
        #expect(matches.count == 1, "\(view.name): `\(signature)` matches \(matches.count)")
        wrapped += matches.map { (signature, $0) }
      }
      for other in views where other.name != view.name {
        if view.code.range(of: "\\b\(other.name)\\b", options: .regularExpression) != nil {
          wrapped.append((other.name, other.declaration))
        }
      }
      for (name, declaration) in wrapped {
        let theirs = Self.effective(
          try AvailableAttribute.parse(declaration.attributes), floor: floor)
        for shortfall in Self.shortfalls(ours: ours, wrapped: theirs) {
          Issue.record(
            "\(view.name) (\(view.file.lastPathComponent)) uses \(name) — \(shortfall)")
        }
      }
      checked.append("\(view.name): \(wrapped.map(\.0).joined(separator: ", "))")
    }
    print("View availability checked:\n  " + checked.joined(separator: "\n  "))
  }

  @Test("every extension of a view repeats the view's @available attributes")
  func extensionsRepeatTheViewsAvailability() throws {
    for view in try Self.libraryViews() {
      let text = try String(contentsOf: view.file, encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let available = view.declaration.attributes.filter { $0.hasPrefix("@available") }
      for (index, line) in lines.enumerated()
      where line.trimmingCharacters(in: .whitespaces).hasPrefix("extension \(view.name)") {
        var above: [String] = []
        var cursor = index - 1
        while cursor >= 0, lines[cursor].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
          above.append(lines[cursor].trimmingCharacters(in: .whitespaces))
          cursor -= 1
        }
        #expect(
          Set(above.filter { $0.hasPrefix("@available") }) == Set(available),
          "\(view.file.lastPathComponent):\(index + 1) extension of \(view.name)")
      }
    }
  }

  @Test("the comparison finds a view that promises more than what it wraps")
  func comparisonFindsShortfalls() {
    let floor = [
      "iOS": Version("15")!, "macOS": Version("12")!, "tvOS": Version("15")!,
      "watchOS": Version("8")!, "visionOS": Version("1")!,
    ]
    let datePicker = Self.effective(
      ["tvOS": .unavailable, "watchOS": .available(introduced: Version("10")!, deprecated: nil)],
      floor: floor)
    #expect(
      Self.shortfalls(ours: Self.effective([:], floor: floor), wrapped: datePicker) == [
        "tvOS: available, but what it wraps is unavailable",
        "watchOS: from 8, but what it wraps only from 10",
      ])
    #expect(Self.shortfalls(ours: datePicker, wrapped: datePicker).isEmpty)
  }
}
