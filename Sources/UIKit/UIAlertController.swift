/// A button of an alert or action sheet (UIKit's `UIAlertAction`).
@preconcurrency @MainActor
open class UIAlertAction {
    /// How the button looks and where it goes (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// A plain button in the tint colour (0).
        case `default` = 0
        /// The button that cancels (1): bold in an alert, apart at the bottom of an action sheet;
        /// Escape chooses it. An alert may have one.
        case cancel
        /// A button that destroys something, in red (2).
        case destructive
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button can be chosen; a disabled one is grey. True by default.
    open var isEnabled = true {
        didSet { button?.isEnabled = isEnabled }
    }
    /// Called with the action once the alert it was chosen in has gone.
    let handler: ((UIAlertAction) -> Void)?
    /// The button showing the action, while its alert is loaded.
    weak var button: UIButton?

    /// An action titled `title` whose `handler` runs once the alert has been dismissed.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// An alert or action sheet (UIKit's `UIAlertController`): a title, a message and buttons, over
/// the dimmed window.
///
/// Present it with `present(_:animated:completion:)`; choosing an action dismisses the alert,
/// then runs the action's handler. An alert is a 270-point card in the middle of the window,
/// with two buttons side by side (the cancel one on the left) or more stacked; an action sheet
/// sits at the bottom with its cancel button apart below it, and a click beside it cancels.
/// On a desktop, Escape chooses the cancel action and Return the preferred one. An alert's text
/// fields (``addTextField(configurationHandler:)``) sit under the message; the first takes the
/// keys when the alert appears, and Return in one chooses the preferred action; `popoverPresentationController` is always nil (a phone-sized window
/// shows action sheets at the bottom).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Where the alert appears (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// At the bottom of the window, from a choice the user made (0).
        case actionSheet = 0
        /// In the middle of the window, asking for attention (1).
        case alert
    }

    /// The width of an alert's card, in points.
    static let alertWidth: CGFloat = 270
    /// The gap between an action sheet and the window's edges, and between its two cards, in points.
    static let sheetMargin: CGFloat = 8
    /// The corner radius of the cards, in points.
    static let cornerRadius: CGFloat = 14
    /// The height of an alert's buttons and of an action sheet's, in points.
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    /// The space around the title and message, in points.
    static let textInsets = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
    /// The thickness of the lines between the buttons, in points.
    static let separatorThickness: CGFloat = 1
    /// How dark the dimmed window behind the alert is.
    static let dimmingAlpha: CGFloat = 0.2
    /// The cards' colour (UIKit's light-mode alert, without the blur).
    static let cardColor = UIColor(red: 242 / 255, green: 242 / 255, blue: 242 / 255, alpha: 1)

    /// Where the alert appears.
    public private(set) var preferredStyle: Style = .alert
    /// The text at the top, in bold.
    open override var title: String? {
        didSet { if isViewLoaded { buildCards() } }
    }
    /// The text under the title.
    open var message: String? {
        didSet { if isViewLoaded { buildCards() } }
    }
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action Return chooses, shown in bold instead of the cancel action; it must be one of
    /// ``actions``. Action sheets do not use it.
    open var preferredAction: UIAlertAction? {
        didSet { if isViewLoaded { buildCards() } }
    }

    /// The alert's cards, rebuilt when its content changes.
    private var cards: [UIView] = []
    private var storedTextFields: [UITextField] = []
    /// The space between the message and the first text field, and between fields, in points.
    static let textFieldSpacing: CGFloat = 12
    /// The size of the text fields' text, in points.
    static let textFieldFontSize: CGFloat = 13
    /// An action chosen while the alert was still being presented, chosen again once it is in.
    private var choiceDuringPresentation: UIAlertAction?
    /// The first responder before the alert took the keys, given them back when it goes.
    private weak var previousFirstResponder: UIResponder?

    /// An alert or action sheet with `title` and `message`, without actions yet.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    /// The text fields, in the order added; nil when there are none.
    public var textFields: [UITextField]? { storedTextFields.isEmpty ? nil : storedTextFields }

    /// Adds a text field under the message, which `configurationHandler` sets up (its
    /// placeholder, secure entry…). Only alerts have text fields, as in UIKit.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert, "Text fields can only be added to an alert controller of style .alert")
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: UIAlertController.textFieldFontSize)
        // Return in a field chooses the preferred action, as Return does anywhere in the alert.
        field.addAction(
            UIAction { [unowned self] _ in
                if let action = actionForReturn { choose(action) }
            }, for: .editingDidEndOnExit)
        configurationHandler?(field)
        storedTextFields.append(field)
        if isViewLoaded { buildCards() }
    }

    /// Adds a button for `action`. A second cancel action is a programming error, as in UIKit.
    open func addAction(_ action: UIAlertAction) {
        precondition(
            action.style != .cancel || !actions.contains { $0.style == .cancel },
            "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        actions.append(action)
        if isViewLoaded { buildCards() }
    }

    open override func loadView() {
        let backdrop = AlertBackdropView()
        backdrop.backgroundColor = UIColor(white: 0, alpha: UIAlertController.dimmingAlpha)
        backdrop.tappedOutside = { [unowned self] in
            if preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) {
                choose(cancel)
            }
        }
        view = backdrop
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        buildCards()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        previousFirstResponder = UIResponder.firstResponder
        if let field = storedTextFields.first { field.becomeFirstResponder() } else { becomeFirstResponder() }
        // Chosen once the presentation has ended, on the next turn of the main queue.
        if let choice = choiceDuringPresentation {
            choiceDuringPresentation = nil
            DispatchQueue.main.async { MainActor.assumeIsolated { [weak self] in self?.choose(choice) } }
        }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        let keysAreHere = isFirstResponder || storedTextFields.contains { $0.isFirstResponder }
        guard keysAreHere else { return }
        view.endEditing(true)
        resignFirstResponder()
        previousFirstResponder?.becomeFirstResponder()
    }

    // MARK: - Choosing

    /// Dismisses the alert, then runs the action's handler; a disabled action does nothing. A
    /// choice made while the alert fades in waits for it to be in.
    private func choose(_ action: UIAlertAction) {
        guard action.isEnabled, !isBeingDismissed else { return }
        guard !isBeingPresented else {
            choiceDuringPresentation = action
            return
        }
        dismiss(animated: true) { action.handler?(action) }
    }

    open override var canBecomeFirstResponder: Bool { true }

    /// Escape chooses the cancel action, Return the preferred one (or the only one): the alert's
    /// own shortcuts, nearer in the chain than its presenter's.
    open override var keyCommands: [UIKeyCommand]? {
        var commands = super.keyCommands ?? []
        let keys: [(String, UIAlertAction?)] = [
            (UIKeyCommand.inputEscape, actions.first { $0.style == .cancel }), ("\r", actionForReturn),
        ]
        for case (let input, let action?) in keys {
            commands.append(UIKeyCommand(input: input, modifierFlags: []) { [weak self] _ in self?.choose(action) })
        }
        return commands.isEmpty ? nil : commands
    }

    /// What Return chooses: an alert's preferred action, else the only action.
    private var actionForReturn: UIAlertAction? {
        let preferred = preferredStyle == .alert ? preferredAction : nil
        return preferred ?? (actions.count == 1 ? actions.first : nil)
    }

    // MARK: - Cards

    /// Lays the alert out again from its title, message and actions.
    private func buildCards() {
        for card in cards { card.removeFromSuperview() }
        let isSheet = preferredStyle == .actionSheet
        let cancel = actions.first { $0.style == .cancel }
        var mainActions = actions.filter { !isSheet || $0.style != .cancel }
        // An alert's two buttons sit side by side, the cancel one on the left; more stack up,
        // the cancel one last.
        if let cancel, !isSheet {
            mainActions.removeAll { $0 === cancel }
            mainActions.insert(cancel, at: mainActions.count == 1 ? 0 : mainActions.count)
        }
        var rows: [UIView] = []
        if let header = makeHeader(isSheet: isSheet) { rows.append(header) }
        if !isSheet && mainActions.count == 2 {
            rows.append(makeButtonPair(mainActions[0], mainActions[1]))
        } else {
            rows += mainActions.map { makeButton(for: $0, isSheet: isSheet) }
        }
        let main = makeCard(rows)
        cards = [main]
        view.addSubview(main)
        var constraints: [NSLayoutConstraint]
        if isSheet {
            let guide = view.safeAreaLayoutGuide
            let margin = UIAlertController.sheetMargin
            var bottom = guide.bottomAnchor
            if let cancel {
                let cancelCard = makeCard([makeButton(for: cancel, isSheet: true)])
                cards.append(cancelCard)
                view.addSubview(cancelCard)
                constraints = [
                    cancelCard.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: margin),
                    cancelCard.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -margin),
                    cancelCard.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -margin),
                ]
                bottom = cancelCard.topAnchor
            } else {
                constraints = []
            }
            constraints += [
                main.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: margin),
                main.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -margin),
                main.bottomAnchor.constraint(equalTo: bottom, constant: -margin),
            ]
        } else {
            constraints = [
                main.widthAnchor.constraint(equalToConstant: UIAlertController.alertWidth),
                main.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                main.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            ]
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// A rounded card holding `rows` one under the other, a line between each two.
    private func makeCard(_ rows: [UIView]) -> UIView {
        var arranged: [UIView] = []
        for row in rows {
            if !arranged.isEmpty { arranged.append(makeSeparator(along: .horizontal)) }
            arranged.append(row)
        }
        let stack = UIStackView(arrangedSubviews: arranged)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        let card = UIView()
        card.backgroundColor = UIAlertController.cardColor
        card.layer.cornerRadius = UIAlertController.cornerRadius
        card.clipsToBounds = true
        card.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            stack.topAnchor.constraint(equalTo: card.topAnchor),
            stack.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        return card
    }

    /// The title and message, centred and wrapped; nil when there are neither.
    private func makeHeader(isSheet: Bool) -> UIView? {
        var labels: [UILabel] = []
        if let title, !title.isEmpty {
            let label = makeTextLabel(title)
            label.font = .systemFont(ofSize: isSheet ? 13 : 17, weight: .semibold)
            if isSheet { label.textColor = .secondaryLabel }
            labels.append(label)
        }
        if let message, !message.isEmpty {
            let label = makeTextLabel(message)
            label.font = .systemFont(ofSize: 13)
            if isSheet { label.textColor = .secondaryLabel }
            labels.append(label)
        }
        guard !labels.isEmpty || !storedTextFields.isEmpty else { return nil }
        let stack = UIStackView(arrangedSubviews: labels + storedTextFields)
        stack.axis = .vertical
        stack.spacing = 2
        if !storedTextFields.isEmpty {
            // Apart from the message, and from each other.
            let spaced: [UIView] = Array(labels.suffix(1)) + Array(storedTextFields.dropLast())
            for view in spaced { stack.setCustomSpacing(UIAlertController.textFieldSpacing, after: view) }
        }
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIAlertController.textInsets
        return stack
    }

    private func makeTextLabel(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.textAlignment = .center
        return label
    }

    /// Two buttons side by side, equally wide, a line between them.
    private func makeButtonPair(_ left: UIAlertAction, _ right: UIAlertAction) -> UIView {
        let first = makeButton(for: left, isSheet: false)
        let second = makeButton(for: right, isSheet: false)
        let pair = UIStackView(arrangedSubviews: [first, makeSeparator(along: .vertical), second])
        pair.axis = .horizontal
        first.widthAnchor.constraint(equalTo: second.widthAnchor).isActive = true
        return pair
    }

    private func makeButton(for action: UIAlertAction, isSheet: Bool) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(action.title, for: .normal)
        // An alert's preferred action is bold instead of its cancel one; a sheet's cancel is bold.
        let isBold =
            isSheet ? action.style == .cancel : preferredAction.map { $0 === action } ?? (action.style == .cancel)
        button.titleLabel?.font = .systemFont(ofSize: isSheet ? 20 : 17, weight: isBold ? .semibold : .regular)
        if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
        button.setTitleColor(.tertiaryLabel, for: .disabled)
        button.isEnabled = action.isEnabled
        button.addAction(UIAction { [unowned self] _ in choose(action) }, for: .touchUpInside)
        let height = isSheet ? UIAlertController.sheetButtonHeight : UIAlertController.alertButtonHeight
        button.heightAnchor.constraint(equalToConstant: height).isActive = true
        action.button = button
        return button
    }

    /// A hairline across (along `.horizontal`) or down (`.vertical`) a card.
    private func makeSeparator(along axis: NSLayoutConstraint.Axis) -> UIView {
        let line = UIView.makeDecoration(color: .separator)
        let thickness = UIAlertController.separatorThickness
        let size = axis == .horizontal ? line.heightAnchor : line.widthAnchor
        size.constraint(equalToConstant: thickness).isActive = true
        return line
    }
}

