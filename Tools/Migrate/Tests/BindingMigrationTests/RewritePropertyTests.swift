import Foundation
import Testing

@testable import BindingMigration

/// No wrong rewrites: random closure bindings, random roots, random places; every rewrite the
/// tool makes is checked against what the closures do, state by state, with concrete values.
///
/// The closures are generated from a small grammar and evaluated here by an evaluator of that
/// grammar (not by the tool's interpreter, which works on syntax and abstract values); each
/// helper's reads and writes are modelled from the package's documented behaviour. A rewrite is
/// wrong when, in some state, the helper reads or stores something else than the closures, when
/// the closures change anything besides the helper's target, when the rewrite calls the helper
/// on something other than the root's binding (or on a root that has none), or when it changes
/// the binding's type.
@Suite("Rewrites: no wrong rewrite, property test")
struct RewritePropertyTests {
  static let seed: UInt64 = 0x5EED_0B17_D1A6
  static let count = 1_200

  // MARK: The state the closures read and write

  /// The four values a closure binding may touch.
  struct State: Hashable {
    var x: String?
    var tags: Set<String>
    var d: [String: String]
    var sel: String
  }

  static let optionalStrings: [String?] = [nil, "", "d", "v", "w"]
  static let strings = ["", "d", "v", "w"]

  /// Every state the comparison tries.
  static let states: [State] = {
    var states: [State] = []
    for x in optionalStrings {
      for tags in [Set<String>(), ["e"]] {
        for entry in optionalStrings {
          for sel in ["d", "v"] {
            states.append(State(x: x, tags: tags, d: entry.map { ["k": $0] } ?? [:], sel: sel))
          }
        }
      }
    }
    return states
  }()

  /// A value read or written: a string, nil, or a Boolean.
  enum Value: Hashable {
    case string(String?)
    case bool(Bool)
  }

  // MARK: The grammar

  /// A getter.
  enum Getter {
    case forward
    case coalesce(String)
    case notNil(flipped: Bool)
    case equals(String, flipped: Bool)
    case forced
    case contains
    case entry(String)
    case entryDefault(String)
    case entryForward
    case selection(String)
  }

  /// An expression a setter stores.
  indirect enum Stored {
    case value
    case none
    case literal(String)
    case nilIfEmpty
    case nilIfEquals(String)
    case choose(Condition, Stored, Stored)
    case current
  }

  /// A condition in a setter.
  enum Condition {
    case value
    case notValue
    case xIsNil
    case xNotNil
    case xEquals(String)
    case valueIsEmpty
  }

  /// A statement in a setter.
  indirect enum Statement {
    case assignX(Stored)
    case assignSel(String)
    case assignEntry(Stored)
    case insert
    case remove
    case when(Condition, [Statement], [Statement]?)
    case guardOrReturn(Condition)
    case ternary(Condition, Statement?, Statement?)
    case touchOther
  }

  /// Where the state lives, and what binding it gives.
  enum Root: CaseIterable {
    case state, bindable, observed, stateObject, plainObject, plainObservable, computed

    /// The prefix of every path: `model.` for a model root.
    var prefix: String {
      switch self {
      case .state: ""
      case .bindable, .plainObservable, .computed: "store."
      case .observed, .stateObject, .plainObject: "model."
      }
    }

    /// The declaration in the view.
    var declaration: String {
      switch self {
      case .state:
        """
        @State private var x: String?
          @State private var tags: Set<String> = []
          @State private var d: [String: String] = [:]
          @State private var sel = "d"
        """
      case .bindable: "@Bindable var store: Store"
      case .observed: "@ObservedObject var model: Model"
      case .stateObject: "@StateObject private var model = Model()"
      case .plainObject: "let model: Model"
      case .plainObservable: "let store: Store"
      case .computed: "var store: Store { Store() }"
      }
    }

    /// The binding a helper must be called on for the property `name`, or nil when there is
    /// none.
    func binding(_ name: String) -> String? {
      switch self {
      case .state: "$\(name)"
      case .bindable: "$store.\(name)"
      case .observed, .stateObject: "$model.\(name)"
      case .plainObservable: "Bindable(store).\(name)"
      case .plainObject, .computed: nil
      }
    }
  }

