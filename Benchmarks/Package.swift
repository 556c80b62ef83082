// swift-tools-version: 6.1
import PackageDescription

// The benchmark of OptionalBindings: every helper against the `Binding(get:set:)` closure a user
// writes for the same job, one binding at a time and in lists of 10 to 100,000 rows. A package of
// its own beside the library, as swift-collections keeps its benchmarks, so that the library's
// manifest holds the library, the demo and the tests, and declares no dependency.
//
//   swift run -c release --package-path Benchmarks OptionalBindingsBenchmarks --help
let package = Package(
  name: "OptionalBindingsBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "OptionalBindings", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-collections-benchmark", from: "0.0.4"),
  ],
  targets: [
    .executableTarget(
      name: "OptionalBindingsBenchmarks",
      dependencies: [
        .product(name: "OptionalBindings", package: "OptionalBindings"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "OptionalBindingsScale",
      dependencies: [
        .product(name: "OptionalBindings", package: "OptionalBindings"),
        .product(name: "CollectionsBenchmark", package: "swift-collections-benchmark"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
