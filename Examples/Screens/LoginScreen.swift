import Trellis

struct LoginScreen: View {
    @State private var email = ""
    @State private var password = ""
    @State private var rememberMe = true
    @State private var isSigningIn = false

    private var canSignIn: Bool {
        email.contains("@") && password.count >= 8
    }

    var body: some View {
        VStack(spacing: 24) {
            VStack(spacing: 8) {
                Image(systemName: "lock.shield.fill")
                    .font(.system(size: 56))
                    .foregroundStyle(.tint)
                Text("Welcome back")
                    .font(.largeTitle.bold())
                Text("Sign in to continue")
                    .foregroundStyle(.secondary)
            }
            .padding(.top, 40)

            VStack(spacing: 12) {
                TextField("Email", text: $email)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .padding()
                    .background(Color(.secondarySystemBackground))
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                    .accessibilityIdentifier("email")
                SecureField("Password", text: $password)
                    .textContentType(.password)
                    .padding()
                    .background(Color(.secondarySystemBackground))
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                    .accessibilityIdentifier("password")
                Toggle("Remember me", isOn: $rememberMe)
                    .accessibilityIdentifier("remember")
            }

            Button {
                isSigningIn = true
            } label: {
                if isSigningIn {
                    ProgressView()
                        .frame(maxWidth: .infinity)
                } else {
                    Text("Sign In")
                        .frame(maxWidth: .infinity)
                }
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(!canSignIn)
            .accessibilityIdentifier("signIn")

            Link("Forgot password?", destination: URL(string: "https://example.com/reset")!)
                .font(.footnote)

            Spacer()

            HStack(spacing: 4) {
                Text("Don't have an account?")
                    .foregroundStyle(.secondary)
                Button("Sign up") {}
                    .fontWeight(.semibold)
            }
            .font(.footnote)
        }
        .padding(.horizontal, 24)
    }
}
