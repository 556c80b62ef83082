// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: `sel == v` read, `true` selecting and `false` clearing only its own choice become
// `$sel.equals(v)`.
#if canImport(SwiftUI)
  import Observation
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum SelectionFixture {
    struct Plan: Identifiable, Sendable {
      var id: String
      var name: String
    }

    enum Frequency: Hashable, Sendable {
      case daily
      case weekly
    }

    @Observable final class Subscription {
      var frequency: Frequency?
    }

    struct PlanPicker: View {
      @Binding var selectedPlanID: String?
      @Bindable var subscription: Subscription
      let plans: [Plan]

      var body: some View {
        ForEach(plans) { plan in
          Toggle(
            plan.name,
            isOn: $selectedPlanID.equals(plan.id))
        }
        Toggle(
          "Weekly",
          isOn: $subscription.frequency.equals(.weekly))
      }
    }
  }
#endif