  /// One generated closure binding.
  struct Case {
    var root: Root
    var getter: Getter
    var setter: [Statement]
    /// Whether the call is written `Binding<String?>(…)` and passed where an optional binding is
    /// expected, which no helper for optionals may be.
    var explicitOptional: Bool
    /// Whether the setter names its parameter `newValue` rather than using `$0`.
    var namedParameter: Bool
  }

  // MARK: Generating

  static func literal(_ random: inout SeededGenerator) -> String {
    ["", "d", "v"].randomElement(using: &random)!
  }

  static func condition(_ random: inout SeededGenerator, boolInput: Bool) -> Condition {
    let choices: [Condition] =
      boolInput
      ? [.value, .notValue, .xIsNil, .xNotNil, .xEquals("v")]
      : [.xIsNil, .xNotNil, .valueIsEmpty, .xEquals("d")]
    return choices.randomElement(using: &random)!
  }

  static func stored(_ random: inout SeededGenerator, boolInput: Bool, depth: Int = 0) -> Stored {
    var choices: [Stored] = [.none, .literal(literal(&random)), .current]
    if !boolInput { choices += [.value, .value, .nilIfEmpty, .nilIfEquals(literal(&random))] }
    if depth == 0 && Bool.random(using: &random) {
      return .choose(
        condition(&random, boolInput: boolInput),
        stored(&random, boolInput: boolInput, depth: 1),
        stored(&random, boolInput: boolInput, depth: 1))
    }
    return choices.randomElement(using: &random)!
  }

  static func statement(_ random: inout SeededGenerator, getter: Getter, depth: Int = 0)
    -> Statement
  {
    let boolInput: Bool
    switch getter {
    case .notNil, .equals, .contains, .selection: boolInput = true
    default: boolInput = false
    }
    var choices: [Statement] = [.assignX(stored(&random, boolInput: boolInput))]
    switch getter {
    case .contains: choices += [.insert, .remove, .insert, .remove]
    case .entry, .entryDefault, .entryForward:
      choices += [.assignEntry(stored(&random, boolInput: false))]
    case .selection: choices += [.assignSel("d"), .assignSel("v"), .assignSel("d")]
    default: break
    }
    if Int.random(in: 0..<12, using: &random) == 0 { choices.append(.touchOther) }
    if depth < 2 {
      let condition = condition(&random, boolInput: boolInput)
      let body = (0..<Int.random(in: 1...2, using: &random)).map { _ in
        statement(&random, getter: getter, depth: depth + 1)
      }
      let otherwise: [Statement]? =
        Bool.random(using: &random)
        ? [statement(&random, getter: getter, depth: depth + 1)] : nil
      choices.append(.when(condition, body, otherwise))
      choices.append(.when(condition, body, otherwise))
      if boolInput {
        choices.append(
          .ternary(
            .value,
            Bool.random(using: &random) ? statement(&random, getter: getter, depth: 2) : nil,
            Bool.random(using: &random) ? statement(&random, getter: getter, depth: 2) : nil))
      }
    }
    return choices.randomElement(using: &random)!
  }

