import Trellis

struct SignUpForm: View {
    enum Plan: String, CaseIterable, Identifiable {
        case free = "Free"
        case pro = "Pro"
        case team = "Team"
        var id: Self { self }
    }

    @State private var firstName = ""
    @State private var lastName = ""
    @State private var email = ""
    @State private var birthday = Date(timeIntervalSince1970: 631_152_000)
    @State private var plan: Plan = .pro
    @State private var acceptsTerms = false
    @State private var newsletter = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Name") {
                    TextField("First name", text: $firstName)
                    TextField("Last name", text: $lastName)
                }
                Section {
                    TextField("Email address", text: $email)
                        .keyboardType(.emailAddress)
                    DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                } header: {
                    Text("Contact")
                } footer: {
                    Text("We'll send a confirmation link to this address.")
                }
                Section("Plan") {
                    Picker("Plan", selection: $plan) {
                        ForEach(Plan.allCases) { plan in
                            Text(plan.rawValue).tag(plan)
                        }
                    }
                    .pickerStyle(.segmented)
                    Toggle("Subscribe to newsletter", isOn: $newsletter)
                }
                Section {
                    Toggle("I accept the terms", isOn: $acceptsTerms)
                        .accessibilityIdentifier("terms")
                    Button("Create Account") {}
                        .disabled(!acceptsTerms || email.isEmpty)
                        .accessibilityIdentifier("create")
                }
            }
            .navigationTitle("Sign Up")
        }
    }
}
