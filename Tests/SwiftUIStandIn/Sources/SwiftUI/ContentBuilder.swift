// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// The two names the iOS 27.0 SDK adds for what a `ViewBuilder` closure builds, as its
// SwiftUICore interface declares them (xybp888/iOS-SDKs, commit ad607cb, path
// iPhoneOS27.0.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/
// SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface; `ContentBuilder` in the 16,000
// characters read from offset 437,000, `EmptyContent` in those from 1,068,000). Both are aliases,
// available from iOS 13, so code that names them compiles with Xcode 27 for any deployment
// target, and with no earlier SDK: the iOS 17.4 and 26.2 SDKs declare neither
// (Tests/SwiftUIStandIn/Audit/ios27_0.py lists them as newer than 26.2).
//
// The iOS 27.0 interface writes `@ContentBuilder` wherever 26.2 wrote `@ViewBuilder`; the
// stand-in does the same on the declarations that the library, the example app and the
// documentation's listings use (the audit's table, ios27_0.py, names each). The attribute names
// the same type either way, so a closure is built by the same methods whichever is written.

// Apple: https://developer.apple.com/documentation/swiftui/contentbuilder — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A custom parameter attribute that constructs content from closures: the name Xcode 27 writes
/// for ``ViewBuilder``.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public typealias ContentBuilder = ViewBuilder

// Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// The content an empty builder closure produces: an ``EmptyView``.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public typealias EmptyContent = EmptyView
