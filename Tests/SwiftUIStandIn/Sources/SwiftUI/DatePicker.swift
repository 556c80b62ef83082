// Signatures: Apple SwiftUI documentation, iOS 27.2 SDK era, read 2026-11-29: `DatePicker`
// (available iOS 13, macOS 10.15, watchOS 10, visionOS 1; not tvOS),
// `init(selection:displayedComponents:label:)`, `DatePicker.Components`
// (`typealias Components = DatePickerComponents`), `DatePickerComponents.date`. The
// `DatePickerComponents` declaration (`OptionSet, Sendable`, `rawValue: UInt`) is as the Xcode 27
// interface prints it in a public build log; `hourAndMinute` is declared like `date`. The title
// initializers without a range were not surfaced (only the `LocalizedStringResource` one, iOS 16);
// declared in SwiftUI's long-standing shape.

import Foundation

/// The date components that a date picker shows.
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct DatePickerComponents: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt

  /// Creates components from a raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Displays hour and minute components based on the locale.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)

  /// Displays day, month, and year based on the locale.
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A control for selecting an absolute date.
///
/// The stand-in keeps the binding so that a test can pick a date by writing through it.
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
nonisolated public struct DatePicker<Label: View>: View {
  /// The date components a date picker shows.
  public typealias Components = DatePickerComponents

  let selection: Binding<Date>
  let displayedComponents: Components
  let label: Label

  /// Creates an instance that selects a `Date` with an unbounded range.
  ///
  /// - Parameters:
  ///   - selection: The date value being displayed and selected.
  ///   - displayedComponents: The date components that user is able to view and edit.
  ///   - label: A view that describes the use of the date.
  nonisolated public init(
    selection: Binding<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
    @ContentBuilder label: () -> Label
  ) {
    self.selection = selection
    self.displayedComponents = displayedComponents
    self.label = label()
  }

  /// The body of a primitive view, which has none.
  ///
  /// SwiftUI renders a primitive view directly; the stand-in's inspector reads its stored
  /// properties. Evaluating it stops the program.
  public var body: Never { primitiveViewBody(Self.self) }
}

@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension DatePicker where Label == Text {
  /// Creates an instance that selects a `Date` with an unbounded range.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized title of `self`.
  ///   - selection: The date value being displayed and selected.
  ///   - displayedComponents: The date components that user is able to view and edit.
  nonisolated public init(
    _ titleKey: LocalizedStringKey,
    selection: Binding<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
}
