import Trellis
import TrellisSeeds

/// One entry of the gallery: a name, a caption and the view.
public struct GalleryExample {
  /// A file-name-friendly name.
  public let name: String
  /// What the example shows.
  public let caption: String
  /// The view.
  public let view: AnyView
}

/// The seed documents' examples, verbatim where they are whole views, and a few richer screens.
public enum Gallery {
  /// Every example, in the order the gallery shows them.
  public static var examples: [GalleryExample] {
    [
    GalleryExample(
      name: "checklist-row", caption: "Apple's Spacer page: a row without a spacer hugs its content",
      view: Seeds.checklistRow(.noSpacer)),
    GalleryExample(
      name: "checklist-row-spacer-first", caption: "A spacer before the image pushes the content trailing",
      view: Seeds.checklistRow(.spacerFirst)),
    GalleryExample(
      name: "checklist-row-spacer-between", caption: "A spacer between image and text pushes them apart",
      view: Seeds.checklistRow(.spacerBetween)),
    GalleryExample(
      name: "checklist-row-two-spacers", caption: "Two spacers keep the content together, centred",
      view: Seeds.checklistRow(.twoSpacers)),
    GalleryExample(
      name: "message-row", caption: "Laying out a simple view: the circle fills the space it is offered",
      view: Seeds.messageRow(.plain)),
    GalleryExample(
      name: "message-row-framed", caption: "frame(width: 40, height: 40), top alignment and horizontal padding",
      view: Seeds.messageRow(.padded)),
    GalleryExample(
      name: "adaptive-stack", caption: "AdaptiveStack: vertical in a compact width, horizontal in a regular one",
      view: Seeds.adaptiveStack),
    GalleryExample(name: "profile-card", caption: "A profile card", view: AnyView(ProfileCard())),
    GalleryExample(name: "settings-list", caption: "A list of settings rows", view: AnyView(SettingsList())),
    GalleryExample(name: "dashboard-tile", caption: "A dashboard tile", view: AnyView(DashboardTile())),
    GalleryExample(
      name: "flow-layout", caption: "A user-written flow layout: tags wrap onto new lines",
      view: AnyView(TagCloud())),
    GalleryExample(
      name: "radial-layout", caption: "A user-written radial layout: views on a circle",
      view: AnyView(ClockFace())),
    GalleryExample(
      name: "equal-width-layout", caption: "A user-written layout with a cache: buttons of equal width",
      view: AnyView(EqualWidthButtons())),
      GalleryExample(
        name: "drawing", caption: "Shapes, styles and effects: trim, dashes, uneven corners, a material, a mask",
        view: AnyView(DrawingCard())),
    ]
  }
}

struct ProfileCard: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack(spacing: 12) {
        Circle().fill(Color.indigo).frame(width: 56, height: 56)
        VStack(alignment: .leading) {
          Text("Ada Lovelace").font(.headline)
          Text("Analyst").font(.subheadline).foregroundColor(.secondary)
        }
        Spacer()
      }
      Divider()
      HStack {
        Text("Followers")
        Spacer()
        Text("1,842").font(.headline)
      }
    }
    .padding()
    .background(RoundedRectangle(cornerRadius: 16).fill(Color.white))
    .overlay(RoundedRectangle(cornerRadius: 16).strokeBorder(Color.gray, lineWidth: 1))
    .padding()
  }
}

struct SettingsList: View {
  let rows = ["Wi-Fi", "Bluetooth", "Notifications", "Display & Brightness"]

  var body: some View {
    VStack(spacing: 0) {
      ForEach(rows, id: \.self) { title in
        HStack {
          RoundedRectangle(cornerRadius: 6).fill(Color.blue).frame(width: 28, height: 28)
          Text(title)
          Spacer()
          Image(systemName: "chevron.right")
        }
        .padding(.horizontal)
        .frame(height: 44)
        Divider()
      }
    }
  }
}

struct DashboardTile: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        Text("Steps").font(.caption)
        Spacer()
        Image(systemName: "figure.walk")
      }
      Text("8,204").font(.largeTitle)
      HStack(alignment: .bottom, spacing: 4) {
        ForEach([0.3, 0.6, 0.45, 0.8, 1.0, 0.7, 0.5], id: \.self) { fraction in
          Capsule().fill(Color.green).frame(width: 12, height: 60 * fraction)
        }
      }
    }
    .padding()
    .frame(width: 180)
    .background(Color.mint.opacity(0.2))
  }
}
