import Foundation

/// A command that menus and keyboard shortcuts run (UIKit's `UICommand`). UIKit sends a
/// selector up the responder chain; Swift here has no selectors, so a command runs its
/// handler.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// A longer description of the command; recorded.
    open var discoverabilityTitle: String?
    /// How a menu shows the command; a disabled one does not run.
    open var attributes: UIMenuElement.Attributes
    /// Whether a menu shows a checkmark by the command.
    open var state: UIMenuElement.State
    /// A value that tells commands sharing a handler apart.
    public let propertyList: Any?
    /// What the command does; it is given the command.
    let handler: (UICommand) -> Void
    /// What is running the command (a control whose menu it is in), while its handler runs.
    public internal(set) var sender: Any?

    /// A command that runs `handler` with itself.
    public init(
        title: String = "", image: UIImage? = nil, propertyList: Any? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping (UICommand) -> Void
    ) {
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler, unless the command is disabled; returns whether it ran.
    @discardableResult
    func perform() -> Bool {
        guard !attributes.contains(.disabled) else { return false }
        handler(self)
        return true
    }

    /// Runs the handler with ``sender`` set to `sender` meanwhile, unless the command is
    /// disabled; `target` is not used (no selectors here).
    public func performWithSender(_ sender: Any?, target: Any?) {
        self.sender = sender
        perform()
        self.sender = nil
    }
}

extension UICommand: UIMenuLeaf {}
