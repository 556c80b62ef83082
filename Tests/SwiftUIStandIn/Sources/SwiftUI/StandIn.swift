// This module is a stand-in for Apple's SwiftUI, for Linux, where SwiftUI does not exist.
//
// What it is: declarations of the parts of SwiftUI that OptionalBindings and its tests use, each
// with the signature Apple's current documentation gives (the SDK version is noted above every
// group), so that the library's `#if canImport(SwiftUI)` code is type-checked here against the same
// generic constraints, isolation and `Sendable` requirements that client code meets on Apple
// platforms.
//
// What it is not: SwiftUI. The bodies are the simplest code that lets tests run: a binding reads
// and writes through closures or key paths, `State` keeps its value in a reference, a control keeps
// its binding and action so a test can reach them. Nothing here renders, lays out, diffs view
// graphs, animates or localizes, and no behaviour observed through this module may be presented as
// SwiftUI's behaviour.
//
// Everything that is not SwiftUI API (the inspector the tests use) is `@_spi(Inspection)`, so the
// library, which imports the module without that SPI, cannot reach it by accident.
//
// Availability attributes are copied from the documentation but, on Linux, the compiler checks
// none of them.

// Signatures: none in this file.