  /// The setter a helper's closure binding is usually written with, for `getter`.
  static func canonical(_ getter: Getter, _ random: inout SeededGenerator) -> [Statement] {
    let choices: [[Statement]]
    switch getter {
    case .forward:
      choices = [[.assignX(.value)]]
    case .coalesce(let text):
      choices = [
        [.assignX(.value)], [.assignX(text.isEmpty ? .nilIfEmpty : .nilIfEquals(text))],
        [.assignX(.nilIfEquals(text))],
      ]
    case .notNil:
      choices = [
        [.when(.notValue, [.assignX(.none)], nil)],
        [.when(.value, [.when(.xIsNil, [.assignX(.literal("v"))], nil)], [.assignX(.none)])],
        [.ternary(.value, nil, .assignX(.none))],
      ]
    case .equals(let text, _):
      choices = [
        [
          .when(.value, [.assignX(.literal(text))], [.when(.xEquals(text), [.assignX(.none)], nil)])
        ],
        [.assignX(.choose(.value, .literal(text), .choose(.xEquals(text), .none, .current)))],
      ]
    case .forced:
      choices = [
        [.guardOrReturn(.xNotNil), .assignX(.value)], [.when(.xNotNil, [.assignX(.value)], nil)],
      ]
    case .contains:
      choices = [[.when(.value, [.insert], [.remove])]]
    case .entry(let text), .entryDefault(let text):
      choices = [
        [.assignEntry(.value)], [.assignEntry(text.isEmpty ? .nilIfEmpty : .nilIfEquals(text))],
      ]
    case .entryForward:
      choices = [[.assignEntry(.value)]]
    case .selection(let text):
      choices = [
        [.when(.value, [.assignSel(text)], nil)], [.ternary(.value, .assignSel(text), nil)],
      ]
    }
    return choices.randomElement(using: &random)!
  }

  /// `statements` changed in one small way: a literal, a condition, a branch, an extra effect.
  static func mutate(_ statements: [Statement], _ random: inout SeededGenerator, getter: Getter)
    -> [Statement]
  {
    var result = statements
    switch Int.random(in: 0..<5, using: &random) {
    case 0:
      result.append(.touchOther)
    case 1 where result.count > 1:
      result.remove(at: Int.random(in: 0..<result.count, using: &random))
    case 2:
      result[0] = statement(&random, getter: getter)
    case 3:
      result.insert(statement(&random, getter: getter, depth: 2), at: 0)
    default:
      if case .when(let condition, let body, let otherwise) = result[0] {
        result[0] = .when(condition, otherwise ?? [], body.isEmpty ? nil : body)
      } else {
        result.append(statement(&random, getter: getter, depth: 2))
      }
    }
    return result
  }

