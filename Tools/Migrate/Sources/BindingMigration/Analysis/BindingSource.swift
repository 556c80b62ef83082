import SwiftSyntax

/// Finds the binding a path can be reached through, which is what the helpers are called on:
/// `$person.lastName` for an `@Bindable var person`, `text` for a parameter `text:
/// Binding<String?>` read as `text.wrappedValue`, `Bindable(self).name` inside an `@Observable`
/// class.
///
/// Only sources that provably are bindings count: `@State`, `@Binding` and `@Bindable`
/// properties, `@Bindable` locals, values and parameters declared as `Binding<…>`, closure
/// parameters spelled `$item`, `self` in an extension of `Binding`, and objects of a class the
/// code base declares `@Observable`.
struct BindingSource {
  /// What the code base declares.
  var index: ProjectIndex
  /// Where the closure binding is.
  var site: Syntax

  /// The binding expression for `path`, or why there is none.
  enum Outcome {
    /// The binding, as source text.
    case binding(String)
    /// Why the path has no provable binding, and a binding that would fit where one is likely.
    case refused(reason: String, likely: String?)
  }

  /// The binding `path` can be reached through at the site.
  func binding(for path: ValuePath) -> Outcome {
    let members = path.members
    func joined(_ head: String, _ rest: [String]) -> String {
      ([head] + rest).joined(separator: ".")
    }
    /// A value of type `Binding<…>` read through `wrappedValue`.
    func throughWrappedValue(_ name: String) -> Outcome {
      guard members.first == "wrappedValue" else {
        return .refused(
          reason: "`\(name)` is a binding, and the closures read `\(path)` rather than its "
            + "`wrappedValue`",
          likely: nil)
      }
      return .binding(joined(name, Array(members.dropFirst())))
    }
    let context = Resolver.typeContext(of: site)
    guard case .name(let name) = path.root else {
      if context?.isBindingExtension == true {
        return throughWrappedValue("self")
      }
      return .refused(reason: "`self` is not a binding here", likely: nil)
    }
    let declaration = Resolver.resolve(name, at: site, throughSelf: path.throughSelf)
    switch declaration {
    case .member(let property, let context):
      return member(property, in: context, path: path)
    case .undeclaredMember(let context):
      if context.isBindingExtension && name == "wrappedValue" {
        return .binding(joined("self", members))
      }
      if isObservableObject(context) {
        return publisher(name)
      }
      if isObservable(context) {
        return .binding(joined("Bindable(self).\(name)", members))
      }
      return .refused(
        reason: "the tool cannot see how `\(name)` is declared (not in `\(context.name)` as "
          + "written here), so it cannot tell that it has a binding",
        likely: nil)
    case .local(let property):
      if property.wrapper == "Bindable" {
        return members.isEmpty ? bindableItself(name) : .binding(joined("$" + name, members))
      }
      if let type = property.typeText, TypeName.isBinding(type) {
        return throughWrappedValue(name)
      }
      if property.isLet, let type = property.typeText,
        index.observableClasses.contains(TypeName.simple(type)), !members.isEmpty
      {
        return .binding(joined("Bindable(\(name))", members))
      }
      return .refused(
        reason: "`\(name)` is a local \(property.isLet ? "constant" : "variable"), not a binding",
        likely: nil)
    case .parameter(let type, let isInout):
      if isInout {
        return .refused(reason: "`\(name)` is an `inout` parameter, not a binding", likely: nil)
      }
      if let type, TypeName.isBinding(type) {
        return throughWrappedValue(name)
      }
      if let type, index.observableClasses.contains(TypeName.simple(type)), !members.isEmpty {
        return .binding(joined("Bindable(\(name))", members))
      }
      return .refused(
        reason: "`\(name)` is a parameter of a type the tool cannot bind to", likely: nil)
    case .closureParameter(let projected, let type):
      if projected {
        return .binding(joined("$" + name, members))
      }
      if let type, TypeName.isBinding(type) {
        return throughWrappedValue(name)
      }
      return .refused(
        reason: "`\(name)` is a closure parameter, a copy of the value rather than a binding "
          + "(a `ForEach($items) { $item in … }` row gives one)",
        likely: nil)
    case .patternBinding:
      return .refused(
        reason: "`\(name)` is bound by `if let`, `for` or a pattern: a copy, not a binding",
        likely: nil)
    case .unknown:
      return .refused(
        reason: "the tool cannot see how `\(name)` is declared, so it cannot tell that it has a "
          + "binding",
        likely: nil)
    }
  }

