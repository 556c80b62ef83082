import SwiftSyntax

/// Finds the binding a path can be reached through, which is what the helpers are called on:
/// `$person.lastName` for an `@Bindable var person`, `$model.name` for an `@ObservedObject`,
/// `@StateObject` or `@EnvironmentObject` model, `text` for a parameter `text: Binding<String?>`
/// read as `text.wrappedValue`, `Bindable(self).name` inside an `@Observable` class.
///
/// Only sources that provably are bindings count: properties whose wrapper projects a `Binding`
/// (`@State`, `@Binding`, `@AppStorage`, `@SceneStorage`, and the code base's own wrappers whose
/// `projectedValue` is a `Binding`), the properties of `@Bindable` and `ObservableObject`-wrapper
/// models, values and parameters declared as `Binding<…>`, closure parameters spelled `$item`,
/// `self` in an extension of `Binding`, and stored `let`s of a class the code base declares
/// `@Observable` (resolved by full name). Never a computed property, a plain `let` or `var`
/// holding an `ObservableObject`, or `model.$x`.
struct BindingLocator {
  /// What the code base declares.
  var index: ProjectIndex
  /// Where the closure binding is.
  var site: Syntax
  /// The types along paths at the site.
  var typing: PathTyping

  init(index: ProjectIndex, site: Syntax, typing: PathTyping? = nil) {
    self.index = index
    self.site = site
    self.typing = typing ?? PathTyping(index: index, site: site)
  }

  /// The binding expression for `path`, or why there is none.
  enum Outcome {
    /// The binding, as source text.
    case binding(String)
    /// Why the path has no provable binding; the refusal's suggestion is a binding that would fit
    /// if the code changed.
    case refused(Refusal)
  }

  /// The wrappers whose `$name` is a wrapper of an `ObservableObject`, which gives bindings to the
  /// object's properties.
  static let objectWrappers: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject"]

  /// The binding `path` can be reached through at the site.
  func binding(for path: ValuePath) -> Outcome {
    let members = path.members
    func joined(_ head: String, _ rest: [String]) -> String {
      Spelling.bindingPath(head, rest)
    }
    func checked(_ expression: String) -> Outcome {
      if let problem = typing.intermediateProblem(path) { return .refused(problem) }
      return .binding(expression)
    }
    /// A value of type `Binding<…>` read through `wrappedValue`.
    func throughWrappedValue(_ name: String) -> Outcome {
      guard members.first == "wrappedValue" else {
        return .refused(
          Refusal(
            .noBinding,
            "`\(name)` is a binding, and the closures read `\(path)` rather than its "
              + "`wrappedValue`"))
      }
      return checked(joined(Spelling.identifier(name), Array(members.dropFirst())))
    }
    if typing.startsUnwrapped(path) {
      // The binding the check around the call unwraps, named by the rewriter.
      return checked(joined(UnwrapLens.placeholder, members))
    }
    let context = NameLookup.typeContext(of: site)
    guard case .name(let name) = path.root else {
      if context?.isBindingExtension == true {
        return throughWrappedValue("self")
      }
      return .refused(Refusal(.noBinding, "`self` is not a binding here"))
    }
    let scope = typing.scope
    switch typing.declaration(of: name, throughSelf: path.throughSelf) {
    case .member(let property, let context):
      return member(Property(property), in: context, scope: scope, path: path, checked: checked)
    case .undeclaredMember(let context):
      if context.isBindingExtension && name == "wrappedValue" {
        return checked(joined("self", members))
      }
      if let scope, let facts = index.member(name, of: scope) {
        return member(
          Property(name: name, facts: facts), in: context, scope: scope, path: path,
          checked: checked)
      }
      if let staticRoot = typeRoot(name, path: path) { return staticRoot }
      if let global = globalOutcome(name, path: path, checked: checked) { return global }
      return .refused(
        Refusal(
          .unknownDeclaration,
          "the tool cannot see how `\(name)` is declared (not in `\(context.name)` or its "
            + "extensions and superclasses here), so it cannot tell that it has a binding"))
    case .local(let property):
      if property.wrapper == "Bindable" {
        return members.isEmpty
          ? bindableItself(name) : checked(joined(Spelling.projection(name), members))
      }
      if let type = property.typeText, TypeName.isBinding(type) {
        return throughWrappedValue(name)
      }
      return object(
        name, declared: property.typeText.map(TypeText.init), isLet: property.isLet,
        role: property.isLet ? "a local constant" : "a local variable", path: path,
        checked: checked)
    case .parameter(let type, let isInout):
      if isInout {
        return .refused(
          Refusal(.noBinding, "`\(name)` is an `inout` parameter, not a binding"))
      }
      if let type, TypeName.isBinding(type) {
        return throughWrappedValue(name)
      }
      return object(
        name, declared: type.map(TypeText.init), isLet: true, role: "a parameter", path: path,
        checked: checked)
    case .closureParameter(let projected, let type):
      if projected {
        return checked(joined(Spelling.projection(name), members))
      }
      if let type, TypeName.isBinding(type) {
        return throughWrappedValue(name)
      }
      // A row's element may be an object: `Bindable(item)` is its binding, as for a constant.
      let element = type.map(TypeText.init) ?? RowElementType.of(name, from: site, typing: typing)
      guard let element else {
        return .refused(
          Refusal(
            .noBinding,
            "`\(name)` is a closure parameter, a copy of the value rather than a binding if it "
              + "is a value (a `ForEach($items) { $item in … }` row gives one); the tool cannot "
              + "see its type, and an @Observable object's binding would be `Bindable(\(name))`"))
      }
      if case .declared(let typeName) = index.resolve(element, in: typing.scope),
        index.isObservable(typeName) || index.isObservableObject(typeName)
      {
        return object(
          name, declared: element, isLet: true, role: "a closure parameter", path: path,
          checked: checked)
      }
      return .refused(
        Refusal(
          .noBinding,
          "`\(name)` is a closure parameter, a copy of the value rather than a binding (a "
            + "`ForEach($items) { $item in … }` row gives one)"))
    case .patternBinding:
      return .refused(
        Refusal(
          .noBinding,
          "`\(name)` is bound by `if let`, `for` or a pattern: a copy, not a binding"))
    case .unknown:
      if let staticRoot = typeRoot(name, path: path) { return staticRoot }
      if let global = globalOutcome(name, path: path, checked: checked) { return global }
      return .refused(
        Refusal(
          .unknownDeclaration,
          "the tool cannot see how `\(name)` is declared, so it cannot tell that it has a "
            + "binding"))
    }
  }

