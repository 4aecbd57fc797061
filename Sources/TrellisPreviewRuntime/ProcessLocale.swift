import Foundation
import Synchronization

/// The locale a runner's process reports as `Locale.current`: `en_US`, as an iOS simulator
/// reports unless its region is changed, or the locale of the variant being rendered.
///
/// **Why.** Foundation on Linux answers `Locale.current` with `en_001` whatever the environment
/// says (swift-foundation's `LocaleCache`, Sources/FoundationEssentials/Locale/Locale_Cache.swift,
/// and its issue #717), so a preview's `NumberFormatter()` printed "¤34.50" and
/// `34.5.formatted(.currency(code: "USD"))` "US$34.50" where an iPhone shows "$34.50". A runner
/// the preview host links defines Foundation's two getters itself (``getterOverrideSource``);
/// the dynamic linker binds every caller — the user's code and Foundation's formatters — to the
/// executable's definition, which answers this value.
public enum ProcessLocale {
  private static let identifier = Mutex("en_US")

  /// The locale `Locale.current` and `Locale.autoupdatingCurrent` answer in a runner.
  public static var current: Locale { Locale(identifier: identifier.withLock { $0 }) }

  /// Makes `identifier` the process's locale, or `en_US` when `nil`: a variant's locale is the
  /// locale an app run in that language and region would see.
  public static func use(_ identifier: String?) {
    self.identifier.withLock { $0 = identifier ?? "en_US" }
  }

  /// Whether `Locale.current` answers ``current``: true in a runner whose getters are replaced.
  public static var isInEffect: Bool { Locale.current.identifier == current.identifier }

  /// Swift source that replaces `Locale.current`'s and `Locale.autoupdatingCurrent`'s getters in
  /// the executable it is compiled into (a runner's generated main file).
  ///
  /// Invariants: each function has the ABI of the getter it names — a static getter of a struct
  /// takes a thin metatype, which is passed as nothing, so a function of no arguments returning
  /// `Locale` is called the same way. The names are FoundationEssentials' mangled getters
  /// (`nm -D libFoundationEssentials.so`); on a toolchain that renames them the functions are
  /// merely unused and `Locale.current` is Foundation's again, which ``isInEffect`` reports (the
  /// runner asserts it in debug builds).
  public static let getterOverrideSource = """
    import Foundation
    import TrellisPreviewRuntime

    // Foundation's `Locale.current` and `Locale.autoupdatingCurrent`, answered by the runner:
    // en_US or the variant's locale, as on an iOS simulator (ProcessLocale).
    @_silgen_name("$s20FoundationEssentials6LocaleV7currentACvgZ")
    public func _trellisProcessLocaleCurrent() -> Foundation.Locale { TrellisPreviewRuntime.ProcessLocale.current }
    @_silgen_name("$s20FoundationEssentials6LocaleV19autoupdatingCurrentACvgZ")
    public func _trellisProcessLocaleAutoupdating() -> Foundation.Locale { TrellisPreviewRuntime.ProcessLocale.current }

    """
}