  static func makeCase(_ random: inout SeededGenerator, onlyForced: Bool = false) -> Case {
    let getters: [Getter] =
      onlyForced
      ? [.forced]
      : [
        .forward, .coalesce(""), .coalesce("d"), .notNil(flipped: false), .notNil(flipped: true),
        .equals("v", flipped: false), .equals("d", flipped: true), .forced, .contains, .entry("d"),
        .entry(""), .entryDefault("d"), .entryForward, .selection("v"),
      ]
    let getter = getters.randomElement(using: &random)!
    var setter: [Statement]
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      setter = canonical(getter, &random)
    case 1:
      setter = mutate(canonical(getter, &random), &random, getter: getter)
    default:
      setter = []
      if case .forced = getter, Bool.random(using: &random) {
        setter.append(.guardOrReturn(.xNotNil))
      }
      for _ in 0..<Int.random(in: 1...2, using: &random) {
        setter.append(statement(&random, getter: getter))
      }
    }
    return Case(
      root: Root.allCases.randomElement(using: &random)!, getter: getter, setter: setter,
      explicitOptional: Int.random(in: 0..<6, using: &random) == 0,
      namedParameter: Bool.random(using: &random))
  }

  // MARK: Rendering

  static func quoted(_ text: String) -> String { "\"\(text)\"" }

  static func render(_ condition: Condition, _ p: String, _ c: Case) -> String {
    let x = c.root.prefix + "x"
    return switch condition {
    case .value: p
    case .notValue: "!\(p)"
    case .xIsNil: "\(x) == nil"
    case .xNotNil: "\(x) != nil"
    case .xEquals(let text): "\(x) == \(quoted(text))"
    case .valueIsEmpty: "\(p).isEmpty"
    }
  }

  static func render(_ stored: Stored, _ p: String, _ c: Case) -> String {
    switch stored {
    case .value: p
    case .none: "nil"
    case .literal(let text): quoted(text)
    case .nilIfEmpty: "\(p).isEmpty ? nil : \(p)"
    case .nilIfEquals(let text): "\(p) == \(quoted(text)) ? nil : \(p)"
    case .choose(let condition, let yes, let no):
      "\(render(condition, p, c)) ? \(render(yes, p, c)) : \(render(no, p, c))"
    case .current: c.root.prefix + "x"
    }
  }

  static func render(_ statement: Statement, _ p: String, _ c: Case) -> String {
    let prefix = c.root.prefix
    switch statement {
    case .assignX(let stored): return "\(prefix)x = \(render(stored, p, c))"
    case .assignSel(let text): return "\(prefix)sel = \(quoted(text))"
    case .assignEntry(let stored): return "\(prefix)d[\"k\"] = \(render(stored, p, c))"
    case .insert: return "\(prefix)tags.insert(\"e\")"
    case .remove: return "\(prefix)tags.remove(\"e\")"
    case .when(let condition, let body, let otherwise):
      var text = "if \(render(condition, p, c)) { "
      text += body.map { render($0, p, c) }.joined(separator: "; ") + " }"
      if let otherwise {
        text += " else { " + otherwise.map { render($0, p, c) }.joined(separator: "; ") + " }"
      }
      return text
    case .guardOrReturn(let condition):
      return "guard \(render(condition, p, c)) else { return }"
    case .ternary(let condition, let yes, let no):
      func branch(_ statement: Statement?) -> String {
        statement.map { "(\(render($0, p, c)))" } ?? "()"
      }
      return "\(render(condition, p, c)) ? \(branch(yes)) : \(branch(no))"
    case .touchOther:
      return "log.append(\"written\")"
    }
  }

  static func render(_ getter: Getter, _ c: Case) -> String {
    let prefix = c.root.prefix
    return switch getter {
    case .forward: "\(prefix)x"
    case .coalesce(let text): "\(prefix)x ?? \(quoted(text))"
    case .notNil(let flipped): flipped ? "nil != \(prefix)x" : "\(prefix)x != nil"
    case .equals(let text, let flipped):
      flipped ? "\(quoted(text)) == \(prefix)x" : "\(prefix)x == \(quoted(text))"
    case .forced: "\(prefix)x!"
    case .contains: "\(prefix)tags.contains(\"e\")"
    case .entry(let text): "\(prefix)d[\"k\"] ?? \(quoted(text))"
    case .entryDefault(let text): "\(prefix)d[\"k\", default: \(quoted(text))]"
    case .entryForward: "\(prefix)d[\"k\"]"
    case .selection(let text): "\(prefix)sel == \(quoted(text))"
    }
  }

  /// The file holding the case's closure binding, inside the view its root belongs in.
  static func source(_ c: Case) -> String {
    let p = c.namedParameter ? "newValue" : "$0"
    let statements = c.setter.map { render($0, p, c) }.joined(separator: "; ")
    let setter = c.namedParameter ? "{ newValue in \(statements) }" : "{ \(statements) }"
    let boolValued: Bool
    switch c.getter {
    case .notNil, .equals, .contains, .selection: boolValued = true
    default: boolValued = false
    }
    let callee = c.explicitOptional ? "Binding<String?>" : "Binding"
    let call = "\(callee)(get: { \(render(c.getter, c)) }, set: \(setter))"
    var control: String
    var forwardsOptional = false
    switch c.getter {
    case .forward, .entryForward: forwardsOptional = true
    default: break
    }
    if c.explicitOptional || forwardsOptional {
      control = "OptionalField(text: \(call))"
    } else {
      control = boolValued ? "Toggle(\"On\", isOn: \(call))" : "TextField(\"Text\", text: \(call))"
    }
    if case .forced = c.getter {
      control = "if \(c.root.prefix)x != nil {\n      \(control)\n    }"
    }
    return """
      import SwiftUI

      final class Model: ObservableObject {
        @Published var x: String?
        @Published var tags: Set<String> = []
        @Published var d: [String: String] = [:]
        @Published var sel = "d"
      }

      @Observable final class Store {
        var x: String?
        var tags: Set<String> = []
        var d: [String: String] = [:]
        var sel = "d"
      }

      struct OptionalField: View {
        @Binding var text: String?
        var body: some View { Text(text ?? "") }
      }

      struct Probe: View {
        \(c.root.declaration)
        @State private var log: [String] = []

        var body: some View {
          \(control)
        }
      }

      """
  }

  // MARK: Evaluating the closures

  /// Reading through the closures traps (a force unwrap of nil).
  struct Trap: Error {}

  static func holds(_ condition: Condition, _ state: State, _ input: Value) -> Bool {
    switch (condition, input) {
    case (.value, .bool(let flag)): return flag
    case (.notValue, .bool(let flag)): return !flag
    case (.xIsNil, _): return state.x == nil
    case (.xNotNil, _): return state.x != nil
    case (.xEquals(let text), _): return state.x == text
    case (.valueIsEmpty, .string(let text)): return (text ?? "").isEmpty
    default: return false
    }
  }

  static func evaluate(_ stored: Stored, _ state: State, _ input: Value) -> String? {
    switch stored {
    case .value:
      if case .string(let text) = input { return text }
      return nil
    case .none: return nil
    case .literal(let text): return text
    case .nilIfEmpty:
      if case .string(let text?) = input { return text.isEmpty ? nil : text }
      return nil
    case .nilIfEquals(let literal):
      if case .string(let text) = input { return text == literal ? nil : text }
      return nil
    case .choose(let condition, let yes, let no):
      return evaluate(holds(condition, state, input) ? yes : no, state, input)
    case .current: return state.x
    }
  }

  /// Whether the setter returned.
  static func run(_ statements: [Statement], _ state: inout State, _ input: Value, _ log: inout Int)
    -> Bool
  {
    for statement in statements {
      if run(statement, &state, input, &log) { return true }
    }
    return false
  }

  static func run(_ statement: Statement, _ state: inout State, _ input: Value, _ log: inout Int)
    -> Bool
  {
    switch statement {
    case .assignX(let stored): state.x = evaluate(stored, state, input)
    case .assignSel(let text): state.sel = text
    case .assignEntry(let stored): state.d["k"] = evaluate(stored, state, input)
    case .insert: state.tags.insert("e")
    case .remove: state.tags.remove("e")
    case .when(let condition, let body, let otherwise):
      if holds(condition, state, input) { return run(body, &state, input, &log) }
      if let otherwise { return run(otherwise, &state, input, &log) }
    case .guardOrReturn(let condition):
      if !holds(condition, state, input) { return true }
    case .ternary(let condition, let yes, let no):
      if let branch = holds(condition, state, input) ? yes : no {
        return run(branch, &state, input, &log)
      }
    case .touchOther:
      log += 1
    }
    return false
  }

  static func read(_ getter: Getter, _ state: State) throws -> Value {
    switch getter {
    case .forward: return .string(state.x)
    case .coalesce(let text): return .string(state.x ?? text)
    case .notNil: return .bool(state.x != nil)
    case .equals(let text, _): return .bool(state.x == text)
    case .forced:
      guard let x = state.x else { throw Trap() }
      return .string(x)
    case .contains: return .bool(state.tags.contains("e"))
    case .entry(let text), .entryDefault(let text): return .string(state.d["k"] ?? text)
    case .entryForward: return .string(state.d["k"])
    case .selection(let text): return .bool(state.sel == text)
    }
  }

  // MARK: The helpers, as documented

  /// A helper the rewrite calls, read back from its text.
  enum Helper {
    case forward
    case withDefault(String)
    case replacingNil(String)
    case isPresent
    case isPresentDefault(String)
    case equals(String)
    case contains
    case entry(String)
    case entryReplacingNil(String)
    case unwrapping
    case keyPath
    case forwardEntry

    /// What the helper reads in `state`; nil for `Binding(unwrapping:)` while nil (it reads the
    /// last value, which any closure read may match).
    func read(_ state: State, requiredSelection: Bool) -> Value? {
      switch self {
      case .forward: .string(state.x)
      case .withDefault(let text), .replacingNil(let text): .string(state.x ?? text)
      case .isPresent, .isPresentDefault: .bool(state.x != nil)
      case .equals(let text): .bool(requiredSelection ? state.sel == text : state.x == text)
      case .contains: .bool(state.tags.contains("e"))
      case .entry(let text), .entryReplacingNil(let text): .string(state.d["k"] ?? text)
      case .unwrapping: state.x.map { .string($0) }
      case .keyPath: nil
      case .forwardEntry: .string(state.d["k"])
      }
    }

    /// The state after writing `input`.
    func write(_ input: Value, _ state: State, requiredSelection: Bool) -> State {
      var next = state
      switch (self, input) {
      case (.forward, .string(let text)): next.x = text
      case (.withDefault, .string(let text)): next.x = text
      case (.replacingNil(let placeholder), .string(let text)):
        next.x = text == placeholder ? nil : text
      case (.isPresent, .bool(let flag)):
        if !flag { next.x = nil }
      case (.isPresentDefault(let fallback), .bool(let flag)):
        if !flag { next.x = nil } else if next.x == nil { next.x = fallback }
      case (.equals(let text), .bool(let flag)):
        if requiredSelection {
          if flag { next.sel = text }
        } else if flag {
          next.x = text
        } else if next.x == text {
          next.x = nil
        }
      case (.contains, .bool(let flag)):
        if flag { next.tags.insert("e") } else { next.tags.remove("e") }
      case (.entry, .string(let text)): next.d["k"] = text
      case (.entryReplacingNil(let placeholder), .string(let text)):
        next.d["k"] = text == placeholder ? nil : text
      case (.unwrapping, .string(let text)):
        if next.x != nil { next.x = text }
      case (.forwardEntry, .string(let text)):
        next.d["k"] = text
      default:
        break
      }
      return next
    }
  }

  /// The helper a replacement calls, and the binding it calls it on, read from its text.
  static func parse(_ replacement: String) -> (Helper, String)? {
    func argument(_ text: Substring) -> String? {
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("\""), trimmed.hasSuffix("\""), trimmed.count >= 2 else {
        return nil
      }
      return String(trimmed.dropFirst().dropLast())
    }
    let patterns: [(String, (Substring) -> Helper?)] = [
      (".withDefault(", { argument($0).map(Helper.withDefault) }),
      (".replacingNil(with: ", { argument($0).map(Helper.replacingNil) }),
      (".isPresent(default: ", { argument($0).map(Helper.isPresentDefault) }),
      (".isPresent(", { $0.isEmpty ? .isPresent : nil }),
      (".equals(", { argument($0).map(Helper.equals) }),
      (".contains(", { argument($0) == "e" ? .contains : nil }),
    ]
    for (marker, make) in patterns {
      guard let range = replacement.range(of: marker), replacement.hasSuffix(")") else {
        continue
      }
      let source = String(replacement[..<range.lowerBound])
      let inner = replacement[range.upperBound..<replacement.index(before: replacement.endIndex)]
      if source.hasSuffix("[\"k\"]"), case .replacingNil(let text)? = make(inner) {
        return (.entryReplacingNil(text), String(source.dropLast(5)))
      }
      return make(inner).map { ($0, source) }
    }
    if let range = replacement.range(of: "[\"k\", default: "), replacement.hasSuffix("]") {
      let inner = replacement[range.upperBound..<replacement.index(before: replacement.endIndex)]
      return argument(inner).map { (.entry($0), String(replacement[..<range.lowerBound])) }
    }
    if replacement.hasSuffix("[\"k\"]") {
      return (.forwardEntry, String(replacement.dropLast(5)))
    }
    return (.forward, replacement)
  }

  /// Why a rewrite is wrong, or nil when it does what the closures did.
  static func problem(_ c: Case, _ finding: Finding, rewritten: String) -> String? {
    guard let replacement = finding.replacement else { return nil }
    var helper: Helper
    var source: String
    var property = "x"
    if finding.rule == .unwrapping {
      // The call became a name bound by `if let name = Binding(unwrapping: source)`.
      guard let range = rewritten.range(of: "= Binding(unwrapping: "),
        let end = rewritten.range(of: ") {", range: range.upperBound..<rewritten.endIndex)
      else { return "no `Binding(unwrapping:)` condition in the rewrite" }
      helper = .unwrapping
      source = String(rewritten[range.upperBound..<end.lowerBound])
    } else {
      guard let parsed = parse(replacement) else { return "unreadable replacement" }
      (helper, source) = parsed
    }
    var readsSelection = false
    if case .selection = c.getter { readsSelection = true }
    switch helper {
    case .contains: property = "tags"
    case .entry, .entryReplacingNil, .forwardEntry: property = "d"
    case .equals where readsSelection: property = "sel"
    default: break
    }
    guard let expected = c.root.binding(property) else {
      return "rewrote through a root that has no binding: \(replacement)"
    }
    guard source == expected else {
      return "called the helper on `\(source)`, not `\(expected)`"
    }
    if c.explicitOptional {
      switch helper {
      case .withDefault, .replacingNil, .entry, .entryReplacingNil:
        return "changed a `Binding<String?>` into a binding to the unwrapped value"
      default:
        break
      }
    }
    let requiredSelection = property == "sel"
    let boolInput: Bool
    switch helper {
    case .isPresent, .isPresentDefault, .equals, .contains: boolInput = true
    default: boolInput = false
    }
    let inputs: [Value] =
      boolInput
      ? [.bool(true), .bool(false)]
      : {
        switch helper {
        case .forward, .forwardEntry: return optionalStrings.map { .string($0) }
        default: break
        }
        return strings.map { .string($0) }
      }()
    for state in states {
      let closureRead = try? read(c.getter, state)
      if let expected = helper.read(state, requiredSelection: requiredSelection) {
        if closureRead != expected {
          return
            "reading in \(state) gives \(String(describing: closureRead)), the helper \(expected)"
        }
      } else if case .unwrapping = helper, closureRead != nil {
        return "the closures read a value while nil, which `Binding(unwrapping:)` does not"
      }
      for input in inputs {
        var closureState = state
        var log = 0
        _ = run(c.setter, &closureState, input, &log)
        if log > 0 { return "the setter has a side effect" }
        let helperState = helper.write(input, state, requiredSelection: requiredSelection)
        if closureState != helperState {
          return
            "writing \(input) in \(state): closures leave \(closureState), the helper \(helperState)"
        }
      }
    }
    return nil
  }

  @Test("random closure bindings: every rewrite does what the closures did")
  func noWrongRewrite() throws {
    var random = SeededGenerator(seed: Self.seed)
    var rewrites = 0
    var refusals = 0
    var byRule: [Rule: Int] = [:]
    for number in 0..<Self.count {
      let c = Self.makeCase(&random)
      let source = Self.source(c)
      let (findings, rewritten) = try Support.migrate(source)
      let closures = findings.filter(\.isClosureBinding)
      try #require(closures.count == 1, "case \(number): \(findings)\n\(source)")
      let finding = closures[0]
      if finding.isRewritable {
        rewrites += 1
        byRule[finding.rule, default: 0] += 1
        if let problem = Self.problem(c, finding, rewritten: rewritten) {
          let message =
            "case \(number) (seed \(Self.seed)): wrong rewrite `\(finding.replacement ?? "")`: "
            + "\(problem)\n\(source)"
          Issue.record(Comment(rawValue: message))
        }
      } else {
        refusals += 1
        #expect(rewritten == source, "case \(number): a refusal changed the file")
        #expect(finding.reason?.contains("\n") == false)
      }
    }
    print(
      "Rewrite property test (seed \(Self.seed)): \(Self.count) closure bindings, \(rewrites) "
        + "rewritten, \(refusals) left alone; by rule: "
        + byRule.sorted { $0.key.rawValue < $1.key.rawValue }
        .map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", "))
    // The generator must reach every helper, or the test proves little.
    #expect(rewrites >= Self.count / 10)
    for rule in [
      Rule.forwarding, .withDefault, .replacingNil, .isPresent, .isPresentWithDefault,
      .dictionaryEntry, .setMembership, .selection, .unwrapping,
    ] {
      #expect(byRule[rule, default: 0] > 0, "no \(rule.rawValue) rewrite was generated")
    }
  }

  /// Why a crash fix is wrong, or nil when it does what the closures did wherever they neither
  /// trap nor write a ghost value: reading while `x` is nil, the closures must trap (the fix
  /// reads the last value); writing while `x` is nil, they may store the value (the fix drops
  /// it) or leave it; everywhere else they must read and store what the fix does.
  static func crashFixProblem(_ c: Case, _ finding: Finding, rewritten: String) -> String? {
    guard finding.crashFix?.isApplied == true else { return nil }
    guard finding.rule == .unwrapping, finding.crashFix?.kind == .forceUnwrap else {
      return "a crash fix under \(finding.rule.rawValue)"
    }
    guard let range = rewritten.range(of: "= Binding(unwrapping: "),
      let end = rewritten.range(of: ") {", range: range.upperBound..<rewritten.endIndex)
    else { return "no `Binding(unwrapping:)` condition in the crash fix" }
    let source = String(rewritten[range.upperBound..<end.lowerBound])
    guard let expected = c.root.binding("x") else {
      return "fixed through a root that has no binding"
    }
    guard source == expected else { return "called the fix on `\(source)`, not `\(expected)`" }
    if c.explicitOptional { return "changed a `Binding<String?>` into a binding to the value" }
    for state in states {
      let closureRead = try? read(c.getter, state)
      if let x = state.x {
        if closureRead != .string(x) {
          return "reading in \(state) gives \(String(describing: closureRead))"
        }
      } else if closureRead != nil {
        return "the closures read a value while nil, which the fix does not"
      }
      for input in strings.map({ Value.string($0) }) {
        var closureState = state
        var log = 0
        _ = run(c.setter, &closureState, input, &log)
        if log > 0 { return "the setter has a side effect" }
        let fixState = Helper.unwrapping.write(input, state, requiredSelection: false)
        var ghost = state
        if case .string(let text) = input { ghost.x = text }
        let allowed = state.x == nil ? [fixState, ghost] : [fixState]
        if !allowed.contains(closureState) {
          return "writing \(input) in \(state): closures leave \(closureState), the fix \(fixState)"
        }
      }
    }
    return nil
  }

  @Test(
    "random force-unwrapping closure bindings, with crash fixes: each crash fix differs from the closures only where they trap or write a ghost value"
  )
  func noWrongCrashFix() throws {
    var random = SeededGenerator(seed: Self.seed)
    var crashFixes = 0
    for number in 0..<Self.count {
      let c = Self.makeCase(&random, onlyForced: true)
      let source = Self.source(c)
      let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
      let closures = findings.filter(\.isClosureBinding)
      try #require(closures.count == 1, "case \(number): \(findings)\n\(source)")
      let finding = closures[0]
      if finding.isRewritable {
        #expect(finding.crashFix == nil, "case \(number): a rewrite with a crash fix")
        if let problem = Self.problem(c, finding, rewritten: rewritten) {
          Issue.record(Comment(rawValue: "case \(number): wrong rewrite: \(problem)\n\(source)"))
        }
      } else if finding.crashFix?.isApplied == true {
        crashFixes += 1
        if let problem = Self.crashFixProblem(c, finding, rewritten: rewritten) {
          let message =
            "case \(number) (seed \(Self.seed)): wrong crash fix: \(problem)\n\(source)\n"
            + rewritten
          Issue.record(Comment(rawValue: message))
        }
      } else {
        #expect(rewritten == source, "case \(number): a refusal changed the file")
      }
    }
    print(
      "Crash fix property test (seed \(Self.seed)): \(Self.count) force-unwrapping closure "
        + "bindings, \(crashFixes) crash fixes applied")
    #expect(crashFixes >= Self.count / 100, "too few crash fixes were generated")
  }
}

/// A small, fast, seeded generator (SplitMix64), so a failing property test reproduces from its
/// seed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
