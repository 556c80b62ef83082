#if canImport(SwiftUI)
  import Foundation
  import SwiftUI

  /// A date picker for an optional date, with buttons that add and remove the date.
  ///
  /// Use it for a date that may not exist, such as a death date or a deadline. While the date is
  /// nil it shows an add button; while there is one, the date picker and a remove button.
  ///
  /// ```swift
  /// OptionalDatePicker(
  ///   "Death date", selection: $person.deathDate, default: .now, displayedComponents: .date)
  /// ```
  ///
  /// Reading nil shows the add button, which stores the default; the remove button writes nil.
  /// After removal, a binding the picker still holds reads the date the source had when it
  /// was made, in the body evaluation that built it (an earlier one than the last if SwiftUI kept
  /// the binding as unchanged), and drops writes.
  ///
  /// Available where `DatePicker` is: not on tvOS, and on watchOS from watchOS 10.
  @available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
  @available(tvOS, unavailable)
  public struct OptionalDatePicker<Label: View>: View {
    private let selection: Binding<Date?>
    private let defaultDate: Date
    private let displayedComponents: DatePickerComponents
    private let title: Text?
    private let label: Label

    /// Creates a date picker for an optional date, with a custom label.
    ///
    /// ```swift
    /// OptionalDatePicker(selection: $task.deadline, default: .now) {
    ///   Label("Deadline", systemImage: "calendar")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The optional date. Reading nil shows the add button; the add button writes
    ///     `defaultDate` and the remove button writes nil.
    ///   - defaultDate: The date the add button stores.
    ///   - displayedComponents: The date components the picker shows.
    ///   - label: A view that describes the date; the buttons show it after "Add" and "Remove".
    public init(
      selection: Binding<Date?>,
      default defaultDate: Date,
      displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
      @ViewBuilder label: () -> Label
    ) {
      self.init(
        selection: selection, defaultDate: defaultDate,
        displayedComponents: displayedComponents, title: nil, label: label())
    }

    private init(
      selection: Binding<Date?>,
      defaultDate: Date,
      displayedComponents: DatePickerComponents,
      title: Text?,
      label: Label
    ) {
      self.selection = selection
      self.defaultDate = defaultDate
      self.displayedComponents = displayedComponents
      self.title = title
      self.label = label
    }

    /// The add button while the date is nil; the date picker and the remove button otherwise.
    public var body: some View {
      OptionalField(value: selection, default: defaultDate) { date in
        DatePicker(selection: date, displayedComponents: displayedComponents) { label }
      } addLabel: {
        FieldActionLabel(.add, title: title, fieldLabel: label)
      } removeLabel: {
        FieldActionLabel(.remove, title: title, fieldLabel: label)
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
    ///   - titleKey: The key for the picker's localized title; the buttons read "Add <title>" and
    ///     "Remove <title>".
    ///   - selection: The optional date. Reading nil shows the add button; the add button writes
    ///     `defaultDate` and the remove button writes nil.
    ///   - defaultDate: The date the add button stores.
    ///   - displayedComponents: The date components the picker shows.
    public init(
      _ titleKey: LocalizedStringKey,
      selection: Binding<Date?>,
      default defaultDate: Date,
      displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
      let title = Text(titleKey)
      self.init(
        selection: selection, defaultDate: defaultDate,
        displayedComponents: displayedComponents, title: title, label: title)
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
    ///   - selection: The optional date. Reading nil shows the add button; the add button writes
    ///     `defaultDate` and the remove button writes nil.
    ///   - defaultDate: The date the add button stores.
    ///   - displayedComponents: The date components the picker shows.
    @_disfavoredOverload
    public init<Title: StringProtocol>(
      _ title: Title,
      selection: Binding<Date?>,
      default defaultDate: Date,
      displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
      let title = Text(title)
      self.init(
        selection: selection, defaultDate: defaultDate,
        displayedComponents: displayedComponents, title: title, label: title)
    }
  }
#endif
