// swift-format-ignore-file
// Fixture for `cases`: a type nested in the library screen, declared in an extension in a file
// of its own; CasesLibrary.swift's enum holds it.
extension CasesLibraryScreen {
  struct Shelf: Hashable, Sendable {
    var name: String
  }
}
