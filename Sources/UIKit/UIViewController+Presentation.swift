/// How a presented controller is shown (UIKit's `UIModalPresentationStyle`, with its raw values).
public enum UIModalPresentationStyle: Int, Sendable {
    /// Over the whole window, hiding the presenter, which disappears.
    case fullScreen = 0
    /// A sheet over the dimmed presenter, below a strip of it.
    case pageSheet
    /// As `pageSheet` here.
    case formSheet
    /// As `fullScreen` here.
    case currentContext
    /// As `overFullScreen` here.
    case custom
    /// Over the whole window, the presenter staying behind (seen where the view is clear).
    case overFullScreen
    /// As `overFullScreen` here.
    case overCurrentContext
    /// As `pageSheet` here.
    case popover
    /// As `fullScreen` here.
    case none = -1
    /// UIKit's default: a page sheet.
    case automatic = -2

    /// Whether the presented view hides the presenter's, which then leaves the window.
    var hidesPresenter: Bool { self == .fullScreen || self == .currentContext || self == .none }
    /// Whether it is a sheet: over a dimmed presenter, below a strip of it.
    var isSheet: Bool { self == .automatic || self == .pageSheet || self == .formSheet || self == .popover }
}

/// How a presentation moves (UIKit's `UIModalTransitionStyle`, with its raw values).
public enum UIModalTransitionStyle: Int, Sendable {
    /// The view slides up from the bottom, and down when dismissed.
    case coverVertical = 0
    /// Slides here.
    case flipHorizontal
    /// The view fades in, and out when dismissed.
    case crossDissolve
    /// Slides here.
    case partialCurl
}

/// A presentation, as its presenter keeps it.
@preconcurrency @MainActor
struct ModalPresentation {
    /// The presented controller.
    let controller: UIViewController
    /// The window it is shown in (the presenter's view may have left it).
    let window: UIWindow
    /// The dimming view behind a sheet; nil for the styles without one.
    let backdrop: UIView?
    /// Whether the presented view hides the presenter's (see ``UIModalPresentationStyle``).
    let hidesPresenter: Bool
    /// Whether it fades rather than slides.
    let fades: Bool
}

extension UIViewController {
    /// How long a presentation or dismissal moves, in seconds.
    static let presentationDuration: TimeInterval = 0.3
    /// The strip of the presenter a sheet leaves uncovered at the top, in points.
    static let sheetTopInset: CGFloat = 40
    /// How dark the view behind a sheet dims what it covers.
    static let sheetBackdropAlpha: CGFloat = 0.4

    /// The controller whose view this one's is part of: its outermost ancestor.
    private var outermostAncestor: UIViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    /// Where this controller's view goes in a window of `bounds`: below a sheet's strip when it
    /// is presented as one, else over the whole window.
    private func frame(in bounds: CGRect) -> CGRect {
        let inset = presenter != nil && modalPresentationStyle.isSheet ? UIViewController.sheetTopInset : 0
        return CGRect(x: 0, y: inset, width: bounds.width, height: bounds.height - inset)
    }

