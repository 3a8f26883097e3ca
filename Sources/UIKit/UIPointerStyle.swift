internal import Views

/// How the pointer looks over a region of a pointer interaction (UIKit's `UIPointerStyle`).
///
/// A desktop shows cursors, not iPadOS's shapes and effects: an effect (the view is
/// something to press) shows the pointing hand, a beam the I-beam, ``hidden()`` no cursor, and
/// ``system()`` the arrow.
@preconcurrency @MainActor
public final class UIPointerStyle {
    /// What the style does to the view under the pointer, if anything.
    public let effect: UIPointerEffect?
    /// The pointer's shape, if the style gives one.
    public let shape: UIPointerShape?
    /// The axes the pointer is held to; recorded.
    public let constrainedAxes: UIAxis
    private let isHidden: Bool

    private init(effect: UIPointerEffect?, shape: UIPointerShape?, axes: UIAxis, isHidden: Bool) {
        self.effect = effect
        self.shape = shape
        constrainedAxes = axes
        self.isHidden = isHidden
    }

    /// A style that applies `effect` to the view, the pointer taking `shape` if given.
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(effect: effect, shape: shape, axes: [], isHidden: false)
    }

    /// A style that gives the pointer `shape`, held to `constrainedAxes`.
    public convenience init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
        self.init(effect: nil, shape: shape, axes: constrainedAxes, isHidden: false)
    }

    /// No pointer at all.
    public static func hidden() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil, axes: [], isHidden: true) }

    /// The system's pointer: the arrow here.
    public static func system() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil, axes: [], isHidden: false) }

    /// The desktop cursor that stands for the style.
    var cursorShape: CursorShape {
        if isHidden { return .hidden }
        switch shape {
        case .verticalBeam, .horizontalBeam: return .text
        case .roundedRect, .path: return .pointingHand
        case nil: return effect == nil ? .arrow : .pointingHand
        }
    }
}

/// What a pointer style does to the view under the pointer (UIKit's `UIPointerEffect`). Here
/// the view is not drawn differently: any effect shows the pointing hand.
public enum UIPointerEffect {
    /// The system picks: a highlight or a lift.
    case automatic(UITargetedPreview)
    /// The pointer turns into a highlight behind the view.
    case highlight(UITargetedPreview)
    /// The view rises under the pointer.
    case lift(UITargetedPreview)
    /// The view changes as the pointer hovers, as told.
    case hover(
        UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
        prefersScaledContent: Bool = true)

    /// How a hover effect tints the view (UIKit's raw values).
    public enum TintMode: Int, Sendable {
        /// No tint (0), a tint over the view (1), or under it (2).
        case none = 0
        case overlay, underlay
    }
}

/// The pointer's shape in a pointer style (UIKit's `UIPointerShape`).
public enum UIPointerShape {
    /// A shape of the given path, in the region's view's coordinates.
    case path(UIBezierPath)
    /// A rounded rectangle.
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// A text beam of the given length, upright.
    case verticalBeam(length: CGFloat)
    /// A text beam lying down, for vertical text.
    case horizontalBeam(length: CGFloat)

    /// The corner radius of a rounded rectangle when none is given, in points (UIKit's 8).
    public static let defaultCornerRadius: CGFloat = 8
}

/// A view as an effect shows it (UIKit's `UITargetedPreview`): the view itself here.
@preconcurrency @MainActor
public final class UITargetedPreview {
    /// The view the preview shows.
    public let view: UIView

    /// A preview of `view`.
    public init(view: UIView) { self.view = view }
}

/// One axis or both (UIKit's `UIAxis`).
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The axes as bits.
    public let rawValue: Int
    /// Axes from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Left to right.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// Top to bottom.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both.
    public static let both: UIAxis = [.horizontal, .vertical]
}
