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
    .target(name: "OptionalBindings", exclude: ["KeyPaths/README.md", "Portable/README.md"]),
    .executableTarget(
      name: "OptionalBindingsDemo",
      dependencies: ["OptionalBindings"]
    ),
    .testTarget(
      name: "OptionalBindingsTests",
      // The demo is a dependency so that it is built before the tests, which run it as a
      // process; no test imports it.
      dependencies: ["OptionalBindings", "OptionalBindingsDemo"],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
