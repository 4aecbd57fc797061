import Trellis

struct Contact: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let phone: String
}

struct ContactsScreen: View {
    @State private var searchText = ""
    private let contacts = [
        Contact(name: "Alice Chen", phone: "(555) 010-2233"),
        Contact(name: "Andrés García", phone: "(555) 010-9921"),
        Contact(name: "Bob Smith", phone: "(555) 010-4410"),
        Contact(name: "Chloé Martin", phone: "(555) 010-7788"),
        Contact(name: "Dmitri Ivanov", phone: "(555) 010-1200"),
        Contact(name: "李小龙", phone: "(555) 010-6060"),
    ]

    private var grouped: [(String, [Contact])] {
        let filtered = contacts.filter { searchText.isEmpty || $0.name.localizedCaseInsensitiveContains(searchText) }
        let groups = Dictionary(grouping: filtered) { String($0.name.prefix(1)) }
        return groups.sorted { $0.key < $1.key }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(grouped, id: \.0) { letter, people in
                    Section(letter) {
                        ForEach(people) { contact in
                            NavigationLink(value: contact) {
                                VStack(alignment: .leading) {
                                    Text(contact.name)
                                    Text(contact.phone)
                                        .font(.caption)
                                        .foregroundStyle(.secondary)
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Contacts")
            .navigationDestination(for: Contact.self) { contact in
                Text(contact.name).font(.largeTitle)
            }
            .searchable(text: $searchText)
        }
    }
}
