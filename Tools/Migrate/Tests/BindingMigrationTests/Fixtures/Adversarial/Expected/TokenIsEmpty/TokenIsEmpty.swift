// swift-format-ignore-file
// Adversarial case: An empty-means-nil setter over a type with its own `isEmpty`: refused.
import SwiftUI

private struct Token: ExpressibleByStringLiteral, Equatable {
  var raw: String
  init(stringLiteral value: String) { raw = value }
  var isEmpty: Bool { raw.allSatisfy { $0.isWhitespace } }
}

private struct TokenField: View {
  @Binding var token: Token

  var body: some View {
    TextField("Token", text: $token.raw)
  }
}

private struct TokenScreen: View {
  @State private var token: Token?

  var body: some View {
    TokenField(token: Binding(get: { token ?? "" }, set: { token = $0.isEmpty ? nil : $0 }))
  }
}
