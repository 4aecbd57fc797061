// `import MapKit` brings Core Location's coordinate types, as Apple's MapKit does.
@_exported import TrellisCoreLocation
