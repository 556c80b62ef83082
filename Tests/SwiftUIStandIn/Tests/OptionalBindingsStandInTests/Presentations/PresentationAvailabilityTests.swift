import Foundation
import Testing

/// Each presentation modifier of the library is available exactly where the SwiftUI modifier it
/// wraps is.
///
/// From the package's deployment targets on: no earlier, on no more platforms, and on no fewer.
/// The library's `navigationDestination(item:)` wraps SwiftUI's
/// `navigationDestination(isPresented:destination:)`; the others SwiftUI's of the same name that
/// take an `item:`.
///
/// `ViewAvailabilityTests` compares the library's view types with what they use; the modifiers
/// are extension methods, compared here with the stand-in's declaration of the SwiftUI modifier
/// of the same name that takes an `item:` (whose availability the stand-in audit compares with
/// Apple's iOS 26.2 and 17.4 declarations). On Linux the compiler checks no Apple availability;
/// for iOS, the type-check against Apple's iOS 17.4 and 26.2 SDKs does.
@Suite("Availability of the library's presentation modifiers")
struct PresentationAvailabilityTests {
  /// The modifiers, by name, and how many overloads of each the library declares.
  static let modifiers = [
    "sheet": 2, "fullScreenCover": 2, "popover": 2, "navigationDestination": 1, "alert": 4,
    "confirmationDialog": 4,
  ]

  /// What the SwiftUI modifier each one wraps takes, by name, where it is not an `item:`.
  static let wrappedParameter = [
    "navigationDestination": "isPresented: Binding<Bool>",
    "alert": "_ title: Text, isPresented: Binding<Bool>, presenting",
    "confirmationDialog": "_ title: Text, isPresented: Binding<Bool>, titleVisibility",
  ]

  /// The library's public functions in its `Presentations` folder.
  static func libraryModifiers() throws -> [ScannedDeclaration] {
    let presentations = SourceLayoutTests.librarySources.appending(path: "Presentations")
    return try SourceLayoutTests.swiftFiles(under: presentations)
      .flatMap { file in
        DeclarationScanner.declarations(
          in: try String(contentsOf: file, encoding: .utf8), file: file.lastPathComponent)
      }
      .filter { $0.keyword == "func" }
  }

  /// The function's name, from `public func name<…>(…`.
  static func name(of declaration: ScannedDeclaration) -> String {
    let afterFunc = declaration.signature.components(separatedBy: "func ").dropFirst().first ?? ""
    return String(afterFunc.prefix { $0.isLetter || $0.isNumber })
  }

  @Test("each modifier is available exactly where the SwiftUI modifier it wraps is")
  func modifiersMatchWhatTheyWrap() throws {
    let floor = try ViewAvailabilityTests.deploymentTargets()
    let standIn = try AppleDocumentationTests.standInDeclarations().filter {
      $0.keyword == "func"
    }
    let ours = try Self.libraryModifiers()
    #expect(
      Dictionary(grouping: ours, by: Self.name).mapValues(\.count) == Self.modifiers,
      "modifiers found: \(ours.map(\.location))")
    for declaration in ours {
      let name = Self.name(of: declaration)
      let parameter = Self.wrappedParameter[name] ?? "item: Binding<"
      let wrapped = standIn.filter {
        Self.name(of: $0) == name && $0.signature.contains(parameter)
          && !$0.signature.contains("id:")
          && $0.signature.contains("message:") == declaration.signature.contains("message:")
      }
      try #require(
        wrapped.count == 1,
        "\(declaration.location): SwiftUI's \(name) found \(wrapped.count) times")
      let mine = ViewAvailabilityTests.effective(
        try AvailableAttribute.parse(declaration.attributes), floor: floor)
      let theirs = ViewAvailabilityTests.effective(
        try AvailableAttribute.parse(wrapped[0].attributes), floor: floor)
      #expect(mine == theirs, "\(declaration.location) \(name): ours \(mine), SwiftUI's \(theirs)")
    }
  }

  @Test("every modifier is a disfavored, nonisolated overload with only parameters a user passes")
  func modifiersStepAsideForOthers() throws {
    for declaration in try Self.libraryModifiers() {
      let name = Self.name(of: declaration)
      // The iOS 27 SDK's `alert(_:item:actions:message:)` has no `Text` title, so the package's
      // alert of that shape has nothing to step aside for.
      let alone =
        name == "alert" && declaration.signature.contains("_ title: Text")
        && declaration.signature.contains("message:")
      #expect(
        declaration.attributes.contains("@_disfavoredOverload") != alone,
        "\(declaration.location)")
      #expect(!declaration.attributes.contains("@MainActor"), "\(declaration.location)")
      #expect(declaration.signature.contains("nonisolated public func"), "\(declaration.location)")
      #expect(
        !declaration.signature.contains("Void ="),
        "\(declaration.location): a parameter only for ranking: \(declaration.signature)")
      // SwiftUI's content closures of the same name escape; `navigationDestination`'s, the
      // alerts' and the dialogs' are built at once, as SwiftUI's with `isPresented:` build theirs.
      let closure =
        ["sheet", "fullScreenCover", "popover"].contains(name)
        ? "@escaping (Binding<" : "(Binding<"
      #expect(
        declaration.signature.contains(closure)
          && !(closure == "(Binding<"
            && declaration.signature.contains("@escaping")),
        "\(declaration.location): a plain closure, as SwiftUI's: \(declaration.signature)")
    }
  }
}
