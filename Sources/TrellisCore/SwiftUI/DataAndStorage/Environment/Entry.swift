import Foundation

/// Creates an environment value, transaction value, focused value or container value from a
/// property with an initial value: the key type and the accessors are written for it.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .red
/// }
/// extension Transaction {
///     @Entry var isFromSync = false
/// }
/// ```
///
/// An optional without an initial value defaults to `nil`.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TrellisPreviewMacros", type: "EntryMacro")
