// This module is a stand-in for Apple's SwiftUI, for Linux, where SwiftUI does not exist.
//
// What it is: declarations of the parts of SwiftUI that OptionalBindings, its documentation's
// listings, its tests and seed-shaped client code use, each with the signature and the
// availability of Apple's iOS 26.2 SDK (Xcode 26.2), so that code under `#if canImport(SwiftUI)`
// is type-checked here against the same generic constraints, isolation and `Sendable`
// requirements that client code meets on Apple platforms today. The signatures were first
// copied from Apple's documentation (iOS 27.2 SDK era, read 2026-11); since the iOS 26.2 SDK's
// interfaces have been on this machine, `.ci/apple-sdk stand-in`
// (Tests/SwiftUIStandIn/Audit/audit.py) compares every declaration with Apple's own and fails on
// any difference, and with iOS 17.4's where that SDK has the declaration. The few declarations
// 26.2 does not have (the iOS 27 SDK's alerts and dialogs that take an optional item) are copied
// from the iOS 27.0 SDK's interfaces as a public repository publishes them (ItemAlerts.swift
// cites them), which no compile here checks. Where the iOS 27.0 SDK declares differently a
// declaration that the library, the example app or the documentation's listings use, the
// stand-in declares 27.0's form: `ViewBuilder` without `buildExpression` and with unconstrained
// methods (ViewBuilder.swift), `@ContentBuilder` for `@ViewBuilder`, `ForEach`'s and `Section`'s
// initializers without `Content: View`, `List` and `NavigationStack` `nonisolated`,
// `DynamicProperty._propertyStorageSize`. Tests/SwiftUIStandIn/Audit/ios27_0.py is the table of
// those declarations, each with what 27.0 declares and where it was read; the audit compares each
// such declaration with 26.2's through the rewrites the table lists for it, and the SDK compiles
// of `.ci/apple-sdk` check the code against 17.4 and 26.2 themselves.
//
// `Binding` and `Bindable` are the library's portable ones (the `Portable` folder, a link to
// Sources/OptionalBindings/Portable), so what is audited here is what Linux users get; the rest of
// `Binding`'s API is in Binding+SwiftUI.swift.
//
// What it is not: SwiftUI. The bodies are the simplest code that lets tests run: a binding reads
// and writes through closures or key paths, `State` keeps its value in a reference, a control
// keeps its binding and action so a test can reach them. Nothing here renders, lays out, diffs
// view graphs, animates or localizes, and no behaviour observed through this module may be
// presented as SwiftUI's behaviour.
//
// Everything that is not SwiftUI API (the inspector the tests use) is `@_spi(Inspection)`, so the
// library, which imports the module without that SPI, cannot reach it by accident.
//
// The convention every public declaration here keeps, checked by `AppleDocumentationTests`:
//
//   // Apple: https://developer.apple.com/documentation/swiftui/binding — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
//   /// A property wrapper type that can read and write a value owned by a source of truth.
//   @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
//   @frozen
//   public struct Binding<Value> { … }
//
// The `// Apple:` line stands directly above the doc comment (or above the attributes when there
// is none; a `//` line between a doc comment and its declaration would detach the doc comment for
// swift-format). It names the page the declaration follows, or says `page not found`, and gives
// Apple's availability: `unavailable`, or the five platforms in the order iOS, macOS, tvOS,
// watchOS, visionOS, each `<platform> <version>`, `<platform> <version> deprecated <version>` or
// `<platform> unavailable`. The declaration carries the same availability in its own @available
// attributes, every platform stated. Extensions that add a conformance carry it too (the page is
// the type's, which lists its conformances). On Linux the compiler checks none of these
// attributes; the test compares them with the comments, and the library's views with them.
