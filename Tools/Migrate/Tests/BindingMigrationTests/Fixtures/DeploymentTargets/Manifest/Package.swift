// swift-tools-version: 5.9
// Fixture: an app's own package that deploys below OptionalBindings on iOS and macOS.
import PackageDescription

let package = Package(
  name: "TripPlanner",
  platforms: [
    .iOS(.v14),
    .macOS("11.0"),
    .watchOS(.v8),
  ],
  products: [
    .library(name: "TripPlannerFeatures", targets: ["TripPlannerFeatures"])
  ],
  targets: [
    .target(name: "TripPlannerFeatures"),
    .testTarget(name: "TripPlannerFeaturesTests", dependencies: ["TripPlannerFeatures"]),
  ]
)
