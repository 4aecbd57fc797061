import Foundation

/// The layout behind `HStack`, as SwiftUI's interface names it: a horizontal line of subviews.
///
/// SwiftUI declares `_HStackLayout`, `_VStackLayout` and `_ZStackLayout` as the roots of its
/// stacks, and each conforms to `Layout` (OpenSwiftUI `HVStackLayout.swift` and `HVStack.swift`,
/// which mirror SwiftUICore's interface), so code written against the iOS 16 betas —
/// objc.io's `S01E308-the-layout-protocol`: `case .zstack: return _ZStackLayout()` — uses them
/// as layout values. They are the same layouts as ``HStackLayout``, ``VStackLayout`` and
/// ``ZStackLayout``, under the names that code uses.
///
/// ```swift
/// let layout: any Layout = isWide ? _HStackLayout() : _VStackLayout()
/// AnyLayout(layout) { Text("One"); Text("Two") }
/// ```
public typealias _HStackLayout = HStackLayout

/// The layout behind `VStack`, as SwiftUI's interface names it: ``VStackLayout``
/// (see ``_HStackLayout``).
public typealias _VStackLayout = VStackLayout

/// The layout behind `ZStack`, as SwiftUI's interface names it: ``ZStackLayout``
/// (see ``_HStackLayout``).
public typealias _ZStackLayout = ZStackLayout
