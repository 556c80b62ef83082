// What does not compile with OptionalBindings alone: a binding to an optional has a member for a
// case property only when the enum adopts `BindableCases`. An optional model's own optional
// properties do not become members of its binding, so `$selectedPerson.nickname` keeps failing
// as it does without the package, instead of compiling with "nil clears the whole optional".
// `.ci/apple-sdk interop` type-checks this file with `-verify`.

import OptionalBindings
import SwiftUI

struct Person {
  var nickname: String?
}

enum Sheet {
  case edit(Int)
  var edit: Int? {
    get { if case .edit(let id) = self { id } else { nil } }
    set { if case .edit = self, let newValue { self = .edit(newValue) } }
  }
}

func members(selectedPerson: Binding<Person?>, sheet: Binding<Sheet?>) {
  // expected-error@+2 {{value of optional type 'Person?' must be unwrapped to refer to member 'nickname'}}
  // expected-note@+1 {{chain the optional using '?'}}
  _ = selectedPerson.nickname
  // expected-error@+2 {{value of optional type 'Sheet?' must be unwrapped to refer to member 'edit'}}
  // expected-note@+1 {{chain the optional using '?'}}
  _ = sheet.edit
}
