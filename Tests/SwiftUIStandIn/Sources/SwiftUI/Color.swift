// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-29: `Color`
// (`@frozen struct Color`, conforming to `CustomStringConvertible`, `Equatable`, `Hashable`,
// `Sendable`, `ShapeStyle`, `Transferable` and `View`; the stand-in declares no `ShapeStyle` or
// `Transferable`), `accentColor` (`static var accentColor: Color { get }`). The named colors and
// `init(red:green:blue:opacity:)` are declared in SwiftUI's long-standing shape (pages not
// surfaced).

/// A representation of a color that adapts to a given context.
///
/// The stand-in's colors are names or component values, compared by equality.
@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable {
  let name: String

  /// A textual representation of the color.
  public var description: String { name }

  init(named name: String) {
    self.name = name
  }

  /// A color that reflects the accent color of the system or app.
  public static var accentColor: Color { Color(named: "accentColor") }

  /// A context-dependent red color suitable for use in UI elements.
  public static let red = Color(named: "red")

  /// A context-dependent orange color suitable for use in UI elements.
  public static let orange = Color(named: "orange")

  /// A context-dependent blue color suitable for use in UI elements.
  public static let blue = Color(named: "blue")
}

extension Color: View {
  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly; the stand-in's inspector reads its stored
  /// properties. Evaluating it stops the program.
  public var body: Never { primitiveViewBody(Self.self) }
}
