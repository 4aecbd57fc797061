import Trellis

let v = HStack {
  Color.red.frame(width: 50, height: 50)
  Spacer()
  Color.blue.frame(width: 50, height: 50)
}.frame(width: 200, height: 80).background(Color.gray)
let host = LayoutHost(v, size: CGSize(width: 200, height: 200))
print(host.dump())
print(host.statistics)

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
print(LayoutHost(ChecklistRow(name: "Milk"), size: CGSize(width: 390, height: 844), displayScale: 3).dump())
