import Trellis
import TrellisSeeds

/// A phone screen, 390 × 844 points, of 20 of the seed's message rows ("Laying out a simple
/// view": avatar, top alignment, horizontal padding).
public struct PhoneScreen: View {
  /// Creates the screen.
  public init() {}

  /// The screen's content: twenty message rows.
  public var body: some View {
    VStack {
      ForEach(1...20, id: \.self) { number in
        Seeds.messageRow(.padded, content: "Message number \(number): are we still on for lunch?")
      }
    }
    .frame(width: 390, height: 844)
  }
}