/// Where a popover points (UIKit's `UIPopoverPresentationController`). Popovers are shown as
/// sheets here, so controllers have none (``UIViewController/popoverPresentationController`` is
/// nil); the type exists so that code setting its anchor through optional chaining compiles.
@preconcurrency @MainActor
open class UIPopoverPresentationController {
    /// The view the popover points at.
    open weak var sourceView: UIView?
    /// The rectangle in ``sourceView`` it points at.
    open var sourceRect = CGRect.zero
    /// The bar button item it points at.
    open var barButtonItem: UIBarButtonItem?
    /// The sides its arrow may point from.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any

    init() {}
}

/// The sides a popover's arrow may point from (UIKit's `UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// The directions' bits (UIKit's raw values).
    public let rawValue: UInt
    /// Directions from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up (1), down (2), left (4) and right (8).
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

extension UIViewController {
    /// Always nil: popovers are shown as sheets here (see ``UIPopoverPresentationController``).
    public var popoverPresentationController: UIPopoverPresentationController? { nil }
}

/// The dimmed view behind an alert's cards: a click on it (not on a card) is reported.
final class AlertBackdropView: UIView {
    var tappedOutside: (() -> Void)?

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touches.first?.view === self { tappedOutside?() }
        super.touchesEnded(touches, with: event)
    }
}
