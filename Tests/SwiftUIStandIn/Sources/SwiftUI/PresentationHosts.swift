// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// Signatures: the iOS 26.2 SDK's SwiftUI and SwiftUICore interfaces (`.ci/apple-sdk stand-in`
// compares them): what the library's alerts and confirmation dialogs that hand their actions a
// binding (Sources/OptionalBindings/Presentations/Alert+SwiftUI.swift, ConfirmationDialog+SwiftUI.swift) are built
// on, besides SwiftUI's `alert(_:isPresented:presenting:actions:…)` and
// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:…)` with a `Text` title
// (DataPresentations.swift). They attach those to a clear view in the background, whose `id(_:)`
// is the identity of the item shown. `Alignment`
// is declared with only `center`, the default of `background(alignment:content:)`.
//
// `background(alignment:content:)` follows the iOS 27.0 SDK's SwiftUICore interface
// (xybp888/iOS-SDKs, commit ad607cb, the 16,000 characters read from offset 1,061,000): its
// closure is `@ContentBuilder`, where 26.2's is `@ViewBuilder`; the rest is 26.2's. `id(_:)` and
// `Color.clear` are declared the same in both (27.0: offsets 1,252,000 and 515,500).
//
// The stand-in presents, lays out and draws nothing. `background(alignment:content:)` keeps its
// content beside the view for the inspector; `id(_:)` keeps the id, which
// `InspectedView.identity` reads; the alerts and dialogs build their actions and message from the
// data when the modifier is applied (Apple's closures for them are not escaping), as
// PresentationModifiers.swift does for its alert. What SwiftUI does when a view's identity
// changes (a new view, and so a presentation dismissed and presented again) is not modelled: a
// test sees the id change, not a dismissal.
//
// Pages: the `Text` alerts' pages are the `-4rhk6` and `-3md6l` ones of their groups (of the
// message group's three pages, `-29bp4` is the `LocalizedStringKey` overload's and `-8584l` the
// `StringProtocol` one's); the `Text` dialog without a message is `-51pyu`, and the page of the
// one with a message was not found.

// Apple: https://developer.apple.com/documentation/swiftui/alignment — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// An alignment in both axes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen
public struct Alignment: Equatable {
  let name: String

  // Apple: https://developer.apple.com/documentation/swiftui/alignment/center — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A guide that marks the center of the view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static let center = Alignment(name: "center")
}

// Apple: https://developer.apple.com/documentation/swiftui/color — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Color {
  // Apple: https://developer.apple.com/documentation/swiftui/color/clear — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// A clear color suitable for use in UI elements.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static let clear = Color(named: "clear")
}

extension View {
  // Apple: https://developer.apple.com/documentation/swiftui/view/background(alignment:content:) — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Layers the views that you specify behind this view.
  ///
  /// The stand-in lays nothing out; it keeps the content beside the view for the inspector.
  ///
  /// - Parameters:
  ///   - alignment: The alignment that the modifier uses to position the implicit `ZStack` that
  ///     groups the background views.
  ///   - content: A view builder that creates the background views.
  /// - Returns: The view, with the background for the inspector.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func background<V: View>(
    alignment: Alignment = .center,
    @ContentBuilder content: () -> V
  ) -> some View {
    BackgroundView(base: self, background: content())
  }

  // Apple: https://developer.apple.com/documentation/swiftui/view/id(_:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Binds a view's identity to the given proxy value.
  ///
  /// The stand-in keeps the id for the inspector (`InspectedView.identity`).
  ///
  /// - Parameter id: A `Hashable` value to use as the view's identity.
  /// - Returns: The view, with its id for the inspector.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
    IdentifiedView(base: self, identity: AnyHashable(id))
  }

}

/// A view with views behind it, which `background(alignment:content:)` returns; not SwiftUI API.
nonisolated struct BackgroundView<Base: View, Background: View>: View, InspectablePrimitive {
  let base: Base
  let background: Background

  init(base: Base, background: Background) {
    self.base = base
    self.background = background
  }

  var body: Never {
    fatalError("BackgroundView is a primitive view and has no body.")
  }

  @MainActor func inspectionNode() -> InspectedView {
    InspectedView(kind: .group, children: [inspect(base), inspect(background)])
  }
}

/// A view with an explicit identity, which `id(_:)` returns; not SwiftUI API.
nonisolated struct IdentifiedView<Base: View>: View, InspectablePrimitive {
  let base: Base
  let identity: AnyHashable

  init(base: Base, identity: AnyHashable) {
    self.base = base
    self.identity = identity
  }

  var body: Never {
    fatalError("IdentifiedView is a primitive view and has no body.")
  }

  @MainActor func inspectionNode() -> InspectedView {
    InspectedView(
      kind: .group, children: [inspect(base)], binding: InspectedIdentity(value: identity))
  }
}

/// The id a view was given with `id(_:)`, kept for the inspector.
struct InspectedIdentity {
  let value: AnyHashable
}

@_spi(Inspection)
extension InspectedView {
  /// The id this view was given with `id(_:)`, or nil.
  @_spi(Inspection)
  public var identity: AnyHashable? {
    (binding as? InspectedIdentity)?.value
  }

  /// The ids given with `id(_:)` in this view, depth first.
  @_spi(Inspection)
  public var identities: [AnyHashable] {
    allViews.compactMap(\.identity)
  }
}
