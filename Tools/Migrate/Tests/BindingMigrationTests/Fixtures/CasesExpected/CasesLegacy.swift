// swift-format-ignore-file
// Fixture for `cases`: an enum marked with `CaseBindable`, the package's name for the marker
// before it became `BindableCases` (swift-navigation 2.10 declares a `CaseBindable` of its own),
// as an earlier `cases fix` wrote it. This file imports no swift-navigation module, so the name
// is the package's: the tool renames it, to `SwitchableCases` since it writes the case bindings.
import Foundation
import OptionalBindings
import SwiftUI

enum CasesLegacySheet {
  case share(URL)
  case about
}

extension CasesLegacySheet {
  enum CaseBindings {
    case share(Binding<URL>)
    case about
  }

  static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
    switch binding.wrappedValue {
    case .share(let url):
      return .share(binding.unwrappingCase(\.share, remembering: url))
    case .about:
      return .about
    }
  }
}

extension CasesLegacySheet: SwitchableCases {
  var share: URL? {
    get { if case .share(let url) = self { url } else { nil } }
    set { if case .share = self, let newValue { self = .share(newValue) } }
  }

  var about: Void? {
    get { if case .about = self { () } else { nil } }
    set { if case .about = self, newValue != nil { self = .about } }
  }
}

struct CasesLegacyView: View {
  @State private var sheet: CasesLegacySheet?

  var body: some View {
    Text("Legacy")
      .sheet(isPresented: $sheet.about.isPresent()) { Text("About") }
  }
}

extension CasesLegacyView {
  /// The renamed enum's cases, switched over.
  @MainActor func sheetBindings(_ sheet: Binding<CasesLegacySheet>) -> [Any] {
    switch sheet.cases {
    case .share(let $url):
      let url: Binding<URL> = $url
      return [url]
    case .about:
      return []
    }
  }
}
