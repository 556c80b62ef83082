#if !canImport(SwiftUI)
  import Foundation
  import Observation
  import OptionalBindings

  /// The form model from the articles that started the package: a person whose fields may be
  /// missing, because not every person has a last name, a nickname or a death date.
  @Observable
  final class Person {
    var firstName: String
    var lastName: String?
    var nickname: String?
    var deathDate: Date?

    init(
      firstName: String, lastName: String? = nil, nickname: String? = nil, deathDate: Date? = nil
    ) {
      self.firstName = firstName
      self.lastName = lastName
      self.nickname = nickname
      self.deathDate = deathDate
    }
  }

  extension Person: CustomStringConvertible {
    var description: String {
      "Person(firstName: \(quoted(firstName)), lastName: \(quoted(lastName)), "
        + "nickname: \(quoted(nickname)), deathDate: \(day(deathDate)))"
    }
  }

  /// What a screen presents: one case at a time.
  enum Destination: Hashable, Sendable, BindableCases {
    case edit(String)
    case share(String)
    case settings

    var edit: String? {
      get { if case .edit(let title) = self { title } else { nil } }
      set { if case .edit = self, let newValue { self = .edit(newValue) } }
    }
    var share: String? {
      get { if case .share(let link) = self { link } else { nil } }
      set { if case .share = self, let newValue { self = .share(newValue) } }
    }
    var settings: Void? {
      get { if case .settings = self { () } else { nil } }
      set { if case .settings = self, newValue != nil { self = .settings } }
    }
  }

  /// A product's stock: one case at a time, each with its own value, switched over through a
  /// binding (what `optionalbindings-migrate cases fix` writes for it follows).
  enum Stock: Hashable, Sendable {
    case inStock(quantity: Int)
    case outOfStock(isOnBackOrder: Bool)
  }

  extension Stock: SwitchableCases {
    var inStock: Int? {
      get { if case .inStock(let quantity) = self { quantity } else { nil } }
      set { if case .inStock = self, let newValue { self = .inStock(quantity: newValue) } }
    }
    var outOfStock: Bool? {
      get { if case .outOfStock(let isOnBackOrder) = self { isOnBackOrder } else { nil } }
      set {
        if case .outOfStock = self, let newValue { self = .outOfStock(isOnBackOrder: newValue) }
      }
    }

    enum CaseBindings {
      case inStock(quantity: Binding<Int>)
      case outOfStock(isOnBackOrder: Binding<Bool>)
    }

    static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
      switch binding.wrappedValue {
      case .inStock(let quantity):
        return .inStock(quantity: binding.unwrappingCase(\.inStock, remembering: quantity))
      case .outOfStock(let isOnBackOrder):
        return .outOfStock(
          isOnBackOrder: binding.unwrappingCase(\.outOfStock, remembering: isOnBackOrder))
      }
    }
  }

  /// A product whose stock a form edits.
  @Observable
  final class Product: CustomStringConvertible {
    var stock: Stock

    init(stock: Stock) { self.stock = stock }

    var description: String { "Product(stock: \(stock))" }
  }

  /// A screen's state: what it presents, and two display settings.
  @Observable
  final class Screen: CustomStringConvertible {
    struct Settings: Hashable {
      var hidesAdvanced = true
      var fontSize = 12
    }

    var destination: Destination?
    var settings = Settings()

    var description: String {
      let presented: String
      switch destination {
      case .edit(let title): presented = ".edit(\(quoted(title)))"
      case .share(let link): presented = ".share(\(quoted(link)))"
      case .settings: presented = ".settings"
      case nil: presented = "nil"
      }
      return "Screen(destination: \(presented), hidesAdvanced: \(settings.hidesAdvanced), "
        + "fontSize: \(settings.fontSize))"
    }
  }

  /// A string in quotes, or `nil`, so an empty string and a missing one look different.
  func quoted(_ text: String?) -> String {
    text.map { "\"\($0)\"" } ?? "nil"
  }

  /// A date as a calendar day in UTC, or `nil`; deterministic on every machine.
  func day(_ date: Date?) -> String {
    guard let date else { return "nil" }
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate]
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: date)
  }

  /// A fixed day, so the walkthrough prints the same thing every time.
  func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
    var components = DateComponents()
    (components.year, components.month, components.day) = (year, month, day)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
  }
#endif
