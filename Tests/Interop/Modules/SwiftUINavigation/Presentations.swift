// The presentation modifiers of swift-navigation's SwiftUINavigation module, shaped for interop
// checks: the declarations a client's call can resolve to, with the generic parameters,
// constraints, labels, defaults, attributes and availability of the real ones, and nothing else.
//
// Source: pointfreeco/swift-navigation at 418a57db2e757b02817dfd3d8a0374d5794664ab (2.x),
// Sources/SwiftUINavigation/Sheet.swift, FullScreenCover.swift, Popover.swift and
// NavigationDestination.swift. Each declaration below follows one there, in the same order.
//
// What differs, on purpose: each returns `SwiftUINavigationResult<Marker>`, a concrete view
// naming the declaration, where the real one returns `some View`, so that a client proves by a
// type annotation which declaration its call resolved to (a return type takes no part in ranking
// overloads whose results are not used in context). Bodies present nothing.

import SwiftUI

/// The result of one of this module's presentation modifiers; `Marker` names which one.
public struct SwiftUINavigationResult<Marker>: View {
  /// Nothing: the shaped module is type-checked, never run.
  public var body: some View { EmptyView() }

  init() {}
}

/// `sheet(item:id:onDismiss:content:)` whose content takes a `Binding<Item>`.
public enum SheetItemIDBinding {}
/// `sheet(item:onDismiss:content:)` whose content takes a `Binding<Item>`, for an `Identifiable`
/// item.
public enum SheetItemBinding {}
/// `sheet(item:id:onDismiss:content:)` whose content takes the item.
public enum SheetItemIDValue {}
/// `fullScreenCover(item:id:onDismiss:content:)` whose content takes a `Binding<Item>`.
public enum FullScreenCoverItemIDBinding {}
/// `fullScreenCover(item:onDismiss:content:)` whose content takes a `Binding<Item>`.
public enum FullScreenCoverItemBinding {}
/// `fullScreenCover(item:id:onDismiss:content:)` whose content takes the item.
public enum FullScreenCoverItemIDValue {}
/// `popover(item:id:attachmentAnchor:arrowEdge:content:)` whose content takes a `Binding<Item>`.
public enum PopoverItemIDBinding {}
/// `popover(item:attachmentAnchor:arrowEdge:content:)` whose content takes a `Binding<Item>`.
public enum PopoverItemBinding {}
/// `popover(item:id:attachmentAnchor:arrowEdge:content:)` whose content takes the item.
public enum PopoverItemIDValue {}
/// `navigationDestination(item:destination:)` whose destination takes the value.
public enum NavigationDestinationItemValue {}
/// `navigationDestination(item:destination:)` whose destination takes a `Binding<D>`.
public enum NavigationDestinationItemBinding {}

// Sheet.swift
extension View {
  /// Shaped from swift-navigation's `sheet(item:id:onDismiss:content:)` (binding content).
  @_disfavoredOverload
  public func sheet<Item, ID: Hashable, Content: View>(
    item: Binding<Item?>,
    id: KeyPath<Item, ID>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Binding<Item>) -> Content
  ) -> SwiftUINavigationResult<SheetItemIDBinding> {
    SwiftUINavigationResult()
  }

  /// Shaped from swift-navigation's `sheet(item:onDismiss:content:)` (binding content).
  @_disfavoredOverload
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Binding<Item>) -> Content
  ) -> SwiftUINavigationResult<SheetItemBinding> {
    SwiftUINavigationResult()
  }

  /// Shaped from swift-navigation's `sheet(item:id:onDismiss:content:)` (value content).
  public func sheet<Item, ID: Hashable, Content: View>(
    item: Binding<Item?>,
    id: KeyPath<Item, ID>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> SwiftUINavigationResult<SheetItemIDValue> {
    SwiftUINavigationResult()
  }
}

// FullScreenCover.swift
@available(iOS 14, tvOS 14, watchOS 7, *)
@available(macOS, unavailable)
extension View {
  /// Shaped from swift-navigation's `fullScreenCover(item:id:onDismiss:content:)` (binding
  /// content).
  @_disfavoredOverload
  public func fullScreenCover<Item, ID: Hashable, Content: View>(
    item: Binding<Item?>,
    id: KeyPath<Item, ID>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Binding<Item>) -> Content
  ) -> SwiftUINavigationResult<FullScreenCoverItemIDBinding> {
    SwiftUINavigationResult()
  }

  /// Shaped from swift-navigation's `fullScreenCover(item:onDismiss:content:)` (binding content).
  @_disfavoredOverload
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Binding<Item>) -> Content
  ) -> SwiftUINavigationResult<FullScreenCoverItemBinding> {
    SwiftUINavigationResult()
  }

  /// Shaped from swift-navigation's `fullScreenCover(item:id:onDismiss:content:)` (value
  /// content).
  public func fullScreenCover<Item, ID: Hashable, Content: View>(
    item: Binding<Item?>,
    id: KeyPath<Item, ID>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> SwiftUINavigationResult<FullScreenCoverItemIDValue> {
    SwiftUINavigationResult()
  }
}

// Popover.swift (the availability is on each method there, not on the extension)
extension View {
  /// Shaped from swift-navigation's `popover(item:id:attachmentAnchor:arrowEdge:content:)`
  /// (binding content).
  @_disfavoredOverload
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public func popover<Item, ID: Hashable, Content: View>(
    item: Binding<Item?>,
    id: KeyPath<Item, ID>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Binding<Item>) -> Content
  ) -> SwiftUINavigationResult<PopoverItemIDBinding> {
    SwiftUINavigationResult()
  }

  /// Shaped from swift-navigation's `popover(item:attachmentAnchor:arrowEdge:content:)` (binding
  /// content).
  @_disfavoredOverload
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Binding<Item>) -> Content
  ) -> SwiftUINavigationResult<PopoverItemBinding> {
    SwiftUINavigationResult()
  }

  /// Shaped from swift-navigation's `popover(item:id:attachmentAnchor:arrowEdge:content:)`
  /// (value content).
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public func popover<Item, ID: Hashable, Content: View>(
    item: Binding<Item?>,
    id: KeyPath<Item, ID>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> SwiftUINavigationResult<PopoverItemIDValue> {
    SwiftUINavigationResult()
  }
}

// NavigationDestination.swift
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension View {
  /// Shaped from swift-navigation's `navigationDestination(item:destination:)` (value
  /// destination, for iOS 16; no `Hashable` requirement).
  public func navigationDestination<D, C: View>(
    item: Binding<D?>,
    @ViewBuilder destination: @escaping (D) -> C
  ) -> SwiftUINavigationResult<NavigationDestinationItemValue> {
    SwiftUINavigationResult()
  }

  /// Shaped from swift-navigation's `navigationDestination(item:destination:)` (binding
  /// destination).
  @_disfavoredOverload
  public func navigationDestination<D, C: View>(
    item: Binding<D?>,
    @ViewBuilder destination: @escaping (Binding<D>) -> C
  ) -> SwiftUINavigationResult<NavigationDestinationItemBinding> {
    SwiftUINavigationResult()
  }
}
