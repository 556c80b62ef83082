import OptionalBindingsExamplesUI
import SwiftUI

#if os(macOS)
  import AppKit
#endif

/// The example app: one window with the list of examples.
@main
struct OptionalBindingsExamplesApp: App {
  #if os(macOS)
    @NSApplicationDelegateAdaptor(TerminalLaunch.self) private var terminalLaunch
  #endif

  var body: some Scene {
    WindowGroup {
      ExamplesView()
    }
  }
}

#if os(macOS)
  /// Brings the app to the front when `swift run` starts it: launched from a terminal as a bare
  /// executable rather than from an app bundle, it would otherwise stay behind the terminal,
  /// without a Dock icon or keyboard focus.
  final class TerminalLaunch: NSObject, NSApplicationDelegate {
    func applicationDidFinishLaunching(_ notification: Notification) {
      NSApplication.shared.setActivationPolicy(.regular)
      NSApplication.shared.activate()
    }
  }
#endif
