// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-30. Declared for the
// example app's `@main` type (Examples/Sources/OptionalBindingsExamples), which this package
// compiles but never runs: the stand-in has no app life cycle, so `App.main()` stops with a
// message instead of launching anything.

// Apple: https://developer.apple.com/documentation/swiftui/app — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
/// A type that represents the structure and behavior of an app.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor
@preconcurrency
public protocol App {
  // Apple: https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// The type of scene representing the content of the app.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  associatedtype Body: Scene

  // Apple: https://developer.apple.com/documentation/swiftui/app/body-swift.property — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// The content and behavior of the app.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  @SceneBuilder
  @MainActor
  @preconcurrency
  var body: Self.Body { get }

  // Apple: https://developer.apple.com/documentation/swiftui/app/init() — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// Creates an instance of the app using the body that you define for its content.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
  // Apple: https://developer.apple.com/documentation/swiftui/app/main() — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// Initializes and runs the app.
  ///
  /// The stand-in cannot run an app: it stops with a message.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public static func main() {
    fatalError("The SwiftUI stand-in has no app life cycle; run \(Self.self) on an Apple platform.")
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/scene — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
/// A part of an app's user interface with a life cycle managed by the system.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor
@preconcurrency
public protocol Scene {
  // Apple: https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// The type of scene that represents the body of this scene.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  associatedtype Body: Scene

  // Apple: https://developer.apple.com/documentation/swiftui/scene/body-swift.property — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// The content and behavior of the scene.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  @SceneBuilder
  @MainActor
  @preconcurrency
  var body: Self.Body { get }
}

// Scene's own availability; a primitive scene needs a `Body` that is a scene, as `Never: View`
// serves views.
// Apple: page not found — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Never: Scene {}

// Apple: https://developer.apple.com/documentation/swiftui/scenebuilder — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
/// A result builder for composing a collection of scenes into a single composite scene.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@resultBuilder
public struct SceneBuilder {
  // Apple: https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:) — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// Builds one scene from the scenes of a block.
  ///
  /// - Parameter content: The scenes.
  /// - Returns: A scene that holds them.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> some Scene where repeat each Content: Scene {
    StandInScenes((repeat each content))
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/windowgroup — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
/// A scene that presents a group of identically structured windows.
///
/// The stand-in keeps the closure that makes a window's content and never calls it.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct WindowGroup<Content: View>: Scene {
  let makeContent: () -> Content

  // Apple: https://developer.apple.com/documentation/swiftui/windowgroup/init(makecontent:) — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// Creates a window group.
  ///
  /// The 27.2 documentation shows `init(content:)` with an availability range that ends, next to
  /// this one; only this one is declared, so that a trailing closure has one match.
  ///
  /// - Parameter makeContent: A closure that creates the content for each instance of the group.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public init(@ContentBuilder makeContent: @escaping () -> Content) {
    self.makeContent = makeContent
  }

  // The structure's, as the iOS 26.2 SDK declares it (`@MainActor @preconcurrency var body`).
  // Apple: page not found — iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  /// The content and behavior of the scene: an empty scene in the stand-in.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  @MainActor
  @preconcurrency
  public var body: some Scene {
    StandInScenes(())
  }
}

/// The scene `SceneBuilder` and `WindowGroup` build in the stand-in; not SwiftUI API.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated struct StandInScenes<Scenes>: Scene {
  let scenes: Scenes

  init(_ scenes: Scenes) {
    self.scenes = scenes
  }

  // `return` keeps the `@SceneBuilder` that this witness inherits from the requirement out of it.
  var body: Never {
    return fatalError("The SwiftUI stand-in never evaluates a scene.")
  }
}
