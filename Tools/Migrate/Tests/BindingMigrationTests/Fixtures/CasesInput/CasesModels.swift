// swift-format-ignore-file
// Fixture for `cases`: optional enums kept by models (an ObservableObject's @Published, an
// @Observable class's stored property), a public enum, a generic one and a raw-value one, and an
// enum that already has one of its properties and the conformance (the tool adds the other and
// the case bindings, whose conformance refines the one there). A raw-value enum, whose cases have
// no values, gets no case bindings.
import Observation
import SwiftUI

public enum CasesRoute: Hashable, Sendable {
  case detail(id: Int)
  case search(String)
}

enum CasesPicked<Value> {
  case one(Value)
  case none
}

enum CasesTab: String {
  case inbox
  case archive
}

enum CasesPartly {
  case first(Int)
  case second
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
