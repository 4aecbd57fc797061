import TrellisCore

// Apple's `Spacer` page, https://developer.apple.com/documentation/swiftui/spacer (the
// project's seeds 000 and 001): its four `ChecklistRow` samples, verbatim. Each sample declares
// the same type name, so each lives in its own namespace.

enum ChecklistNoSpacer {
  struct ChecklistRow: View {
      let name: String

      var body: some View {
          HStack {
              Image(systemName: "checkmark")
              Text(name)
          }
          .border(Color.blue)
      }
  }
}

enum ChecklistSpacerFirst {
  struct ChecklistRow: View {
      let name: String

      var body: some View {
          HStack {
              Spacer()
              Image(systemName: "checkmark")
              Text(name)
          }
          .border(Color.blue)
      }
  }
}

enum ChecklistSpacerBetween {
  struct ChecklistRow: View {
      let name: String

      var body: some View {
          HStack {
              Image(systemName: "checkmark")
              Spacer()
              Text(name)
          }
          .border(Color.blue)
      }
  }
}

enum ChecklistTwoSpacers {
  struct ChecklistRow: View {
      let name: String

      var body: some View {
          HStack {
              Spacer()
              Image(systemName: "checkmark")
              Text(name)
              Spacer()
          }
          .border(Color.blue)
      }
  }
}
