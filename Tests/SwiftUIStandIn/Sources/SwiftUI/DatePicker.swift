// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// `DatePickerComponents` is declared as the iOS 26.2 SDK interface declares it (`OptionSet`,
// `rawValue: UInt`). The `LocalizedStringKey` title initializer has no page of its own (the page
// of that name is the iOS 16 `LocalizedStringResource` group).

import Foundation

// Apple: https://developer.apple.com/documentation/swiftui/datepickercomponents — iOS 13.0, macOS 10.15, tvOS unavailable, watchOS 10.0, visionOS 1.0
/// The date components that a date picker shows.
@available(iOS 13.0, macOS 10.15, watchOS 10.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public struct DatePickerComponents: OptionSet, Sendable {
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS unavailable, watchOS 10.0, visionOS 1.0
  /// The raw value.
  @available(iOS 13.0, macOS 10.15, watchOS 10.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  public let rawValue: UInt

  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS unavailable, watchOS 10.0, visionOS 1.0
  /// Creates components from a raw value.
  ///
  /// - Parameter rawValue: The raw value.
  @available(iOS 13.0, macOS 10.15, watchOS 10.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  // Apple: https://developer.apple.com/documentation/swiftui/datepickercomponents/hourandminute — iOS 13.0, macOS 10.15, tvOS unavailable, watchOS 10.0, visionOS 1.0
  /// Displays hour and minute components based on the locale.
  @available(iOS 13.0, macOS 10.15, watchOS 10.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)

  // Apple: https://developer.apple.com/documentation/swiftui/datepickercomponents/date — iOS 13.0, macOS 10.15, tvOS unavailable, watchOS 10.0, visionOS 1.0
  /// Displays day, month, and year based on the locale.
  @available(iOS 13.0, macOS 10.15, watchOS 10.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

// Apple: https://developer.apple.com/documentation/swiftui/datepicker — iOS 13.0, macOS 10.15, tvOS unavailable, watchOS 10.0, visionOS 1.0
/// A control for selecting an absolute date.
///
/// The stand-in keeps the binding so that a test can pick a date by writing through it.
@available(iOS 13.0, macOS 10.15, watchOS 10.0, visionOS 1.0, *)
@available(tvOS, unavailable)
nonisolated public struct DatePicker<Label: View>: View {
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS unavailable, watchOS 10.0, visionOS 1.0
  /// The date components a date picker shows.
  @available(iOS 13.0, macOS 10.15, watchOS 10.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  public typealias Components = DatePickerComponents

  let selection: Binding<Date>
  let displayedComponents: Components
  let label: Label

  // Apple: https://developer.apple.com/documentation/swiftui/datepicker/init(selection:displayedcomponents:label:) — iOS 13.0, macOS 10.15, tvOS unavailable, watchOS 10.0, visionOS 1.0
  /// Creates an instance that selects a `Date` with an unbounded range.
  ///
  /// - Parameters:
  ///   - selection: The date value being displayed and selected.
  ///   - displayedComponents: The date components that user is able to view and edit.
  ///   - label: A view that describes the use of the date.
  @available(iOS 13.0, macOS 10.15, watchOS 10.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  nonisolated public init(
    selection: Binding<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
    @ContentBuilder label: () -> Label
  ) {
    self.selection = selection
    self.displayedComponents = displayedComponents
    self.label = label()
  }

  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS unavailable, watchOS 10.0, visionOS 1.0
  /// The content and behavior of the view.
  ///
  /// SwiftUI builds this control from its style; the stand-in's inspector reads its stored
  /// properties instead, and evaluating the body stops the program.
  @available(iOS 13.0, macOS 10.15, watchOS 10.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @MainActor
  @preconcurrency
  public var body: some View { primitiveViewBody(Self.self) }
}

@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension DatePicker where Label == Text {
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS unavailable, watchOS 10.0, visionOS 1.0
  /// Creates an instance that selects a `Date` with an unbounded range.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized title of `self`.
  ///   - selection: The date value being displayed and selected.
  ///   - displayedComponents: The date components that user is able to view and edit.
  @available(iOS 13.0, macOS 10.15, watchOS 10.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  nonisolated public init(
    _ titleKey: LocalizedStringKey,
    selection: Binding<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
}
