// swift-format-ignore-file
// Fixture for `cases`: optional enums kept by models (an ObservableObject's @Published, an
// @Observable class's stored property), a public enum, a generic one and a raw-value one, and an
// enum that already has one of its properties and the conformance (the tool adds the other and
// the case bindings, whose conformance refines the one there). A raw-value enum, whose cases have
// no values, gets no case bindings.
import Observation
import SwiftUI
import OptionalBindings

public enum CasesRoute: Hashable, Sendable {
  case detail(id: Int)
  case search(String)
}

extension CasesRoute: SwitchableCases {
  public var detail: Int? {
    get { if case .detail(let id) = self { id } else { nil } }
    set { if case .detail = self, let newValue { self = .detail(id: newValue) } }
  }

  public var search: String? {
    get { if case .search(let string) = self { string } else { nil } }
    set { if case .search = self, let newValue { self = .search(newValue) } }
  }

  public enum CaseBindings {
    case detail(id: Binding<Int>)
    case search(Binding<String>)
  }

  public static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
    switch binding.wrappedValue {
    case .detail(let id):
      return .detail(id: binding.unwrappingCase(\.detail, remembering: id))
    case .search(let string):
      return .search(binding.unwrappingCase(\.search, remembering: string))
    }
  }
}

enum CasesPicked<Value> {
  case one(Value)
  case none
}

extension CasesPicked: SwitchableCases {
  var one: Value? {
    get { if case .one(let value) = self { value } else { nil } }
    set { if case .one = self, let newValue { self = .one(newValue) } }
  }

  var none: Void? {
    get { if case .none = self { () } else { nil } }
    set { if case .none = self, newValue != nil { self = .none } }
  }

  enum CaseBindings {
    case one(Binding<Value>)
    case none
  }

  static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
    switch binding.wrappedValue {
    case .one(let value):
      return .one(binding.unwrappingCase(\.one, remembering: value))
    case .none:
      return .none
    }
  }
}

enum CasesTab: String {
  case inbox
  case archive
}

extension CasesTab: BindableCases {
  var inbox: Void? {
    get { if case .inbox = self { () } else { nil } }
    set { if case .inbox = self, newValue != nil { self = .inbox } }
  }

  var archive: Void? {
    get { if case .archive = self { () } else { nil } }
    set { if case .archive = self, newValue != nil { self = .archive } }
  }
}

enum CasesPartly {
  case first(Int)
  case second
}

extension CasesPartly: SwitchableCases {
  var second: Void? {
    get { if case .second = self { () } else { nil } }
    set { if case .second = self, newValue != nil { self = .second } }
  }

  enum CaseBindings {
    case first(Binding<Int>)
    case second
  }

  static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
    switch binding.wrappedValue {
    case .first(let int):
      return .first(binding.unwrappingCase(\.first, remembering: int))
    case .second:
      return .second
    }
  }
}

extension CasesPartly: BindableCases {
  var first: Int? {
    get { if case .first(let int) = self { int } else { nil } }
    set { if case .first = self, let newValue { self = .first(newValue) } }
  }
}

final class CasesRouter: ObservableObject {
  @Published var route: CasesRoute?
  @Published var picked: CasesPicked<String>?
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable final class CasesModel {
  var tab: CasesTab?
  var partly: CasesPartly?
  @ObservationIgnored var ignored: CasesIgnored?
}

struct CasesRouterView: View {
  @ObservedObject var router: CasesRouter

  var body: some View {
    Text("Router")
      .sheet(isPresented: $router.route.search.isPresent()) { Text("Search") }
      .sheet(isPresented: $router.picked.none.isPresent()) { Text("None") }
  }

  /// The generic enum's case, typed.
  @MainActor var picked: Binding<String?> { $router.picked.one }
  /// The public enum's labelled case.
  @MainActor var detail: Binding<Int?> { $router.route.detail }

  /// The generic enum's cases, switched over.
  @MainActor var pickedTitle: String {
    guard let picked = Binding(unwrapping: $router.picked) else { return "" }
    switch picked.cases {
    case .one(let $value): return $value.wrappedValue
    case .none: return "none"
    }
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct CasesModelView: View {
  @Bindable var model: CasesModel

  var body: some View {
    Text("Model")
      .sheet(isPresented: $model.tab.archive.isPresent()) { Text("Archive") }
      .sheet(isPresented: $model.partly.second.isPresent()) { Text("Second") }
  }

  /// The property that was already there.
  @MainActor var first: Binding<Int?> { $model.partly.first }

  /// The enum that had the conformance, switched over through the model.
  @MainActor var partlyCount: Binding<Int>? {
    guard let partly = Binding(unwrapping: $model.partly) else { return nil }
    switch partly.cases {
    case .first(let $count): return $count
    case .second: return nil
    }
  }
}

/// Kept only in an ignored property: no case properties.
enum CasesIgnored {
  case some(Int)
}
