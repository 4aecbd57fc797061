import Foundation
import Trellis

extension EnvironmentValues {
  /// The model context of the view: the main context of the container a `modelContainer(_:)`
  /// above it set, or one of its own a `modelContext(_:)` set.
  ///
  /// Without either, the context has no container: inserting into it reports SwiftData's
  /// "failed to find a currently active container" and does nothing, and a `@Query` reports
  /// "Set a .modelContext in view's environment to use Query" and is empty.
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self] }
    set { self[ModelContextKey.self] = newValue }
  }
}

/// The environment's model context; none has a container by default.
private struct ModelContextKey: EnvironmentKey {
  static var defaultValue: ModelContext { ModelContext(.missing) }
}

nonisolated extension View {
  /// Sets the model container of this view and its descendants: its main context becomes their
  /// `modelContext`.
  public func modelContainer(_ container: ModelContainer) -> some View {
    ModelContainerView(content: self, source: .container(container))
  }

  /// Creates a container of `modelType` (and the models its relationships reach), on disk or in
  /// memory, once for this view, and sets it as the container of this view and its descendants.
  ///
  /// ```swift
  /// #Preview {
  ///     ContentView().modelContainer(for: Item.self, inMemory: true)
  /// }
  /// ```
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    modelContainer(
      for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
      onSetup: onSetup)
  }

  /// Creates a container of `modelTypes` (and the models their relationships reach), on disk or
  /// in memory, once for this view, and sets it as the container of this view and its
  /// descendants.
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    ModelContainerView(
      content: self,
      source: .types(
        ContainerRequest(
          types: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
          onSetup: onSetup)))
  }

  /// Sets the model context of this view and its descendants.
  public func modelContext(_ modelContext: ModelContext) -> some View {
    environment(\.modelContext, modelContext)
  }
}

nonisolated extension Scene {
  /// Sets the model container of the scene's views.
  ///
  /// Fidelity: partial — compiles as on iOS; scenes are not run (see `App`).
  public func modelContainer(_ container: ModelContainer) -> some Scene { self }

  /// Creates and sets a model container of `modelType` for the scene's views.
  ///
  /// Fidelity: partial — compiles as on iOS; scenes are not run (see `App`).
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene { self }

  /// Creates and sets a model container of `modelTypes` for the scene's views.
  ///
  /// Fidelity: partial — compiles as on iOS; scenes are not run (see `App`).
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene { self }

  /// Sets the model context of the scene's views.
  ///
  /// Fidelity: partial — compiles as on iOS; scenes are not run (see `App`).
  public func modelContext(_ modelContext: ModelContext) -> some Scene { self }
}

/// What `modelContainer(for:inMemory:…)` asks for.
struct ContainerRequest {
  let types: [any PersistentModel.Type]
  let inMemory: Bool
  let isAutosaveEnabled: Bool
  let isUndoEnabled: Bool
  let onSetup: (Result<ModelContainer, any Error>) -> Void
}

/// The container a `modelContainer` modifier made, kept with the view's identity.
final class ContainerHolder {
  var container: ModelContainer?
  var failed = false
}

/// A view whose descendants' model context is a container's main context.
nonisolated struct ModelContainerView<Content: View>: View {
  enum Source {
    case container(ModelContainer)
    case types(ContainerRequest)
  }

  let content: Content
  let source: Source
  @State private var holder = ContainerHolder()

  @MainActor var body: some View {
    if let container = resolvedContainer() {
      content.environment(\.modelContext, container.mainContext)
    } else {
      content
    }
  }

  /// The container: the one given, or the one made the first time this view was evaluated.
  @MainActor private func resolvedContainer() -> ModelContainer? {
    switch source {
    case .container(let container):
      return container
    case .types(let request):
      if let container = holder.container { return container }
      if holder.failed { return nil }
      if request.isUndoEnabled {
        RuntimeIssues.report("modelContainer(for:isUndoEnabled: true): Trellis has no undo manager; undo is off.")
      }
      do {
        let container = try ModelContainer(
          for: Schema(request.types), configurations: [ModelConfiguration(isStoredInMemoryOnly: request.inMemory)])
        container.mainContext.autosaveEnabled = request.isAutosaveEnabled
        holder.container = container
        request.onSetup(.success(container))
        return container
      } catch {
        holder.failed = true
        RuntimeIssues.report("modelContainer(for:): the container could not be made: \(error)")
        request.onSetup(.failure(error))
        return nil
      }
    }
  }
}
