import Trellis

@Observable
final class CounterModel {
    var count = 0
    var step = 1

    func increment() { count += step }
    func decrement() { count -= step }
}

struct CounterModelScreen: View {
    @State private var model = CounterModel()

    var body: some View {
        CounterControls()
            .environment(model)
    }
}

private struct CounterControls: View {
    @Environment(CounterModel.self) private var model

    var body: some View {
        @Bindable var model = model
        VStack(spacing: 20) {
            Text("\(model.count)")
                .font(.system(size: 64, weight: .bold, design: .rounded))
                .contentTransition(.numericText())
                .accessibilityIdentifier("count")
            HStack(spacing: 24) {
                Button {
                    model.decrement()
                } label: {
                    Image(systemName: "minus")
                        .frame(width: 44, height: 44)
                }
                .buttonStyle(.bordered)
                .buttonBorderShape(.circle)
                .accessibilityIdentifier("minus")
                Button {
                    withAnimation { model.increment() }
                } label: {
                    Image(systemName: "plus")
                        .frame(width: 44, height: 44)
                }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.circle)
                .accessibilityIdentifier("plus")
            }
            Stepper("Step: \(model.step)", value: $model.step, in: 1...10)
                .padding(.horizontal, 40)
        }
    }
}
