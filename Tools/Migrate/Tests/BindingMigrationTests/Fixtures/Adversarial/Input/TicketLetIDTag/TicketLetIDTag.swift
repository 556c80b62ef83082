// swift-format-ignore-file
// Adversarial case: A row over elements with a `let id`, which it reads (`.tag`, `Text`): fixed.
import SwiftUI

private struct Ticket: Identifiable {
  let id: String
  var seat = ""
}

private struct RowsScreen: View {
  @State private var tickets: [Ticket] = []

  var body: some View {
    List {
      ForEach($tickets) { $ticket in
        TextField("Seat", text: $ticket.seat)
          .tag(ticket.id)
        Text($ticket.id)
      }
    }
  }
}
