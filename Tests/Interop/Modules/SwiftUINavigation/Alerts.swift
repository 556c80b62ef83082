// The alerts and confirmation dialogs of swift-navigation's SwiftUINavigation module that take a
// binding to an optional item, shaped for interop checks as Presentations.swift shapes its
// presentations: the generic parameters, constraints, labels, defaults, attributes and
// availability of the real ones, each returning `SwiftUINavigationResult<Marker>` so that a
// client proves by a type annotation which one its call reached. Bodies present nothing.
//
// Source: swift-navigation 2.11.0 (../shared/vendor), Sources/SwiftUINavigation/Alert.swift and
// ConfirmationDialog.swift. Each declaration below follows one there, in the same order. The
// `AlertState` and `ConfirmationDialogState` forms (Alert+State.swift) are not shaped: their
// first parameter is a binding to swift-navigation's own state types, which no call of this
// package's modifiers passes.

import SwiftUI

/// `alert(item:title:actions:message:)` whose actions take the item.
public enum AlertItemValueMessage {}
/// `alert(item:title:actions:message:)` whose actions take a `Binding<Item>`.
public enum AlertItemBindingMessage {}
/// `alert(item:title:actions:)` whose actions take the item.
public enum AlertItemValue {}
/// `alert(item:title:actions:)` whose actions take a `Binding<Item>`.
public enum AlertItemBinding {}
/// `confirmationDialog(item:titleVisibility:title:actions:message:)`.
public enum ConfirmationDialogItemMessage {}
/// `confirmationDialog(item:titleVisibility:title:actions:)`.
public enum ConfirmationDialogItem {}

// Alert.swift
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
extension View {
  /// Shaped from swift-navigation's `alert(item:title:actions:message:)` (value actions).
  public func alert<Item, A: View, M: View>(
    item: Binding<Item?>,
    title: (Item) -> Text,
    @ViewBuilder actions: (Item) -> A,
    @ViewBuilder message: (Item) -> M
  ) -> SwiftUINavigationResult<AlertItemValueMessage> {
    SwiftUINavigationResult()
  }

  /// Shaped from swift-navigation's `alert(item:title:actions:message:)` (binding actions).
  @_disfavoredOverload
  public func alert<Item, A: View, M: View>(
    item: Binding<Item?>,
    title: (Item) -> Text,
    @ViewBuilder actions: (Binding<Item>) -> A,
    @ViewBuilder message: (Item) -> M
  ) -> SwiftUINavigationResult<AlertItemBindingMessage> {
    SwiftUINavigationResult()
  }

  /// Shaped from swift-navigation's `alert(item:title:actions:)` (value actions).
  public func alert<Item, A: View>(
    item: Binding<Item?>,
    title: (Item) -> Text,
    @ViewBuilder actions: (Item) -> A
  ) -> SwiftUINavigationResult<AlertItemValue> {
    SwiftUINavigationResult()
  }

  /// Shaped from swift-navigation's `alert(item:title:actions:)` (binding actions).
  @_disfavoredOverload
  public func alert<Item, A: View>(
    item: Binding<Item?>,
    title: (Item) -> Text,
    @ViewBuilder actions: (Binding<Item>) -> A
  ) -> SwiftUINavigationResult<AlertItemBinding> {
    SwiftUINavigationResult()
  }
}

// ConfirmationDialog.swift
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
extension View {
  /// Shaped from swift-navigation's
  /// `confirmationDialog(item:titleVisibility:title:actions:message:)`.
  public func confirmationDialog<Item, A: View, M: View>(
    item: Binding<Item?>,
    titleVisibility: Visibility = .automatic,
    title: (Item) -> Text,
    @ViewBuilder actions: (Item) -> A,
    @ViewBuilder message: (Item) -> M
  ) -> SwiftUINavigationResult<ConfirmationDialogItemMessage> {
    SwiftUINavigationResult()
  }

  /// Shaped from swift-navigation's `confirmationDialog(item:titleVisibility:title:actions:)`.
  public func confirmationDialog<Item, A: View>(
    item: Binding<Item?>,
    titleVisibility: Visibility = .automatic,
    title: (Item) -> Text,
    @ViewBuilder actions: (Item) -> A
  ) -> SwiftUINavigationResult<ConfirmationDialogItem> {
    SwiftUINavigationResult()
  }
}
