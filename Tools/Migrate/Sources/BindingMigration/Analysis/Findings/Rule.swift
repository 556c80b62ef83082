/// What a finding is about: a helper a closure binding can become, or a pattern the tool reports
/// without rewriting.
///
/// The raw value is the name printed in brackets at the end of a diagnostic line and used in the
/// JSON output; it never changes once released.
public enum Rule: String, Sendable, CaseIterable, Codable {
  /// `get: { x }, set: { x = $0 }`, which is `$x` itself.
  case forwarding
  /// `x ?? d` read, `x = $0` written: `$x.withDefault(d)`.
  case withDefault = "with-default"
  /// `x ?? p` read, `p` written as nil: `$x.replacingNil(with: p)`.
  case replacingNil = "replacing-nil"
  /// `x != nil` read, `false` written as nil: `$x.isPresent()`.
  case isPresent = "is-present"
  /// As ``isPresent``, with `true` storing a default while nil: `$x.isPresent(default: d)`.
  case isPresentWithDefault = "is-present-default"
  /// `dict[key] ?? d` read, `dict[key] = $0` written: `$dict[key, default: d]`.
  case dictionaryEntry = "dictionary-entry"
  /// `set.contains(e)` read, insert or remove written: `$set.contains(e)`.
  case setMembership = "set-membership"
  /// `sel == v` read, `v` or "clear if still `v`" written: `$sel.equals(v)`.
  case selection
  /// A force-unwrapping closure binding under `if x != nil`: `Binding(unwrapping: $x)`.
  case unwrapping
  /// `!x` read, `x = !$0` written: `$x.negated()`.
  case negation
  /// A closure binding that no helper matches.
  case closureBinding = "closure-binding"
  /// SwiftUI's `Binding(_:)`, which traps when read after its source becomes nil.
  case forceUnwrappingInitializer = "force-unwrapping-init"
  /// An optional binding merged with the view's own state, which `@StateUnlessBound` replaces.
  case stateUnlessBound = "state-unless-bound"
  /// An array element found by id inside a closure binding, which `$array[id:]` replaces.
  case identifiedElement = "identified-element"
  /// `ForEach($items)` or `List($items)`, whose rows are bound by index and trap after a delete;
  /// its crash fix binds them by id.
  case indexRows = "index-rows"
  /// A helper the app declares on `Binding` whose closures do what a package helper does:
  /// reported with its calls, which `fix` rewrites when every one can be.
  case appHelper = "app-helper"
}
