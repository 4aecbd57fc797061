// Apple's Combine does not exist on Linux. SwiftUI code writes `import Combine` for
// `ObservableObject`, `@Published`, `AnyCancellable` and publishers; this module gives that
// import a meaning: OpenCombine (https://github.com/OpenCombine/OpenCombine), the open-source
// implementation of Combine's API, with its Foundation and Dispatch additions (`Timer.publish`,
// `NotificationCenter.publisher`, `DispatchQueue` schedulers). `import Trellis` brings it too.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
