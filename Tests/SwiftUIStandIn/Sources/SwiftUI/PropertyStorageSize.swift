// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// `DynamicProperty._propertyStorageSize` (DynamicProperty.swift), as the iOS 27.0 SDK's dynamic
// properties each declare it, available from iOS 27: `State`, `Environment` and `Binding` in its
// SwiftUICore interface (xybp888/iOS-SDKs, commit ad607cb, the 16,000 characters read from
// offsets 1,068,000, 756,000 and 772,000), `ObservedObject` and `EnvironmentObject` (from 541,500
// and 287,000), and `LazyState` (LazyState.swift). The stand-in answers `nil` for each, as the
// protocol's default does: it keeps no storage a size could describe.

extension State {
  // Apple: page not found — iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0
  /// The size of the storage the property needs: none stated, in the stand-in.
  @available(iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0, *)
  public static var _propertyStorageSize: Int? { nil }
}

extension Environment {
  // Apple: page not found — iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0
  /// The size of the storage the property needs: none stated, in the stand-in.
  @available(iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0, *)
  public static var _propertyStorageSize: Int? { nil }
}

extension Binding {
  // Apple: page not found — iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0
  /// The size of the storage the property needs: none stated, in the stand-in.
  @available(iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0, *)
  public static var _propertyStorageSize: Int? { nil }
}

extension ObservedObject {
  // Apple: page not found — iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0
  /// The size of the storage the property needs: none stated, in the stand-in.
  @available(iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0, *)
  nonisolated public static var _propertyStorageSize: Int? { nil }
}

extension EnvironmentObject {
  // Apple: page not found — iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0
  /// The size of the storage the property needs: none stated, in the stand-in.
  @available(iOS 27.0, macOS 27.0, tvOS 27.0, watchOS 27.0, visionOS 27.0, *)
  nonisolated public static var _propertyStorageSize: Int? { nil }
}
