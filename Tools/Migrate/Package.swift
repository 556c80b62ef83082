// swift-tools-version: 6.0
import PackageDescription

// optionalbindings-migrate: finds the `Binding(get:set:)` closures in a SwiftUI code base and
// rewrites those that do exactly what one of OptionalBindings' helpers does. A package of its own,
// so that the library's manifest keeps zero dependencies; nothing here is a dependency of the
// library, and the library is not a dependency of the tool (it reads source text only).
let package = Package(
  name: "OptionalBindingsMigrate",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "optionalbindings-migrate", targets: ["OptionalBindingsMigrate"])
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
  ],
  targets: [
    // The analysis, the rewriter and the run over a code base, as a library the tests and the
    // benchmark drive in-process.
    .target(
      name: "BindingMigration",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
      ]
    ),
    // The command line: its commands, options and help (swift-argument-parser), and how a run is
    // printed. A library, so that the tests drive it in-process without importing an executable.
    .target(
      name: "MigrateCommandLine",
      dependencies: [
        "BindingMigration",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The executable: main.swift alone, which hands the arguments to MigrateCommandLine.
    .executableTarget(
      name: "OptionalBindingsMigrate",
      dependencies: ["MigrateCommandLine"]
    ),
    // Files and lines per second over a generated tree of views; `swift run -c release`.
    .executableTarget(
      name: "MigrateBenchmark",
      dependencies: ["BindingMigration"]
    ),
    .testTarget(
      name: "BindingMigrationTests",
      dependencies: [
        "BindingMigration",
        "MigrateCommandLine",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
