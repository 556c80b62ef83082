// `SwiftUINavigation` re-exports `SwiftNavigation` and `CasePaths`, as swift-navigation's does
// with its default `CasePaths` trait (Sources/SwiftUINavigation/Internal/Exports.swift), so
// `import SwiftUINavigation` brings the Boolean `Binding.init(_:)` and `CasePathable` too.

@_exported import CasePaths
@_exported import SwiftNavigation
