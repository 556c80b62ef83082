import Foundation
import OptionalBindingsExamplesUI
@_spi(Inspection) import SwiftUI
import Testing

/// The person form, driven as a person would: buttons pressed, fields typed into.
@MainActor
@Suite("Example: person form")
struct PersonFormTests {
  @Test("Add and Remove store an empty last name and nil; the field only shows while there is one")
  func lastNameAddAndRemove() throws {
    let person = Person(firstName: "Ada")
    let form = PersonForm(person: person)
    #expect(inspect(form).all(.textField).compactMap(\.label) == ["First name", "Nickname"])

    try inspect(form).press("Add Last name")
    #expect(person.lastName == "")
    #expect(try inspect(form).shown("Last name") == "\"\"")

    try inspect(form).binding(of: String.self, .textField, "Last name").wrappedValue = "Lovelace"
    #expect(person.lastName == "Lovelace")

    try inspect(form).press("Remove Last name")
    #expect(person.lastName == nil)
    #expect(try inspect(form).shown("Last name") == "nil")
    #expect(inspect(form).all(.textField).compactMap(\.label) == ["First name", "Nickname"])
  }

  @Test(
    "the last-name field's binding, held after Remove, reads the old name and cannot restore it")
  func staleLastNameField() throws {
    let person = Person(firstName: "Ada", lastName: "Lovelace")
    let form = PersonForm(person: person)
    let held = try inspect(form).binding(of: String.self, .textField, "Last name")

    try inspect(form).press("Remove Last name")
    #expect(held.wrappedValue == "Lovelace")
    held.wrappedValue = "Byron"
    #expect(person.lastName == nil)
    #expect(try inspect(form).shown("Last name") == "nil")
  }

  @Test("the nickname field shows nil as empty, and clearing it stores nil")
  func nicknameReplacingNil() throws {
    let person = Person(firstName: "Ada")
    let form = PersonForm(person: person)
    let nickname = try inspect(form).binding(of: String.self, .textField, "Nickname")
    #expect(nickname.wrappedValue == "")

    nickname.wrappedValue = "Countess"
    #expect(person.nickname == "Countess")
    #expect(try inspect(form).shown("Nickname") == "\"Countess\"")

    nickname.wrappedValue = ""
    #expect(person.nickname == nil)
    #expect(try inspect(form).shown("Nickname") == "nil")
  }

  @Test("the newsletter toggle shows off while nobody asked, and stores the first answer, even no")
  func newsletterWithDefault() throws {
    let person = Person(firstName: "Ada")
    let form = PersonForm(person: person)
    let newsletter = try inspect(form).binding(of: Bool.self, .toggle, "Newsletter")
    #expect(newsletter.wrappedValue == false)

    newsletter.wrappedValue = false
    #expect(person.wantsNewsletter == false)
    #expect(try inspect(form).shown("Newsletter") == "false")

    newsletter.wrappedValue = true
    #expect(person.wantsNewsletter == true)
  }

  @Test("the optional controls add their defaults, and their pickers then edit the model")
  func optionalControls() throws {
    let person = Person(firstName: "Ada")
    let form = PersonForm(person: person)
    try inspect(form).press("Add Birthday")
    try inspect(form).press("Add Children")
    try inspect(form).press("Add Favorite color")
    #expect(person.birthday != nil)
    #expect(person.childCount == 0)
    #expect(person.favoriteColor == .blue)

    try inspect(form).binding(of: Int.self, .stepper, "Children").wrappedValue = 2
    #expect(person.childCount == 2)
    #expect(try inspect(form).shown("Children") == "2")

    try inspect(form).press("Remove Children")
    #expect(person.childCount == nil)
    #expect(try inspect(form).shown("Children") == "nil")
  }
}
