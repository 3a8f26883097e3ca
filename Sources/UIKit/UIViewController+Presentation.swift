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
    /// A sheet's grabber, over its top while the sheet prefers one; nil for the styles without
    /// one.
    let grabber: UIView?
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

    /// Where this controller's view goes in a window of `bounds`: as its presentation places it
    /// (a sheet at its detent), else over the whole window.
    private func frame(in bounds: CGRect) -> CGRect {
        guard presenter != nil, let presentationController = storedPresentationController else { return bounds }
        return presentationController.frame(in: bounds)
    }

    /// The controller's presentation controller: the one it is presented by, or the one read
    /// before if made for its present style, else a new one (a sheet's for the sheet styles).
    func makePresentationController() -> UIPresentationController {
        let style = modalPresentationStyle
        if let stored = storedPresentationController, stored.presentationStyle == style || presenter != nil {
            return stored
        }
        // A popover here is shown as a sheet, but has no sheet controller, as in UIKit.
        let made =
            style.isSheet && style != .popover
            ? UISheetPresentationController(presentedViewController: self, presenting: nil)
            : UIPresentationController(presentedViewController: self, presenting: nil)
        storedPresentationController = made
        return made
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
        // Made before the view loads: a child's viewDidLoad may set its sheet's detents.
        let sheet = controller.makePresentationController() as? UISheetPresentationController
        // Loaded before any appearance call, as in UIKit.
        let view: UIView = controller.view
        view.removeFromSuperview()
        let style = controller.modalPresentationStyle
        var backdrop: UIView?
        var grabber: UIView?
        if let sheet {
            let dimming = SheetBackdropView(sheet: sheet, frame: window.bounds)
            window.addSubview(dimming)
            backdrop = dimming
            grabber = SheetGrabberView(sheet: sheet)
            sheet.dragRecognizer.view = view
        }
        let presentation = ModalPresentation(
            controller: controller, window: window, backdrop: backdrop, grabber: grabber,
            hidesPresenter: style.hidesPresenter, fades: controller.modalTransitionStyle == .crossDissolve)
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
        if let sheet { presentation.setGrabberVisible(sheet.prefersGrabberVisible) }
        let alpha = view.alpha
        let dimmed = sheet.map { $0.dims(atHeight: frame.height, in: window.bounds) } ?? true
        if animated {
            presentation.moveOut()
            backdrop?.alpha = 0
        }
        UIView.animate(
            withDuration: animated ? UIViewController.presentationDuration : 0,
            animations: {
                presentation.place(sheetAt: controller.frame(in: window.bounds), dimmed: dimmed)
                view.alpha = alpha
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
            // A sheet's grabber stays over it.
            if let grabber = presenter.presenter?.presentation?.grabber, grabber.superview === window {
                window.insertSubview(grabber, aboveSubview: view)
            }
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
            grabber?.alpha = 0
        } else {
            view.frame.origin.y = window.bounds.maxY
            if let grabber { grabber.frame = UISheetPresentationController.grabberFrame(over: view.frame) }
        }
    }

    /// Puts the presented view at `frame`, its grabber over it, and dims what it covers or not
    /// (a clear backdrop lets clicks through to it).
    func place(sheetAt frame: CGRect, dimmed: Bool) {
        controller.view.frame = frame
        grabber?.frame = UISheetPresentationController.grabberFrame(over: frame)
        grabber?.alpha = 1
        backdrop?.alpha = dimmed ? 1 : 0
        backdrop?.isUserInteractionEnabled = dimmed
    }

    /// Shows the sheet's grabber over the sheet, or takes it away.
    func setGrabberVisible(_ visible: Bool) {
        guard let grabber, visible != (grabber.superview != nil) else { return }
        if visible {
            window.insertSubview(grabber, aboveSubview: controller.view)
            grabber.frame = UISheetPresentationController.grabberFrame(over: controller.view.frame)
        } else {
            grabber.removeFromSuperview()
        }
    }

    /// Takes the presented view and the backdrop out of the window (so the controller
    /// disappears, see `viewDidChangeWindow()`) and unlinks the controller from its presenter.
    func end() {
        controller.isTransitioning = false
        controller.viewIfLoaded?.removeFromSuperview()
        backdrop?.removeFromSuperview()
        grabber?.removeFromSuperview()
        (controller.storedPresentationController as? UISheetPresentationController)?.dragRecognizer.view = nil
        controller.isBeingDismissed = false
        controller.presenter = nil
        controller.presentation = nil
    }
}

/// The dimming view behind a sheet: it places the sheet again when the window's size changes.
final class SheetBackdropView: UIView {
    private unowned let sheet: UISheetPresentationController
    /// The size the sheet was last placed for.
    private var placedSize: CGSize

    init(sheet: UISheetPresentationController, frame: CGRect) {
        self.sheet = sheet
        placedSize = frame.size
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: UIViewController.sheetBackdropAlpha)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Every layout pass calls this: only a new size moves the sheet (one at its detent
        // already may be on its way there, animated).
        guard bounds.size != placedSize else { return }
        placedSize = bounds.size
        sheet.windowDidResize()
    }
}

/// A sheet's grabber: a short bar over its top, by which it is dragged.
final class SheetGrabberView: UIView {
    unowned let sheet: UISheetPresentationController

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
        super.init(frame: CGRect(origin: .zero, size: UISheetPresentationController.grabberSize))
        backgroundColor = UIColor.tertiaryLabel
        layer.cornerRadius = UISheetPresentationController.grabberSize.height / 2
    }

    required init?(coder: NSCoder) { nil }
}

extension UIView {
    /// Recognizers a presentation adds to this view without listing them among its
    /// `gestureRecognizers`: a sheet's drag, on the sheet's view and its grabber.
    var presentationGestureRecognizers: [UIGestureRecognizer] {
        if let grabber = self as? SheetGrabberView { return [grabber.sheet.dragRecognizer] }
        guard let controller = viewController, controller.presenter != nil,
            let sheet = controller.storedPresentationController as? UISheetPresentationController
        else { return [] }
        return [sheet.dragRecognizer]
    }
}
