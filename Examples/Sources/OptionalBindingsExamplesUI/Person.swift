import Foundation
import Observation
import SwiftUI

/// A person whose details may be missing: the model the person form edits.
///
/// Each optional property keeps "not given" (nil) apart from an empty or zero value.
@Observable
public final class Person {
  /// The first name; every person has one.
  public var firstName: String

  /// The last name, or nil for a person who has none.
  public var lastName: String?

  /// The nickname, or nil for a person who has none.
  public var nickname: String?

  /// Whether the person wants the newsletter, or nil while nobody has asked.
  public var wantsNewsletter: Bool?

  /// The birthday, or nil while it is unknown.
  public var birthday: Date?

  /// The number of children, or nil while it is unknown, which is not zero.
  public var childCount: Int?

  /// The favorite color, or nil for a person who has none.
  public var favoriteColor: Color?

  /// Creates a person; every detail but the first name starts out missing unless given.
  ///
  /// - Parameters:
  ///   - firstName: The first name.
  ///   - lastName: The last name, or nil.
  ///   - nickname: The nickname, or nil.
  ///   - wantsNewsletter: The newsletter answer, or nil.
  ///   - birthday: The birthday, or nil.
  ///   - childCount: The number of children, or nil.
  ///   - favoriteColor: The favorite color, or nil.
  public init(
    firstName: String,
    lastName: String? = nil,
    nickname: String? = nil,
    wantsNewsletter: Bool? = nil,
    birthday: Date? = nil,
    childCount: Int? = nil,
    favoriteColor: Color? = nil
  ) {
    self.firstName = firstName
    self.lastName = lastName
    self.nickname = nickname
    self.wantsNewsletter = wantsNewsletter
    self.birthday = birthday
    self.childCount = childCount
    self.favoriteColor = favoriteColor
  }
}
