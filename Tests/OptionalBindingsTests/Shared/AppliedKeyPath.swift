// How the tests read a binding's identity on every platform: neither SwiftUI's `Binding` nor the
// portable one has API for the key path a derived binding applies, so it is read from the
// binding's stored properties. Identity.swift checks the helpers with it; the listing of "Why the
// package uses key paths" too (the stand-in's DocumentationSnippets target links this file).
// Against Apple's SwiftUI it walks storage its interface does not show, and has not been run there.

import OptionalBindings

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// The key path `binding` applies to its source: the first key path among its stored properties,
/// breadth first, at most four levels down (the portable `Binding` keeps it in its location, next
/// to the location it derives from); nil when there is none.
func appliedKeyPath<Value>(of binding: Binding<Value>) -> AnyKeyPath? {
  var level: [Any] = [binding]
  for _ in 0..<4 {
    let children = level.flatMap { Mirror(reflecting: $0).children.map(\.value) }
    if let keyPath = children.lazy.compactMap({ $0 as? AnyKeyPath }).first { return keyPath }
    level = children
  }
  return nil
}
