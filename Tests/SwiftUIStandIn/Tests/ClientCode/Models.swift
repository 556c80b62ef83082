// Client code as a SwiftUI user writes it, after the seed articles: an `@Observable` model, views
// that take it with `@Bindable`, `@State` in a parent, `@Binding` in a child, and the package's
// helpers. This target exists so that a gap between the stand-in and SwiftUI that such code would
// hit (as `@Bindable var person: Person` built as `PersonForm(person: person)` once did) fails
// the build here. Nothing in it imports the stand-in's inspector SPI except the tests.

import Foundation
import Observation

/// The seeds' person: optional fields edited in a form.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
final class Person {
  var firstName: String
  var lastName: String?
  var nickname: String?
  var isSubscribed: Bool?
  var tags: Set<String> = []

  init(firstName: String, lastName: String? = nil, nickname: String? = nil) {
    self.firstName = firstName
    self.lastName = lastName
    self.nickname = nickname
  }
}

/// A row of a list edited in place.
struct Todo: Identifiable, Hashable, Sendable {
  let id: Int
  var title: String
  var isDone = false

  static let samples = [
    Todo(id: 1, title: "Write"), Todo(id: 2, title: "Test"), Todo(id: 3, title: "Ship"),
  ]
}
