import Foundation

/// UIKit's view, for the code around a `UIViewRepresentable`: a view made with UIKit exists only
/// on Apple's platforms, so this one holds what code sets on it (frame, colour, subviews, …) and
/// draws nothing. The representable that returns it is drawn as a placeholder
/// (``UIViewRepresentable``).
///
/// Fidelity: partial — properties are stored, nothing is drawn or laid out.
open class UIView: UIResponder {
  /// The view's frame in its superview.
  open var frame: CGRect
  /// The view's bounds.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// The view's background colour.
  open var backgroundColor: UIColor?
  /// The view's tint colour.
  open var tintColor: UIColor?
  /// Whether the view is hidden.
  open var isHidden = false
  /// The view's opacity.
  open var alpha: CGFloat = 1
  /// Whether subviews are clipped to the bounds.
  open var clipsToBounds = false
  /// Whether the view takes touches.
  open var isUserInteractionEnabled = true
  /// The view's subviews, back to front.
  open private(set) var subviews: [UIView] = []
  /// The view's superview.
  open private(set) weak var superview: UIView?
  /// Whether Auto Layout constraints are made from the autoresizing mask.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// How the content is laid out when the bounds change.
  open var contentMode: ContentMode = .scaleToFill
  /// The identifier UI tests find the view by.
  open var accessibilityIdentifier: String?

  /// How a view lays out its content when its bounds change.
  public enum ContentMode: Int, Sendable {
    /// Scales the content to fill the bounds, changing its aspect ratio if needed.
    case scaleToFill
    /// Scales the content to fit, keeping its aspect ratio.
    case scaleAspectFit
    /// Scales the content to fill, keeping its aspect ratio; some is clipped.
    case scaleAspectFill
    /// Redraws the content when the bounds change.
    case redraw
    /// Centres the content.
    case center
  }

  /// A view with `frame`.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// A view with a zero frame.
  public convenience override init() { self.init(frame: .zero) }

  /// Adds `view` on top of the subviews.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// The size the view's content needs: none of its own.
  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

  /// The size that fits `size`: the view's own size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }

  /// Marks the layout as needing an update: nothing is laid out in a host.
  open func setNeedsLayout() {}
  /// Lays out the subviews now: nothing is laid out in a host.
  open func layoutIfNeeded() {}
  /// Marks the view as needing a redraw: nothing is drawn in a host.
  open func setNeedsDisplay() {}

  /// The value that means "no intrinsic size" along an axis.
  public static let noIntrinsicMetric: CGFloat = -1
}

/// UIKit's label: a view that shows text. Stored, not drawn (see ``UIView``).
open class UILabel: UIView {
  /// The text.
  open var text: String?
  /// The font.
  open var font: UIFont?
  /// The text's colour.
  open var textColor: UIColor?
  /// The number of lines; 0 for any number.
  open var numberOfLines = 1
}

/// UIKit's view controller, for the code around a `UIViewControllerRepresentable`. Stored, not
/// drawn (see ``UIView``).
open class UIViewController: UIResponder {
  /// The controller's view.
  open lazy var view: UIView = UIView()
  /// The controller's title.
  open var title: String?
  /// The controllers it presents and that present it are never shown in a host.
  open private(set) var presentedViewController: UIViewController?

  /// Creates a controller.
  public override init() { super.init() }

  /// Called when the view is loaded: nothing to load in a host.
  open func viewDidLoad() {}

  /// Presents `controller`: recorded, not shown.
  open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = controller
    completion?()
  }

  /// Dismisses the presented controller.
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = nil
    completion?()
  }
}
