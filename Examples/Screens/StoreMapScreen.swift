import Trellis
import TrellisMapKit

/// A store finder: the shops of a city on a map with markers, the flagship as an annotation and a
/// walking route between two of them — MapKit code as an app writes it.
struct StoreMapScreen: View {
    struct Store: Identifiable {
        let id: Int
        let name: String
        let coordinate: CLLocationCoordinate2D
    }

    let stores = [
        Store(id: 1, name: "Mission", coordinate: CLLocationCoordinate2D(latitude: 37.7599, longitude: -122.4148)),
        Store(id: 2, name: "Hayes Valley", coordinate: CLLocationCoordinate2D(latitude: 37.7762, longitude: -122.4241)),
        Store(id: 3, name: "North Beach", coordinate: CLLocationCoordinate2D(latitude: 37.8061, longitude: -122.4103)),
    ]
    let flagship = CLLocationCoordinate2D(latitude: 37.7880, longitude: -122.4075)
    @State private var position: MapCameraPosition = .automatic

    var body: some View {
        NavigationStack {
            Map(position: $position) {
                ForEach(stores) { store in
                    Marker(store.name, systemImage: "cup.and.saucer.fill", coordinate: store.coordinate)
                        .tint(.brown)
                }
                Annotation("Flagship", coordinate: flagship) {
                    Image(systemName: "star.fill")
                        .foregroundStyle(.white)
                        .padding(8)
                        .background(.orange, in: Circle())
                }
                MapPolyline(coordinates: [stores[1].coordinate, flagship, stores[2].coordinate])
                    .stroke(.blue, lineWidth: 4)
            }
            .mapControls {
                MapUserLocationButton()
            }
            .navigationTitle("Stores")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    StoreMapScreen()
}