    func beginPresenting(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = outermostAncestor
        if let current = presenter.presentation {
            return warn(
                "Attempt to present \(controller) on \(presenter) which is already presenting \(current.controller).")
        }
        guard !presenter.isTransitioning else {
            return warn("Attempt to present \(controller) on \(presenter) while a presentation is in progress.")
        }
        guard controller.presenter == nil, controller.parent == nil, controller !== presenter else {
            return warn("Application tried to present modally a view controller \(controller) that is already shown.")
        }
        guard let window = presenter.viewIfLoaded?.window else {
            return warn("Attempt to present \(controller) on \(presenter) whose view is not in the window hierarchy.")
        }
        // Loaded before any appearance call, as in UIKit.
        let view: UIView = controller.view
        view.removeFromSuperview()
        let style = controller.modalPresentationStyle
        var backdrop: UIView?
        if style.isSheet {
            let dimming = UIView(frame: window.bounds)
            dimming.backgroundColor = UIColor(white: 0, alpha: UIViewController.sheetBackdropAlpha)
            dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(dimming)
            backdrop = dimming
        }
        let presentation = ModalPresentation(
            controller: controller, window: window, backdrop: backdrop, hidesPresenter: style.hidesPresenter,
            fades: controller.modalTransitionStyle == .crossDissolve)
        presenter.presentation = presentation
        controller.presenter = presenter
        controller.isBeingPresented = true
        controller.isTransitioning = true
        if presentation.hidesPresenter { presenter.beginDisappearance() }
        controller.beginAppearance()

        let frame = controller.frame(in: window.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.frame = frame
        window.addSubview(view)
        let alpha = view.alpha
        if animated {
            presentation.moveOut()
            backdrop?.alpha = 0
        }
        UIView.animate(
            withDuration: animated ? UIViewController.presentationDuration : 0,
            animations: {
                view.frame = controller.frame(in: window.bounds)
                view.alpha = alpha
                backdrop?.alpha = 1
            },
            completion: { _ in
                // It has appeared once laid out; the hidden presenter then leaves the window.
                window.layoutIfNeeded()
                controller.isTransitioning = false
                controller.endAppearance()
                controller.isBeingPresented = false
                if presentation.hidesPresenter { presenter.viewIfLoaded?.removeFromSuperview() }
                completion?()
            })
    }

    func beginDismissing(animated: Bool, completion: (() -> Void)?) {
        // The presenter dismisses; a presented controller (or a child of one) asks its presenter.
        var candidate: UIViewController? = self
        var found: UIViewController?
        while let controller = candidate, found == nil {
            found = controller.presentation != nil ? controller : controller.presenter
            candidate = controller.parent
        }
        guard let presenter = found, let presentation = presenter.presentation else { return }
        // What the presented controller presents goes too: the topmost moves, the rest vanish.
        let chain = presentation.chain
        guard !presenter.isTransitioning && chain.allSatisfy({ !$0.controller.isTransitioning }) else {
            return warn(
                "Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in progress.")
        }
        let window = presentation.window
        for link in chain.reversed() {
            link.controller.isBeingDismissed = true
            link.controller.isTransitioning = true
            link.controller.beginDisappearance()
        }
        if presentation.hidesPresenter, let view = presenter.viewIfLoaded {
            presenter.beginAppearance()
            view.frame = presenter.frame(in: window.bounds)
            window.insertSubview(view, belowSubview: presentation.backdrop ?? presentation.controller.view)
        }
        let top = chain.last!
        let alpha = top.controller.view.alpha
        UIView.animate(
            withDuration: animated ? UIViewController.presentationDuration : 0,
            animations: {
                if animated { top.moveOut() }
                for link in chain { link.backdrop?.alpha = 0 }
            },
            completion: { _ in
                for link in chain.reversed() { link.end() }
                top.controller.view.alpha = alpha
                presenter.presentation = nil
                if presentation.hidesPresenter {
                    window.layoutIfNeeded()
                    presenter.endAppearance()
                }
                completion?()
            })
    }

    /// Ends what this controller presents at once, without moving, as its window lets it go
    /// (a new root view controller replaces it).
    func endPresentations() {
        guard let presentation else { return }
        for link in presentation.chain.reversed() {
            link.controller.isBeingDismissed = true
            link.controller.beginDisappearance()
            link.end()
        }
        self.presentation = nil
    }

    /// Prints a warning as UIKit logs misuse: the call goes on without effect.
    func warn(_ message: String) {
        FileHandle.standardError.write(Data("Warning: \(message)\n".utf8))
    }
}

@MainActor
extension ModalPresentation {
    /// This presentation and those its controller makes in turn, bottom up.
    var chain: [ModalPresentation] {
        var chain = [self]
        while let next = chain.last!.controller.presentation { chain.append(next) }
        return chain
    }

    /// Puts the presented view where it comes in from and goes out to: faded out, or just
    /// below the window.
    func moveOut() {
        let view: UIView = controller.view
        if fades {
            view.alpha = 0
        } else {
            view.frame.origin.y = window.bounds.maxY
        }
    }

    /// Takes the presented view and the backdrop out of the window (so the controller
    /// disappears, see `viewDidChangeWindow()`) and unlinks the controller from its presenter.
    func end() {
        controller.isTransitioning = false
        controller.viewIfLoaded?.removeFromSuperview()
        backdrop?.removeFromSuperview()
        controller.isBeingDismissed = false
        controller.presenter = nil
        controller.presentation = nil
    }
}
