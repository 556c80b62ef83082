// Not SwiftUI API. The stand-in's inspector, for tests only, behind `@_spi(Inspection)` so that the
// library (which imports this module without the SPI) cannot use it.
//
// It evaluates a view the simplest way there is: a composite view's `body` is called (again on
// every `inspect`), a primitive view is read through its stored properties. That is not how SwiftUI
// evaluates views (no graph, no identity, no `DynamicProperty.update()`), and the labels it reports
// are the stand-in's renderings of `Text`, not localized strings.

/// A view the stand-in inspector has evaluated: its kind, its label, its children, and for a
/// control the action or binding that a test can use.
@_spi(Inspection)
public struct InspectedView {
  /// What kind of view a node is.
  public enum Kind: String, Sendable {
    case text, button, textField, toggle, datePicker, colorPicker, stepper, picker
    case labeledContent, stack, group, empty, color, tagged
  }

  /// The kind of view.
  public let kind: Kind

  /// The views this one contains, including the views of its label.
  public let children: [InspectedView]

  /// For text, what it shows; for a control, the texts of its label joined by spaces.
  public let label: String?

  /// The label set with `accessibilityLabel(_:)`, if any.
  public internal(set) var accessibilityLabel: String?

  /// For text, the key it is localized with (`%@` for each interpolated value), or nil when it is
  /// shown without localization.
  public let localizationKey: String?

  /// A button's role.
  public let role: ButtonRole?

  /// The tag set with `tag(_:includeOptional:)`, if any.
  public let tag: AnyHashable?

  let action: (@MainActor () -> Void)?
  let binding: Any?

  init(
    kind: Kind,
    children: [InspectedView] = [],
    label: String? = nil,
    localizationKey: String? = nil,
    role: ButtonRole? = nil,
    tag: AnyHashable? = nil,
    action: (@MainActor () -> Void)? = nil,
    binding: Any? = nil,
    spokenParts: [String]? = nil
  ) {
    self.spokenParts = spokenParts
    self.kind = kind
    self.children = children
    self.label = label
    self.localizationKey = localizationKey
    self.role = role
    self.tag = tag
    self.action = action
    self.binding = binding
  }

  /// What the label reads as, part by part, for assistive technologies: for a control, the spoken
  /// texts of its label, where an accessibility label set on part of the label replaces that
  /// part's text.
  let spokenParts: [String]?

  /// The label assistive technologies would read, as the stand-in approximates SwiftUI (a
  /// button's label children combine into one label): the accessibility label set on this view,
  /// else the spoken texts of its label joined by spaces, else ``label``.
  public var spokenLabel: String? {
    if let accessibilityLabel { return accessibilityLabel }
    if let spokenParts, !spokenParts.isEmpty { return spokenParts.joined(separator: " ") }
    return label
  }

  /// This view and every view it contains, depth first.
  public var allViews: [InspectedView] {
    [self] + children.flatMap(\.allViews)
  }

  /// The localization keys of the texts in this view, in order; nil for a text shown without
  /// localization.
  public var localizationKeys: [String?] {
    allViews.filter { $0.kind == .text }.map(\.localizationKey)
  }

  /// What every text in this view shows, in order.
  public var texts: [String] {
    allViews.filter { $0.kind == .text }.compactMap(\.label)
  }

  /// The tags of the tagged views in this view, in order: a picker's options.
  public var tags: [AnyHashable] {
    allViews.compactMap(\.tag)
  }

  /// The views of `kind` in this view, depth first.
  ///
  /// - Parameter kind: The kind to look for.
  /// - Returns: The matching views.
  public func all(_ kind: Kind) -> [InspectedView] {
    allViews.filter { $0.kind == kind }
  }

  /// The first view of `kind` whose label or spoken label is `label`.
  ///
  /// - Parameters:
  ///   - kind: The kind to look for.
  ///   - label: The label or spoken label to match.
  /// - Returns: The view, or nil.
  public func first(_ kind: Kind, labeled label: String) -> InspectedView? {
    allViews.first { $0.kind == kind && ($0.label == label || $0.spokenLabel == label) }
  }

  /// Calls a button's action, as a tap would.
  ///
  /// - Throws: ``InspectionError/noAction(_:)`` when the view is not a button.
  @MainActor
  public func press() throws(InspectionError) {
    guard let action else { throw .noAction(kind) }
    action()
  }

  /// The binding a control reads and writes.
  ///
  /// - Parameter type: The type of the bound value.
  /// - Returns: The binding.
  /// - Throws: ``InspectionError/noBinding(_:)`` when the view has no binding of that type.
  public func binding<Value>(of type: Value.Type) throws(InspectionError) -> Binding<Value> {
    guard let binding = binding as? Binding<Value> else {
      throw .noBinding("\(kind) has no Binding<\(Value.self)>")
    }
    return binding
  }
}

