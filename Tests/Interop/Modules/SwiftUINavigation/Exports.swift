// `SwiftUINavigation` re-exports `SwiftNavigation`, as swift-navigation's does
// (Sources/SwiftUINavigation/Internal/Exports.swift), so `import SwiftUINavigation` brings the
// Boolean `Binding.init(_:)` too.

@_exported import SwiftNavigation
