// `import CoreLocation` in a preview runner: Core Location's coordinates, locations and a
// location manager that reports no location (Sources/TrellisCoreLocation, docs/MapKit.md).
@_exported import TrellisCoreLocation
