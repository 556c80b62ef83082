// swift-tools-version: 6.0
import PackageDescription

// The example app: one SwiftUI screen per problem OptionalBindings solves. A package of its own,
// so that the library's manifest stays free of dependencies. The screens are a library target,
// which builds for every Apple platform; the executable is a thin `@main` wrapper for
// `swift run --package-path Examples OptionalBindingsExamples` on a Mac.
let package = Package(
  name: "OptionalBindingsExamples",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
    .tvOS(.v17),
    .watchOS(.v10),
    .visionOS(.v1),
  ],
  products: [
    .executable(name: "OptionalBindingsExamples", targets: ["OptionalBindingsExamples"]),
    .library(name: "OptionalBindingsExamplesUI", targets: ["OptionalBindingsExamplesUI"]),
  ],
  dependencies: [
    // The library in this repository. Named, because a path dependency's identity is the name of
    // its folder, which differs between clones.
    .package(name: "OptionalBindings", path: "..")
  ],
  targets: [
    .target(
      name: "OptionalBindingsExamplesUI",
      dependencies: [.product(name: "OptionalBindings", package: "OptionalBindings")]
    ),
    .executableTarget(
      name: "OptionalBindingsExamples",
      dependencies: ["OptionalBindingsExamplesUI"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
