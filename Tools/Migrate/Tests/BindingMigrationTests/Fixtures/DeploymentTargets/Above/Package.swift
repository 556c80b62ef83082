// swift-tools-version: 5.9
// Fixture: an app's own package above OptionalBindings' minimums.
import PackageDescription

let package = Package(
  name: "RecipesKit",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS("15.0"), .visionOS(.v1)],
  targets: [.target(name: "RecipesKit")]
)
