import Foundation

/// Resolves a navigation stack: each of its screens, bottom first, for their state and the
/// destinations they register; the top one under its bars, the others freed.
///
/// A screen for a path value is made by the first `navigationDestination(for:)` of the value's
/// type registered by a screen below it. A screen a `navigationDestination(isPresented:)` or
/// `(item:)` presents goes right above the screen that declares it. Views pushed by destination
/// links go after the path values that were there when they were pushed.
struct NavigationStackResolution {
  let inputs: _ViewInputs
  let path: NavigationPathAccess?
  let root: AnyView

  /// The most screens one stack shows: a destination that presents itself without end would
  /// otherwise never finish.
  static let screenLimit = 256

  /// One screen, resolved.
  struct Screen {
    var nodes: [NodeID]
    var preferences: PreferenceValues
    var onScreenActions: [() -> Void]
    /// Pops the screen (and any above it); `nil` for the root.
    var pop: (() -> Void)?
    /// The title display mode the screen resolved to: `.inline` or `.large`.
    var displayMode: NavigationBarItem.TitleDisplayMode
  }

  func resolve() {
    let context = inputs.context
    let storage = context.stateStorage(at: inputs.identity.appending(type: NavigationStackModel.self)) {
      NavigationStackModel()
    }
    let record = context.storage(at: inputs.identity.appending(type: NavigationStackRecord.self)) {
      NavigationStackRecord()
    }
    let path = self.path ?? .state(storage)
    var builder = ScreenBuilder(inputs: inputs, path: path, storage: storage, record: record)
    builder.resolveAll(root: root)
    builder.finish()
  }

  /// Resolves the screens one after another.
  private struct ScreenBuilder {
    let inputs: _ViewInputs
    let path: NavigationPathAccess
    let storage: StateStorage<NavigationStackModel>
    let record: NavigationStackRecord
    var screens: [Screen] = []
    var destinations: [ObjectIdentifier: NavigationDestinationEntry] = [:]

    init(
      inputs: _ViewInputs, path: NavigationPathAccess, storage: StateStorage<NavigationStackModel>,
      record: NavigationStackRecord
    ) {
      self.inputs = inputs
      self.path = path
      self.storage = storage
      self.record = record
      record.destinationsByScreen = []
    }

    /// The root, then each value and pushed view in order, until one has no screen.
    mutating func resolveAll(root: AnyView) {
      guard resolveScreen(root, identity: inputs.identity.appending(.content, 0), pop: nil) else { return }
      let values = path.values()
      let pushes = storage.value.pushes.filter { $0.afterValues <= values.count }
      for index in 0...values.count {
        for push in pushes where push.afterValues == index {
          let pop = popper(keepingValues: index, pushesBefore: push)
          guard resolveScreen(push.view, identity: inputs.identity.appending(.identifier, UInt64(push.id)), pop: pop)
          else { return }
        }
        guard index < values.count else { break }
        let value = values[index]
        guard let destination = destinations[ObjectIdentifier(type(of: value.base))], let view = destination.make(value)
        else {
          RuntimeIssues.report(RuntimeIssues.noDestination(for: typeName(of: value)))
          return
        }
        let identity = inputs.identity.appending(.index, UInt64(index)).appending(identifier: value)
        guard resolveScreen(view, identity: identity, pop: popper(keepingValues: index, pushesBefore: nil)) else {
          return
        }
      }
    }

    /// Pops back to the screen under a value or a pushed view: keeps the first `count` values and
    /// the views pushed before `push` (or before the value).
    private func popper(keepingValues count: Int, pushesBefore push: NavigationStackModel.ViewPush?) -> () -> Void {
      let (path, storage) = (self.path, self.storage)
      return {
        path.truncate(count)
        var model = storage.value
        model.pushes.removeAll { candidate in
          if let push {
            return candidate.afterValues > count || (candidate.afterValues == count && candidate.id >= push.id)
          }
          return candidate.afterValues > count
        }
        if model.pushes.count != storage.value.pushes.count { storage.value = model }
      }
    }

