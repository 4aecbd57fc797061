import Trellis

/// The seed's message row: an avatar with initials beside a message.
struct MessageRow: View {
  let initials: String
  let content: String

  var body: some View {
    HStack(alignment: .top) {
      ZStack {
        Circle()
          .fill(Color.yellow)
        Text(initials)
      }
      .frame(width: 40, height: 40)

      Text(content)
    }
    .padding([.horizontal])
  }
}

/// A phone screen, 390 × 844 points, of 20 message rows.
struct PhoneScreen: View {
  var body: some View {
    VStack {
      ForEach(1...20, id: \.self) { number in
        MessageRow(initials: "AB", content: "Message number \(number): are we still on for lunch?")
      }
    }
    .frame(width: 390, height: 844)
  }
}
