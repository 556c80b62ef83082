#if canImport(SwiftUI)
  import Foundation
  import SwiftUI

  /// A date picker for an optional date, with buttons that add and remove the date.
  ///
  /// Use it for a date that may not exist, such as a death date or a deadline. While the date is
  /// nil it shows an add button, which stores the default; while there is one, the date picker and
  /// a remove button, which stores nil. After the date is removed, a binding the picker still holds
  /// reads an earlier date and drops writes: nothing traps, and the date does not come back
  /// (``OptionalField`` says which date).
  ///
  /// ```swift
  /// OptionalDatePicker(
  ///   "Death date", selection: $person.deathDate, default: .now, displayedComponents: .date)
  /// ```
  ///
  /// Available where `DatePicker` is: not on tvOS, and on watchOS from watchOS 10.
  @available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
  @available(tvOS, unavailable)
  public struct OptionalDatePicker<Label: View>: View {
    private let field: OptionalControl<Date, Label, DatePicker<Label>>

    /// The add button while the date is nil; the date picker and the remove button otherwise.
    public var body: some View { field }

    /// Creates a date picker for an optional date, with a custom label.
    ///
    /// ```swift
    /// OptionalDatePicker(selection: $task.deadline, default: .now) {
    ///   Label("Deadline", systemImage: "calendar")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The optional date; nil shows the add button.
    ///   - defaultDate: The date the add button stores.
    ///   - displayedComponents: The date components the picker shows.
    ///   - label: A view that describes the date; the buttons show it after "Add" and "Remove".
    public init(
      selection: Binding<Date?>, default defaultDate: Date,
      displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
      @ViewBuilder label: () -> Label
    ) {
      field = OptionalControl(selection, default: defaultDate, label: label()) {
        DatePicker(selection: $0, displayedComponents: displayedComponents, label: $1)
      }
    }
  }

  @available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
  @available(tvOS, unavailable)
  extension OptionalDatePicker where Label == Text {
    /// Creates a date picker for an optional date, with a localized title.
    ///
    /// ```swift
    /// OptionalDatePicker("Death date", selection: $person.deathDate, default: .now)
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The key for the picker's title; the buttons read "Add <title>" and
    ///     "Remove <title>".
    ///   - selection: The optional date; nil shows the add button.
    ///   - defaultDate: The date the add button stores.
    ///   - displayedComponents: The date components the picker shows.
    public init(
      _ titleKey: LocalizedStringKey, selection: Binding<Date?>, default defaultDate: Date,
      displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
      field = OptionalControl(selection, default: defaultDate, title: Text(titleKey)) {
        DatePicker(selection: $0, displayedComponents: displayedComponents, label: $1)
      }
    }

    /// Creates a date picker for an optional date, with a title shown without localization.
    ///
    /// ```swift
    /// OptionalDatePicker(milestone.name, selection: $milestone.date, default: .now)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The picker's title, shown as it is; the buttons read "Add <title>" and
    ///     "Remove <title>".
    ///   - selection: The optional date; nil shows the add button.
    ///   - defaultDate: The date the add button stores.
    ///   - displayedComponents: The date components the picker shows.
    @_disfavoredOverload  // `("Title", …)`, a literal, reaches the `LocalizedStringKey` init
    public init<Title: StringProtocol>(
      _ title: Title, selection: Binding<Date?>, default defaultDate: Date,
      displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
      field = OptionalControl(selection, default: defaultDate, title: Text(title)) {
        DatePicker(selection: $0, displayedComponents: displayedComponents, label: $1)
      }
    }
  }
#endif