  /// The outcome for a path that starts at a variable declared at the top level of a file
  /// (`Current.session.user`, with `var Current: World { … }` in another file); nil when the
  /// code base declares no such variable, or declares it twice.
  ///
  /// A global constant is judged as a local one (an @Observable object's binding is
  /// `Bindable(name)`); a global variable, stored or computed, may hold another value at each
  /// read, where a binding keeps the one it was made with.
  private func globalOutcome(_ name: String, path: ValuePath, checked: (String) -> Outcome)
    -> Outcome?
  {
    guard let global = index.globalVariables[name], !global.isDuplicated else { return nil }
    if global.isComputed {
      return .refused(
        Refusal(
          .noBinding,
          "`\(name)` is a computed global variable (declared at the top level of a file): each "
            + "read runs its getter, which may give another value each time, and no property "
            + "wrapper gives a binding to it"))
    }
    if global.isLet {
      return object(
        name, declared: global.typeText.map(TypeText.init), isLet: true,
        role: "a global constant", path: path, checked: checked)
    }
    return .refused(
      Refusal(
        .noBinding,
        "`\(name)` is a global variable (declared at the top level of a file), not a view's "
          + "state: the closures read whichever value it holds at each access, and no property "
          + "wrapper gives a binding to it"))
  }

  /// The refusal for a path that starts at a type (`Settings.shared.name`): a static property,
  /// which no wrapper gives a binding to.
  private func typeRoot(_ name: String, path: ValuePath) -> Outcome? {
    guard name.first?.isUppercase == true,
      case .declared = index.resolve(TypeText(name), in: typing.scope)
    else { return nil }
    let head = ([name] + path.members.prefix(1)).joined(separator: ".")
    return .refused(
      Refusal(
        .noBinding,
        "`\(path)` starts at the static property `\(head)`, which nothing gives a binding to"))
  }

  /// A property as far as the verdict needs it, from its declaration or from the index.
  struct Property {
    var name: String
    var isLet: Bool
    var isComputed: Bool
    var wrapper: String?
    var typeText: String?

    init(_ declaration: PropertyDeclaration) {
      name = declaration.name
      isLet = declaration.isLet
      isComputed = declaration.isComputed
      wrapper = declaration.wrapper
      typeText =
        declaration.typeText
        ?? declaration.initializer.flatMap(PathTyping.inferred)?.compact
    }

    init(name: String, facts: MemberFacts) {
      self.name = name
      isLet = facts.isLet
      isComputed = facts.isComputed
      wrapper = facts.wrapper
      typeText = facts.typeText
    }
  }

