// Shaped like the public API of swift-navigation's `SwiftNavigation` module (pointfreeco/
// swift-navigation 2.11.0, Sources/SwiftNavigation/Binding.swift), which `SwiftUINavigation`
// re-exports: the declarations' signatures, written here for the interop check. The bodies only
// make them compile; nothing in this folder runs (see Tests/Interop/README.md).

import SwiftUI

extension Binding {
  /// A Boolean binding that is true while `base` holds a value; writing `false` stores nil.
  ///
  /// Shaped like swift-navigation's initializer, which `alert(isPresented: Binding($item))` and
  /// similar calls reach.
  ///
  /// - Parameters:
  ///   - base: A binding to an optional value.
  ///   - fileID: The file that made the binding, for swift-navigation's runtime warning.
  ///   - filePath: The path of that file.
  ///   - line: The line that made the binding.
  ///   - column: The column that made the binding.
  public init<V>(
    _ base: Binding<V?>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value == Bool {
    fatalError("A shape for the interop check; never run.")
  }
}
