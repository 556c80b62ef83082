#if canImport(SwiftUI)
  /// The type of a parameter the package's presentation modifiers take only to rank below other
  /// modules' modifiers of the same shape; never pass it.
  ///
  /// swift-navigation's SwiftUINavigation declares `sheet(item:onDismiss:content:)`,
  /// `fullScreenCover(item:onDismiss:content:)`, `popover(item:attachmentAnchor:arrowEdge:content:)`
  /// and `navigationDestination(item:destination:)` overloads whose content takes a binding, with
  /// the same parameters and the same `@_disfavoredOverload` as this package's. A call that fits
  /// both would be ambiguous in a file that imports both modules. Of two overloads that fit
  /// equally, Swift prefers the one that needs no default argument, so this parameter's default
  /// makes such a call resolve to SwiftUINavigation's:
  ///
  /// ```swift
  /// .sheet(item: $draft) { $draft in ComposeView(post: $draft) }  // SwiftUINavigation's, if imported
  /// ```
  ///
  /// It costs nothing at run time and carries no value.
  public struct _PresentationOverloadRank: Sendable {
    /// The only value, the parameter's default.
    public init() {}
  }
#endif