  /// The binding for a path whose root is `property`, a property of the type around the site.
  private func member(
    _ property: Property, in context: TypeContext, scope: String?, path: ValuePath,
    checked: (String) -> Outcome
  ) -> Outcome {
    let name = property.name
    let members = path.members
    func joined(_ head: String) -> String { Spelling.bindingPath(head, members) }
    if property.isComputed {
      return .refused(
        Refusal(
          .noBinding,
          "`\(name)` is a computed property: it has no storage of its own, so nothing gives a "
            + "binding to it (and each read may give a new value)"))
    }
    if let wrapper = property.wrapper {
      switch wrapper {
      case "Bindable":
        return members.isEmpty
          ? bindableItself(name) : checked(joined(Spelling.projection(name)))
      case _ where Self.objectWrappers.contains(wrapper):
        guard !members.isEmpty else {
          return .refused(
            Refusal(
              .noBinding,
              "`$\(name)` is the `@\(wrapper)` wrapper, which gives bindings to the object's "
                + "properties but is not one itself"))
        }
        return checked(joined(Spelling.projection(name)))
      case "Published":
        return publisher(name)
      case "Environment":
        return .refused(
          Refusal(
            .noBinding,
            "`\(name)` comes from `@Environment`, which gives no binding; declare "
              + "`@Bindable var \(name) = \(name)` in `body` first"))
      default:
        switch index.projection(ofWrapper: wrapper, in: scope) {
        case .binding:
          return checked(joined(Spelling.projection(name)))
        case .bindingNotRewritten:
          return .refused(
            Refusal(
              .noBinding,
              "`\(name)` is an `@\(wrapper)` property, a wrapper the tool does not rewrite "
                + "through; `$\(name)` is a binding you can use yourself",
              suggestion: joined(Spelling.projection(name))))
        case .other(let projected?):
          return .refused(
            Refusal(
              .noBinding,
              "`\(name)` is an `@\(wrapper)` property, whose `$\(name)` is a `\(projected)`, not a "
                + "`Binding`"))
        case .other(nil):
          return .refused(
            Refusal(
              .noBinding,
              "`\(name)` is an `@\(wrapper)` property, whose `$\(name)` is not a `Binding`"))
        case .unknown:
          return .refused(
            Refusal(
              .unknownDeclaration,
              "`\(name)` is an `@\(wrapper)` property, and the tool cannot see whether `$\(name)` "
                + "is a `Binding` (the wrapper is declared elsewhere)"))
        }
      }
    }
    if let scope, index.isObservableObject(scope) || context.isDeclaredObservableObject {
      return .refused(
        Refusal(
          .noBinding,
          "`\(name)` is a property of an ObservableObject, which has no binding to it from "
            + "inside (`$\(name)` is its publisher); a view's `@ObservedObject var model` gives "
            + "`$model.\(name)`"))
    }
    if let type = property.typeText, TypeName.isBinding(type) {
      guard members.first == "wrappedValue" else {
        return .refused(
          Refusal(
            .noBinding,
            "`\(name)` is a binding, and the closures read `\(path)` rather than its "
              + "`wrappedValue`"))
      }
      return checked(Spelling.bindingPath(Spelling.identifier(name), members.dropFirst()))
    }
    if context.isDeclaredObservable || (scope.map(index.isObservable) ?? false) {
      return checked(Spelling.bindingPath("Bindable(self)", [name] + members))
    }
    return object(
      name, declared: property.typeText.map(TypeText.init), isLet: property.isLet,
      role: context.kind == .classType ? "a stored property of a class" : "a stored property",
      path: path, checked: checked, memberOfClass: context.kind == .classType)
  }

  /// The binding for a path whose root holds an object (or a plain value): `Bindable(x).y` for
  /// a `let` of an `@Observable` class, a refusal otherwise.
  private func object(
    _ name: String, declared: TypeText?, isLet: Bool, role: String, path: ValuePath,
    checked: (String) -> Outcome, memberOfClass: Bool = false
  ) -> Outcome {
    let members = path.members
    let resolved = declared.map { index.resolve($0, in: typing.scope) }
    if case .declared(let typeName)? = resolved, declared?.isOptional == false {
      if index.isObservable(typeName), !members.isEmpty {
        if memberOfClass && !isLet {
          return .refused(
            Refusal(
              .noBinding,
              "`\(name)` is a `var` of a class: the closures read whichever object it holds at "
                + "each access, a binding keeps the one it was made with"))
        }
        return checked(Spelling.bindingPath("Bindable(\(Spelling.identifier(name)))", members))
      }
      if index.isObservableObject(typeName) {
        let written = declared?.compact ?? typeName
        return .refused(
          Refusal(
            .noBinding,
            "`\(name)` is \(role) holding an ObservableObject (`\(written)`), which gives no "
              + "binding; an `@ObservedObject` property would give `$\(name)."
              + "\(members.first ?? "…")`"))
      }
    }
    if case .ambiguous(let written)? = resolved {
      return .refused(
        Refusal(
          .unknownDeclaration,
          "`\(name)` is \(role) of type `\(written)`, a name the tool cannot tell apart from "
            + "another declaration of it, so it cannot tell whether it has a binding"))
    }
    let wrappers = "`@State`, `@Binding`, `@Bindable` or an ObservableObject wrapper"
    if role.hasPrefix("a stored property") {
      return .refused(
        Refusal(
          .noBinding,
          "`\(name)` is \(role) without \(wrappers), so nothing gives a binding to it"))
    }
    return .refused(Refusal(.noBinding, "`\(name)` is \(role), not a binding"))
  }

  /// The refusal for a `@Bindable` object read as a whole: `$object` is not itself a binding.
  private func bindableItself(_ name: String) -> Outcome {
    .refused(
      Refusal(
        .noBinding,
        "`$\(name)` is a `Bindable`, which gives bindings to the object's properties but is not "
          + "one itself"))
  }

  /// The refusal for a `@Published` property seen from inside its object.
  private func publisher(_ name: String) -> Outcome {
    .refused(
      Refusal(
        .noBinding,
        "`\(name)` is `@Published`: inside its object `$\(name)` is a publisher, not a binding; a "
          + "view's `@ObservedObject var model` gives `$model.\(name)`"))
  }
}
