import Foundation
import Trellis

// App screens as a SwiftUI developer writes them: they compile unchanged against SwiftUI. The
// render tests draw them on an iPhone in light and dark.

/// A mailbox screen: a large title over a column of rows that link to detail screens, a toolbar
/// button and a search field; the rows stand in for a plain List.
struct MailboxesScreen: View {
  @State private var query = ""

  private let mailboxes = [
    ("All Inboxes", "folder", 12), ("iCloud", "cloud", 3), ("Gmail", "envelope", 0), ("VIP", "star", 1),
    ("Flagged", "flag", 0),
  ]

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(mailboxes, id: \.0) { mailbox in
            NavigationLink(value: mailbox.0) {
              HStack {
                Image(systemName: mailbox.1)
                Text(mailbox.0).foregroundStyle(.primary)
                Spacer()
                if mailbox.2 > 0 {
                  Text("\(mailbox.2)").foregroundStyle(.secondary)
                }
                Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
              }
              .padding(.horizontal, 16)
              .frame(height: 44)
            }
            .accessibilityIdentifier(mailbox.0)
            Divider().padding(.leading, 52)
          }
        }
      }
      .navigationTitle("Mailboxes")
      .searchable(text: $query)
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) { Button("Edit") {}.accessibilityIdentifier("edit") }
      }
      .navigationDestination(for: String.self) { name in
        Text("Messages in \(name)")
          .navigationTitle(name)
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
              Image(systemName: "slider.horizontal.3")
              Spacer()
              Text("Updated Just Now").font(.caption)
              Spacer()
              Image(systemName: "square.and.pencil")
            }
          }
      }
    }
  }
}

/// A tabbed app: four tabs, a badge, a navigation stack in the first.
struct TabbedApp: View {
  @State private var selection = 0

  var body: some View {
    TabView(selection: $selection) {
      NavigationStack {
        VStack(alignment: .leading, spacing: 12) {
          ForEach(0..<4) { index in
            HStack {
              Circle().fill(Color.blue.opacity(0.2)).frame(width: 40, height: 40)
              VStack(alignment: .leading) {
                Text("Story \(index + 1)").font(.headline)
                Text("A short summary of the story").font(.subheadline).foregroundStyle(.secondary)
              }
            }
          }
          Spacer()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .navigationTitle("Today")
      }
      .tabItem { Label("Today", systemImage: "doc.text") }
      .tag(0)
      Text("Messages")
        .tabItem { Label("Messages", systemImage: "message") }
        .badge(3)
        .tag(1)
      Text("Search")
        .tabItem { Label("Search", systemImage: "magnifyingglass") }
        .tag(2)
      Text("Settings")
        .tabItem { Label("Settings", systemImage: "gear") }
        .tag(3)
    }
  }
}

/// A notes app on iPad: folders in the sidebar, the selected folder's notes in the detail,
/// with a toolbar button on each column.
struct FoldersSplitView: View {
  private let folders = [("Notes", "folder", 24), ("Recipes", "folder", 7), ("Travel", "folder", 3)]

  var body: some View {
    NavigationSplitView {
      VStack(spacing: 0) {
        ForEach(folders, id: \.0) { folder in
          NavigationLink(value: folder.0) {
            HStack {
              Image(systemName: folder.1).foregroundStyle(.tint)
              Text(folder.0).foregroundStyle(.primary)
              Spacer()
              Text("\(folder.2)").foregroundStyle(.secondary)
            }
            .padding(.horizontal, 20)
            .frame(height: 44)
          }
          Divider().padding(.leading, 56)
        }
        Spacer()
      }
      .navigationTitle("Folders")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
      }
      .navigationDestination(for: String.self) { Text("Notes in \($0)") }
    } detail: {
      VStack(alignment: .leading, spacing: 8) {
        Text("Groceries").font(.title2.bold())
        Text("Eggs, flour, butter, lemons").foregroundStyle(.secondary)
        Spacer()
      }
      .padding(20)
      .frame(maxWidth: .infinity, alignment: .leading)
      .navigationTitle("Notes")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) { Image(systemName: "square.and.pencil") }
      }
    }
  }
}
