import TrellisCore

// Apple's "Laying out a simple view",
// https://developer.apple.com/documentation/swiftui/laying-out-a-simple-view (the project's
// seed 004): its five `MessageRow` samples, verbatim. The article leaves `Message` to the
// reader; this is the smallest model the samples compile against.

struct Message {
  let initials: String
  let content: String
}

enum MessageRowPlain {
  struct MessageRow: View {
      let message: Message

      var body: some View {
          HStack {
              ZStack {
                  Circle()
                      .fill(Color.yellow)
                  Text(message.initials)
              }

              Text(message.content)
          }
      }
  }
}

enum MessageRowWidth40 {
  struct MessageRow: View {
      let message: Message

      var body: some View {
          HStack {
              ZStack {
                  Circle()
                      .fill(Color.yellow)
                  Text(message.initials)
              }
              .frame(width: 40)

              Text(message.content)
          }
      }
  }
}

enum MessageRowTopAligned {
  struct MessageRow: View {
      let message: Message

      var body: some View {
          HStack(alignment: .top) {
              ZStack {
                  Circle()
                      .fill(Color.yellow)
                  Text(message.initials)
              }
              .frame(width: 40)

              Text(message.content)
          }
      }
  }
}

enum MessageRowSquare {
  struct MessageRow: View {
      let message: Message

      var body: some View {
          HStack(alignment: .top) {
              ZStack {
                  Circle()
                      .fill(Color.yellow)
                  Text(message.initials)
              }
              .frame(width: 40, height: 40)

              Text(message.content)
          }
      }
  }
}

enum MessageRowPadded {
  struct MessageRow: View {
      let message: Message

      var body: some View {
          HStack(alignment: .top) {
              ZStack {
                  Circle()
                      .fill(Color.yellow)
                  Text(message.initials)
              }
              .frame(width: 40, height: 40)

              Text(message.content)
          }
          .padding([.horizontal])
      }
  }
}