extension InspectedView: CustomStringConvertible {
  /// A one-line outline of the view: kind, label and children.
  public var description: String {
    var text = kind.rawValue
    if let label { text += " \"\(label)\"" }
    if let accessibilityLabel { text += " [a11y \"\(accessibilityLabel)\"]" }
    if let tag { text += " #\(tag)" }
    if !children.isEmpty {
      text += " { " + children.map(\.description).joined(separator: ", ") + " }"
    }
    return text
  }
}

/// Why the inspector could not do what a test asked.
@_spi(Inspection)
public enum InspectionError: Error, Equatable {
  /// The view has no action to call.
  case noAction(InspectedView.Kind)
  /// The view has no binding of the requested type.
  case noBinding(String)
}

/// Evaluates `view` and returns what it shows.
///
/// - Parameter view: The view to evaluate.
/// - Returns: The evaluated view.
@_spi(Inspection)
@MainActor
public func inspect<V: View>(_ view: V) -> InspectedView {
  if let primitive = view as? any InspectablePrimitive {
    return primitive.inspectionNode()
  }
  return inspect(view.body)
}

/// A view the inspector reads through its stored properties instead of its body.
protocol InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView
}

extension InspectedView {
  /// The texts of `node` joined by spaces, or nil when it has none.
  static func joinedText(of node: InspectedView) -> String? {
    let texts = node.texts
    return texts.isEmpty ? nil : texts.joined(separator: " ")
  }

  /// What `node` reads as: its accessibility label if it has one, else its text, else the parts
  /// of its children.
  static func spokenTexts(of node: InspectedView) -> [String] {
    if let accessibilityLabel = node.accessibilityLabel { return [accessibilityLabel] }
    if node.kind == .text { return node.label.map { [$0] } ?? [] }
    return node.children.flatMap(spokenTexts(of:))
  }

  /// A control node whose label is taken from `labelNode`.
  static func control(
    _ kind: Kind,
    labelNode: InspectedView,
    extra: [InspectedView] = [],
    role: ButtonRole? = nil,
    action: (@MainActor () -> Void)? = nil,
    binding: Any? = nil
  ) -> InspectedView {
    InspectedView(
      kind: kind,
      children: [labelNode] + extra,
      label: joinedText(of: labelNode),
      role: role,
      action: action,
      binding: binding,
      spokenParts: spokenTexts(of: labelNode)
    )
  }
}

extension Text: InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView {
    InspectedView(kind: .text, label: resolved, localizationKey: key)
  }
}

extension Color: InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView {
    InspectedView(kind: .color, label: name)
  }
}

extension EmptyView: InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView {
    InspectedView(kind: .empty)
  }
}

extension TupleView: InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView {
    let mirror = Mirror(reflecting: value)
    let elements: [Any] =
      mirror.displayStyle == .tuple ? mirror.children.map(\.value) : [value]
    let children = elements.compactMap { element -> InspectedView? in
      guard let view = element as? any View else { return nil }
      return inspect(view)
    }
    return InspectedView(kind: .group, children: children)
  }
}

extension _ConditionalContent: InspectablePrimitive where TrueContent: View, FalseContent: View {
  @MainActor func inspectionNode() -> InspectedView {
    switch storage {
    case .trueContent(let content): inspect(content)
    case .falseContent(let content): inspect(content)
    }
  }
}

extension Optional: InspectablePrimitive where Wrapped: View {
  @MainActor func inspectionNode() -> InspectedView {
    switch self {
    case .some(let content): inspect(content)
    case .none: InspectedView(kind: .empty)
    }
  }
}

extension AnyView: InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView {
    inspect(view)
  }
}

extension ForEach: InspectablePrimitive where Content: View {
  @MainActor func inspectionNode() -> InspectedView {
    let content = content
    let rows = data.enumerated().map { offset, element in
      let evaluate: @MainActor () -> InspectedView = { inspect(content(element)) }
      return InspectedRow(
        offset: offset, id: AnyHashable(elementID(element)), content: evaluate(),
        evaluate: evaluate)
    }
    return InspectedView(
      kind: .group, children: rows.map(\.content),
      binding: InspectedDynamicContent(rows: rows, editing: editing))
  }
}

extension DynamicContentActions: InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView {
    let node = inspect(base)
    guard var dynamic = node.binding as? InspectedDynamicContent else { return node }
    if let onDelete { dynamic.onDelete = onDelete }
    if let onMove { dynamic.onMove = onMove }
    return InspectedView(kind: node.kind, children: node.children, binding: dynamic)
  }
}

extension LazyVStack: InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView {
    InspectedView(kind: .stack, children: [inspect(content)])
  }
}

extension HStack: InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView {
    InspectedView(kind: .stack, children: [inspect(content)])
  }
}

extension VStack: InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView {
    InspectedView(kind: .stack, children: [inspect(content)])
  }
}

extension TaggedView: InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView {
    InspectedView(kind: .tagged, children: [inspect(content)], tag: AnyHashable(tag))
  }
}