  /// The binding for a path whose root is `property`, a property of the type around the site.
  private func member(_ property: PropertyDeclaration, in context: TypeContext, path: ValuePath)
    -> Outcome
  {
    let name = property.name
    let members = path.members
    func joined(_ head: String) -> String { ([head] + members).joined(separator: ".") }
    if let wrapper = property.wrapper {
      switch wrapper {
      case "State", "Binding":
        return .binding(joined("$" + name))
      case "Bindable":
        return members.isEmpty ? bindableItself(name) : .binding(joined("$" + name))
      case "ObservedObject", "StateObject", "EnvironmentObject":
        return .refused(
          reason: "`\(name)` is an `@\(wrapper)`, an ObservableObject model; the tool rewrites "
            + "only `@Observable` models, `@State`, `@Binding` and bindings",
          likely: members.isEmpty ? nil : joined("$" + name))
      case "Published":
        return publisher(name)
      case "Environment":
        return .refused(
          reason: "`\(name)` comes from `@Environment`, which gives no binding; declare "
            + "`@Bindable var \(name) = \(name)` in `body` first",
          likely: nil)
      default:
        return .refused(
          reason: "`\(name)` is an `@\(wrapper)` property; the tool rewrites only `@State`, "
            + "`@Binding` and `@Bindable` among property wrappers",
          likely: nil)
      }
    }
    if isObservableObject(context) {
      return publisher(name)
    }
    if let type = property.typeText, TypeName.isBinding(type) {
      guard members.first == "wrappedValue" else {
        return .refused(
          reason: "`\(name)` is a binding, and the closures read `\(path)` rather than its "
            + "`wrappedValue`",
          likely: nil)
      }
      return .binding(([name] + members.dropFirst()).joined(separator: "."))
    }
    if isObservable(context) {
      return .binding(joined("Bindable(self).\(name)"))
    }
    let declaredType = property.typeText.map(TypeName.simple)
    if let declaredType, index.observableClasses.contains(declaredType), !members.isEmpty {
      if context.kind == .classType && !property.isLet {
        return .refused(
          reason: "`\(name)` is a `var` of a class: the closures read whichever object it holds "
            + "at each access, a binding keeps the one it was made with",
          likely: nil)
      }
      return .binding(joined("Bindable(\(name))"))
    }
    return .refused(
      reason: "`\(name)` is a stored property without `@State`, `@Binding` or `@Bindable`, so "
        + "nothing gives a binding to it",
      likely: nil)
  }

  /// The refusal for a `@Bindable` object read as a whole: `$object` is not itself a binding.
  private func bindableItself(_ name: String) -> Outcome {
    .refused(
      reason: "`$\(name)` is a `Bindable`, which gives bindings to the object's properties but is "
        + "not one itself",
      likely: nil)
  }

  /// The refusal for a property of an `ObservableObject`, where `$name` is its publisher.
  private func publisher(_ name: String) -> Outcome {
    .refused(
      reason: "`\(name)` belongs to an ObservableObject, where `$\(name)` is a publisher, not a "
        + "binding",
      likely: nil)
  }

  /// Whether `context` is an `@Observable` class, or an extension of one the code base declares.
  private func isObservable(_ context: TypeContext) -> Bool {
    context.isDeclaredObservable
      || (context.kind == .extensionDecl && index.observableClasses.contains(context.name))
  }

  /// Whether `context` is an `ObservableObject`, declared here or seen elsewhere in the code base.
  private func isObservableObject(_ context: TypeContext) -> Bool {
    context.isDeclaredObservableObject || index.observableObjectClasses.contains(context.name)
  }
}
