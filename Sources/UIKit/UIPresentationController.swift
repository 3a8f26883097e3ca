/// What a presented controller's presentation answers to (UIKit's
/// `UIAdaptivePresentationControllerDelegate`): here, the dismissals a user starts (a sheet
/// dragged down, or Escape), never those made in code.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether a dismissal the user starts may happen; true by default. When false (or when the
    /// presented controller is modal in presentation), the sheet stays and
    /// ``presentationControllerDidAttemptToDismiss(_:)`` is called.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A dismissal the user started is about to happen.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A dismissal the user started has happened (the presented controller has disappeared).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss, and ``presentationControllerShouldDismiss(_:)`` or
    /// `isModalInPresentation` refused.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// True: the user may dismiss.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    /// Nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// How a presented controller is shown (UIKit's `UIPresentationController`): made for a
/// controller when its ``UIViewController/presentationController`` is first read, after its
/// `modalPresentationStyle` is set, as UIKit does. Sheets get a ``UISheetPresentationController``.
@preconcurrency @MainActor
open class UIPresentationController {
    /// The controller presented. Not retained: it keeps its presentation controller (keep the
    /// controller, not only this, alive).
    public unowned let presentedViewController: UIViewController
    /// The controller that presents it, while it is presented (nil before and after).
    public var presentingViewController: UIViewController! { presentedViewController.presenter }
    /// The presentation's style, as it was when this controller was made.
    public let presentationStyle: UIModalPresentationStyle
    /// Told about the dismissals the user starts; not retained.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// A presentation controller for `presentedViewController`; `presentingViewController` is
    /// the one that will present it (it is found when it does).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presentationStyle = presentedViewController.modalPresentationStyle
    }

    /// The view the presentation takes place in: the window, while presented.
    public var containerView: UIView? { presentedViewController.presenter?.presentation?.window }
    /// The view shown: the presented controller's.
    public var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Where the presented view goes in the container. (Custom presentations are not supported:
    /// an override is not what places the view.)
    open var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return frame(in: bounds)
    }

    /// The presented view's frame in a container of `bounds`: all of it, or below a sheet's strip.
    func frame(in bounds: CGRect) -> CGRect {
        let inset = presentationStyle.isSheet ? UIViewController.sheetTopInset : 0
        return CGRect(x: 0, y: inset, width: bounds.width, height: bounds.height - inset)
    }

    /// A dismissal the user asks for: the delegate and `isModalInPresentation` may refuse it,
    /// and the delegate hears it happen. Nothing happens while the presentation moves in or out.
    /// Returns whether it goes ahead.
    @discardableResult
    func dismissAsUserAsked() -> Bool {
        guard let presenter = presentedViewController.presenter, !isMoving else { return false }
        guard !isModalInPresentation, delegate?.presentationControllerShouldDismiss(self) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        // The presenter dismisses (not the presented controller's `dismiss`, which an app may
        // override, and which would take down what it presents in turn first).
        presenter.beginDismissing(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
        return true
    }

    /// Whether the presentation moves in or out now (or its presenter's does).
    var isMoving: Bool {
        presentedViewController.isTransitioning || presentedViewController.isBeingDismissed
            || (presentedViewController.presenter?.isTransitioning ?? false)
    }

    /// Whether the user may not dismiss: the presented controller is modal in presentation, or
    /// the controller a navigation or tab controller it is shows.
    var isModalInPresentation: Bool {
        var controller: UIViewController? = presentedViewController
        while let current = controller {
            if current.isModalInPresentation { return true }
            controller =
                (current as? UINavigationController)?.topViewController
                ?? (current as? UITabBarController)?.selectedViewController
        }
        return false
    }
}