extension ModifiedContent: InspectablePrimitive
where Content: View, Modifier == AccessibilityAttachmentModifier {
  @MainActor func inspectionNode() -> InspectedView {
    var node = inspect(content)
    if let label = modifier.label { node.accessibilityLabel = label.resolved }
    return node
  }
}

extension Button: InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView {
    .control(.button, labelNode: inspect(label), role: role, action: action)
  }
}

extension TextField: InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView {
    .control(.textField, labelNode: inspect(label), binding: binding)
  }
}

extension Toggle: InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView {
    .control(.toggle, labelNode: inspect(label), binding: isOn)
  }
}

extension DatePicker: InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView {
    .control(.datePicker, labelNode: inspect(label), binding: selection)
  }
}

extension ColorPicker: InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView {
    .control(.colorPicker, labelNode: inspect(label), binding: selection)
  }
}

extension Stepper: InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView {
    .control(.stepper, labelNode: inspect(label), binding: binding)
  }
}

extension Picker: InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView {
    .control(.picker, labelNode: inspect(label), extra: [inspect(content)], binding: selection)
  }
}

extension LabeledContent: InspectablePrimitive where Label: View, Content: View {
  @MainActor func inspectionNode() -> InspectedView {
    .control(.labeledContent, labelNode: inspect(label), extra: [inspect(content)])
  }
}

// MARK: - What the example app uses

// Not SwiftUI API. The inspector's reach into what the example app's screens use: the
// destination of a `NavigationLink`, and the sheets and alerts attached with the modifiers in
// PresentationModifiers.swift. Like the rest of the inspector it is for tests only,
// behind `@_spi(Inspection)`, and it evaluates views the simplest way there is: a destination or a
// presentation is evaluated when a test asks for it, never shown, animated or dismissed.
//
// A link's destination and a presentation travel in the node's `binding` slot, which
// `binding(of:)` reads only for a `Binding` of the requested type, so neither is mistaken for one.

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
    let evaluate: @MainActor () -> InspectedView? = { presented().map { inspect($0) } }
    let wasPresented = isPresented.wrappedValue
    let presentation = InspectedPresentation(
      kind: kind, title: title, isPresented: isPresented, evaluate: evaluate,
      evaluateAsPresented: { wasPresented ? evaluate() : nil })
    return InspectedView(kind: .group, children: [inspect(base)], binding: presentation)
  }
}

extension ItemPresentingView: InspectablePrimitive {
  @MainActor func inspectionNode() -> InspectedView {
    let item = item
    let content = content
    let presentedItem = item.wrappedValue
    let presentation = InspectedPresentation(
      kind: kind, title: nil, isPresented: .presence(of: item),
      evaluate: { item.wrappedValue.map { inspect(content($0)) } },
      evaluateAsPresented: { presentedItem.map { inspect(content($0)) } },
      arrowEdge: arrowEdge)
    return InspectedView(kind: .group, children: [inspect(base)], binding: presentation)
  }
}

/// A navigation link's destination, kept for the inspector.
struct InspectedDestination {
  let evaluate: @MainActor () -> InspectedView
}

/// A sheet, an alert or another presentation attached to a view, as the stand-in's inspector
/// sees it.
@_spi(Inspection)
public struct InspectedPresentation {
  /// What kind of presentation it is.
  public enum Kind: String, Sendable {
    case sheet, alert
    case fullScreenCover, popover, navigationDestination, confirmationDialog
  }

  /// The kind of presentation.
  public let kind: Kind

  /// An alert's or a dialog's title; nil for a sheet and the other presentations of content.
  public let title: String?

  /// The binding that decides whether it is presented.
  ///
  /// For a presentation driven by an optional item, it reads whether the item is non-nil, and
  /// writing false stores nil, as a dismissal does.
  public let isPresented: Binding<Bool>

  let evaluate: @MainActor () -> InspectedView?

  /// What the render that made this presentation presented, evaluated again; see
  /// ``contentAsPresented()``.
  var evaluateAsPresented: @MainActor () -> InspectedView? = { nil }

  /// A popover's arrow edge as the modifier received it (`"top"`, `"bottom"`, …), or nil when
  /// none was given; nil for other presentations.
  public internal(set) var arrowEdge: String? = nil

  /// The content as SwiftUI may evaluate it while the presentation goes away: made from the
  /// item (for a presentation driven by an optional item) as the render that made this
  /// presentation found it, and evaluated now, whatever the item holds now.
  ///
  /// SwiftUI can evaluate a sheet's content once more during its dismissal animation, with the
  /// item it presented although the binding already reads nil; this is how a test plays that.
  /// For a presentation driven by a Boolean, it evaluates the content if that render found it
  /// presented.
  ///
  /// - Returns: The content, or nil when that render presented nothing.
  @MainActor
  public func contentAsPresented() -> InspectedView? {
    evaluateAsPresented()
  }

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
