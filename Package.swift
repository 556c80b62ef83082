// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "OptionalBindings",
  platforms: [
    .iOS(.v15),
    .macOS(.v12),
    .tvOS(.v15),
    .watchOS(.v8),
    .visionOS(.v1),
  ],
  products: [
    .library(name: "OptionalBindings", targets: ["OptionalBindings"])
  ],
  targets: [
    .target(
      name: "OptionalBindings",
      dependencies: ["OptionalBindingsIdentity"],
      exclude: ["Portable/README.md"]
    ),
    // The wall: the machinery that makes the helpers' key paths equal across renders (the
    // key-path cache, the registry of held key paths, row memories, position hints, the lock,
    // the argument rules), with one entry point per kind of identity in Identity.swift. A target
    // of its own so that the compiler holds it to the rule: it cannot name a helper, and the
    // helpers see only its `package` declarations. Not a product; it ships inside the library's.
    .target(name: "OptionalBindingsIdentity", exclude: ["README.md"]),
    .executableTarget(
      name: "OptionalBindingsDemo",
      dependencies: ["OptionalBindings"]
    ),
    .testTarget(
      name: "OptionalBindingsTests",
      // The demo is a dependency so that it is built before the tests, which run it as a
      // process; no test imports it.
      dependencies: ["OptionalBindings", "OptionalBindingsIdentity", "OptionalBindingsDemo"],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