    /// Resolves one screen, and the screens it presents; `false` when no more screens may follow.
    private mutating func resolveScreen(_ view: AnyView, identity: ViewIdentity, pop: (() -> Void)?) -> Bool {
      guard screens.count < NavigationStackResolution.screenLimit else {
        RuntimeIssues.report(
          "NavigationStack: more than \(NavigationStackResolution.screenLimit) screens (a destination that presents "
            + "itself without end?); showing the first \(NavigationStackResolution.screenLimit).")
        return false
      }
      let screenContext = inputs.context
      let index = screens.count
      var screenInputs = inputs.asSingleView(in: .vStack)
      screenInputs.identity = identity
      screenInputs.environment.navigationContext = context(forScreen: index)
      screenInputs.environment.splitColumnTarget = nil
      if let pop {
        // A pushed screen is presented: its `dismiss` pops it (and the screens above it), as
        // Apple documents `DismissAction` ("Pop the current view from a NavigationStack").
        screenInputs.environment.dismiss = DismissAction(pop)
        screenInputs.environment.isPresented = true
      }
      var nodes: [NodeID] = []
      var preferences = PreferenceValues()
      let actions = screenContext.resolvingOffScreen {
        preferences = screenContext.collectingPreferences {
          nodes = screenContext.makeNodes(view, inputs: screenInputs)
        }
      }
      destinations.merge(preferences[NavigationDestinationsKey.self]) { first, _ in first }
      record.destinationsByScreen.append(destinations)
      let hasTitle = preferences[NavigationTitleKey.self] != nil
      var mode = preferences[TitleDisplayModeKey.self] ?? .automatic
      if mode == .automatic { mode = screens.last?.displayMode ?? .large }
      if mode == .large && !hasTitle { mode = .inline }
      // The screen below is covered: it keeps its state, and goes.
      if let below = screens.last { screenContext.discard(below.nodes) }
      screens.append(
        Screen(
          nodes: nodes, preferences: preferences, onScreenActions: actions, pop: pop,
          displayMode: mode == .automatic ? .inline : mode))
      for presented in preferences[PresentedDestinationsKey.self] {
        guard resolveScreen(presented.view, identity: presented.identity, pop: presented.dismiss) else { return false }
      }
      return true
    }

    /// What links on screen `index` push onto: this stack, or — for a split view's leading
    /// column — the next column.
    private func context(forScreen index: Int) -> NavigationContext {
      let (path, storage, record) = (self.path, self.storage, self.record)
      if let target = inputs.environment.splitColumnTarget {
        return NavigationContext(
          pushValue: { value in
            guard let view = record.destination(for: value, from: index)?.make(value) else {
              RuntimeIssues.report(RuntimeIssues.noDestination(for: typeName(of: value)))
              return
            }
            target.show(view)
          },
          pushView: target.show)
      }
      return NavigationContext(
        pushValue: { value in
          guard record.destination(for: value, from: index) != nil else {
            RuntimeIssues.report(RuntimeIssues.noDestination(for: typeName(of: value)))
            return
          }
          guard path.append(value) else {
            RuntimeIssues.report(
              "A NavigationLink is presenting a value of type “\(typeName(of: value))” but the navigation stack's "
                + "path holds values of type “\(path.elementTypeName ?? "?")”. The link cannot be activated.")
            return
          }
        },
        pushView: { view in
          var model = storage.value
          model.pushes.append(.init(id: model.nextPushID, afterValues: path.values().count, view: view))
          model.nextPushID += 1
          storage.value = model
        })
    }

    /// Adds the stack's node: the top screen under its bars.
    func finish() {
      let context = inputs.context
      guard let top = screens.last else { return }
      context.showOnScreen(top.onScreenActions)
      var chrome = NavigationScreenChrome(screens: screens)
      // iOS 26 draws a list's first card right under a large title, in the list's own top inset.
      if inputs.environment.interfaceDesign == .iOS26, chrome.displayMode == .large, chrome.search == nil,
        let content = top.nodes.first, let inset = context.trait(ListTopInsetTraitKey.self, of: content)
      {
        chrome.largeTitleOverlap = inset
      }
      context.appendContainer(
        BarsLayoutBehavior(
          name: "NavigationStack", hasTopBar: chrome.showsNavigationBar, hasBottomBar: chrome.showsBottomBar),
        inputs: inputs, childInputs: inputs.inContainer(orientation: nil)
      ) { childInputs in
        if let content = top.nodes.first {
          context.adopt(content)
        } else {
          Color._makeViewList(view: Color.clear, inputs: childInputs.appending(.content, 0))
        }
        _ = context.collectingPreferences {
          let barInputs = childInputs.appending(.secondary, UInt64(screens.count))
          if chrome.showsNavigationBar {
            context.resolve(NavigationBarView(chrome: chrome), inputs: barInputs.appending(.index, 0))
          }
          if chrome.showsBottomBar {
            context.resolve(BottomToolbarView(chrome: chrome), inputs: barInputs.appending(.index, 1))
          }
        }
      }
      context.handUp(top.preferences.withoutNavigationChrome())
    }
  }
}

extension PreferenceValues {
  /// These values without those a navigation stack consumes: its title, items, destinations and
  /// bars. What is left — a tab bar's visibility, preferences of the app's own — goes on up.
  func withoutNavigationChrome() -> PreferenceValues {
    var values = self
    values.replace(NavigationTitleKey.self, with: nil)
    values.replace(TitleDisplayModeKey.self, with: nil)
    values.replace(ToolbarItemsKey.self, with: [])
    values.replace(BackButtonHiddenKey.self, with: false)
    values.replace(NavigationDestinationsKey.self, with: [:])
    values.replace(PresentedDestinationsKey.self, with: [])
    values.replace(SearchFieldKey.self, with: nil)
    values.replace(TitleRemovedKey.self, with: false)
    var bars = values[BarConfigurationKey.self]
    bars[.navigationBar] = nil
    bars[.bottomBar] = nil
    values.replace(BarConfigurationKey.self, with: bars)
    return values
  }
}
