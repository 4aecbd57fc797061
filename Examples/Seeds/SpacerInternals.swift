import TrellisCore

// Fatbobman, "Everything You Should Know About Spacer" (2025-07-12),
// https://fatbobman.com/en/posts/everything-you-should-know-about-spacer/ (the project's seed
// 003): its usage examples, verbatim, each wrapped in a view.

struct LeftRightRow: View {
  var body: some View {
    HStack {
        Text("Left")
        Spacer()  // Expands horizontally in HStack
        Text("Right")
    }
  }
}

struct BaselineRelativeColumn: View {
  var body: some View {
    VStack {
        Text("Title").font(.largeTitle)
        _TextBaselineRelativeSpacer()  // Adjusts based on text baselines
        Text("Subtitle").font(.caption)
    }
  }
}

struct HSpacerExample: View {
  var body: some View {
    VStack {
        HStack {
            Text("Start")
            _HSpacer(minWidth: 50)  // Minimum 50pt horizontal space
            Text("End")
        }
    }
  }
}

struct VSpacerExample: View {
  var body: some View {
    HStack {
        VStack {
            Text("Top")
            _VSpacer(minHeight: 30)  // Minimum 30pt vertical space
            Text("Bottom")
        }
    }
  }
}

struct PublicSpacerExample: View {
  var body: some View {
    // Horizontal spacing in VStack
    VStack {
        HStack {
            Text("Label:")
            Spacer(minLength: 20)  // Same effect as _HSpacer(minWidth: 20)
            Text("Value")
        }
        VStack {
            Text("Title")
            Spacer(minLength: 12)  // Same effect as _VSpacer(minHeight: 12)
            Text("Content")
        }
    }
  }
}
