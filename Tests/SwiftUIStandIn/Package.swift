// swift-tools-version: 6.0
import PackageDescription

// A test-only package. It builds the library's own sources (reached through the symlinks
// `Sources/OptionalBindings` and `Sources/OptionalBindingsIdentity`) against `SwiftUI`, a
// stand-in module that declares the parts of Apple's SwiftUI the library and its tests use, with
// the current SDK's signatures. It is never a dependency of the shipped library; see README.md
// for what it proves and what it does not, and ../README.md for where each test target runs.
let package = Package(
  name: "SwiftUIStandIn",
  platforms: [
    .iOS(.v15),
    .macOS(.v12),
    .tvOS(.v15),
    .watchOS(.v8),
    .visionOS(.v1),
  ],
  targets: [
    // `Sources/SwiftUI/Portable` is a symbolic link to the library's `Portable` folder: the
    // stand-in's `Binding` and `Bindable` are the library's portable ones, compiled under
    // `SWIFTUI_STAND_IN` (see Sources/OptionalBindings/Portable/Binding.swift).
    .target(
      name: "SwiftUI",
      path: "Sources/SwiftUI",
      exclude: ["Portable/README.md"],
      swiftSettings: [.define("SWIFTUI_STAND_IN")]
    ),
    // The library's wall (`Sources/OptionalBindingsIdentity`, a symbolic link to the
    // repository's), which imports no SwiftUI, and the library over it.
    .target(
      name: "OptionalBindingsIdentity",
      path: "Sources/OptionalBindingsIdentity",
      exclude: ["README.md"]
    ),
    .target(
      name: "OptionalBindings",
      dependencies: ["SwiftUI", "OptionalBindingsIdentity"],
      path: "Sources/OptionalBindings",
      exclude: ["Portable/README.md"]
    ),
    .testTarget(
      name: "OptionalBindingsStandInTests",
      dependencies: ["OptionalBindings", "SwiftUI"],
      path: "Tests/OptionalBindingsStandInTests"
    ),
    // The main package's shared tests (Tests/OptionalBindingsTests/Shared, reached through a
    // symlink), compiled and run against the stand-in as they are against SwiftUI on a Mac.
    .testTarget(
      name: "OptionalBindingsSharedTests",
      dependencies: ["OptionalBindings", "OptionalBindingsIdentity", "SwiftUI"],
      path: "Tests/OptionalBindingsSharedTests"
    ),
    // Client code written the way SwiftUI users write it (an @Observable model taken with
    // @Bindable, @State in a parent, @Binding in a child, ForEach($items) { $item in … }), so a
    // gap between the stand-in and SwiftUI that such code would hit fails this build.
    .testTarget(
      name: "ClientCode",
      dependencies: ["OptionalBindings", "SwiftUI"],
      path: "Tests/ClientCode"
    ),
    // The documentation's listings that use SwiftUI views (Tests/OptionalBindingsTests/Snippets,
    // reached through a symlink), compiled against the stand-in; see DocumentationListingTests.
    // The stand-in declares the iOS 27 SDK's alerts and dialogs that take an optional item
    // (Sources/SwiftUI/ItemAlerts.swift), which the iOS 17.4 and 26.2 SDKs lack; the listings that
    // use them are guarded by `STAND_IN_IOS_27_ITEM_ALERTS || canImport(SwiftUI, _version: 8.0)`
    // (iOS 27.0's SwiftUI is 8.0), so they compile here and with Xcode 27, and nowhere else.
    .testTarget(
      name: "DocumentationSnippets",
      dependencies: ["OptionalBindings", "SwiftUI"],
      path: "Tests/DocumentationSnippets",
      swiftSettings: [.define("STAND_IN_IOS_27_ITEM_ALERTS")]
    ),
    // The example app (Examples/Sources, reached through symlinks) compiled against the stand-in,
    // and tests that drive its screens.
    .target(
      name: "OptionalBindingsExamplesUI",
      dependencies: ["OptionalBindings", "SwiftUI"],
      path: "Sources/OptionalBindingsExamplesUI"
    ),
    .executableTarget(
      name: "OptionalBindingsExamples",
      dependencies: ["OptionalBindingsExamplesUI", "SwiftUI"],
      path: "Sources/OptionalBindingsExamples"
    ),
    .testTarget(
      name: "OptionalBindingsExamplesTests",
      dependencies: ["OptionalBindingsExamplesUI", "OptionalBindings", "SwiftUI"],
      path: "Tests/OptionalBindingsExamplesTests"
    ),
    // The migration tool's expected rewrites (Tools/Migrate/Tests/BindingMigrationTests/Fixtures/
    // Expected, reached through a symlink): each must type-check against the package.
    .testTarget(
      name: "MigrationFixtures",
      dependencies: ["OptionalBindings", "SwiftUI"],
      path: "Tests/MigrationFixtures"
    ),
  ],
  swiftLanguageModes: [.v6]
)
