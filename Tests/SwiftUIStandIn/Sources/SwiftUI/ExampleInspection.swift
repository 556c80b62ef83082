// Not SwiftUI API. The inspector's reach into what the example app's screens use: the rows of a
// `ForEach`, the destination of a `NavigationLink`, and the sheets and alerts attached with the
// modifiers in PresentationModifiers.swift. Like the rest of the inspector it is for tests only,
// behind `@_spi(Inspection)`, and it evaluates views the simplest way there is: a destination or a
// presentation is evaluated when a test asks for it, never shown, animated or dismissed.
//
// A link's destination and a presentation travel in the node's `binding` slot, which
// `binding(of:)` reads only for a `Binding` of the requested type, so neither is mistaken for one.

extension ForEach: InspectablePrimitive where Content: View {
  @MainActor func inspectionNode() -> InspectedView {
    InspectedView(kind: .group, children: data.map { inspect(content($0)) })
  }
}

extension NavigationLink: InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView {
    let labelNode = inspect(label)
    let destination = destination
    return InspectedView(
      kind: .group,
      children: [labelNode],
      label: InspectedView.joinedText(of: labelNode),
      binding: InspectedDestination { inspect(destination) }
    )
  }
}

extension PresentingView: InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView {
    let presented = presented
    let presentation = InspectedPresentation(
      kind: kind, title: title, isPresented: isPresented,
      evaluate: { presented().map { inspect($0) } })
    return InspectedView(kind: .group, children: [inspect(base)], binding: presentation)
  }
}

/// A navigation link's destination, kept for the inspector.
struct InspectedDestination {
  let evaluate: @MainActor () -> InspectedView
}

/// A sheet or an alert attached to a view, as the stand-in's inspector sees it.
@_spi(Inspection)
public struct InspectedPresentation {
  /// What kind of presentation it is.
  public enum Kind: String, Sendable {
    case sheet, alert
  }

  /// The kind of presentation.
  public let kind: Kind

  /// An alert's title; nil for a sheet.
  public let title: String?

  /// The binding that decides whether it is presented.
  public let isPresented: Binding<Bool>

  let evaluate: @MainActor () -> InspectedView?

  /// What would be presented, evaluated now: nil while `isPresented` reads false, and for an
  /// alert also while its data is nil.
  ///
  /// - Returns: The sheet's content, or the alert's actions and message.
  @MainActor
  public func content() -> InspectedView? {
    isPresented.wrappedValue ? evaluate() : nil
  }
}

@_spi(Inspection)
extension InspectedView {
  /// For a navigation link, its destination, evaluated now; nil for any other view.
  ///
  /// Each call evaluates the destination the link was made with again, as SwiftUI may while the
  /// destination is on screen, even after the link itself is gone from the list.
  ///
  /// - Returns: The destination, or nil.
  @MainActor
  public func destination() -> InspectedView? {
    (binding as? InspectedDestination)?.evaluate()
  }

  /// The navigation links in this view whose label's first text is `title`, depth first.
  ///
  /// - Parameter title: The first text of the link's label.
  /// - Returns: The links.
  public func links(titled title: String) -> [InspectedView] {
    allViews.filter {
      $0.binding is InspectedDestination && $0.children.first?.texts.first == title
    }
  }

  /// The first texts of the labels of the navigation links in this view, in order.
  public var linkTitles: [String] {
    allViews.filter { $0.binding is InspectedDestination }
      .compactMap { $0.children.first?.texts.first }
  }

  /// The sheets and alerts attached in this view, depth first, presented or not.
  public var presentations: [InspectedPresentation] {
    allViews.compactMap { $0.binding as? InspectedPresentation }
  }
}
