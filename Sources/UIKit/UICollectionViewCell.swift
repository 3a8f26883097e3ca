/// A view a collection view shows for one of its elements and reuses for others (UIKit's
/// `UICollectionReusableView`): the base of cells, headers and footers.
///
/// A registered class is made with `init(frame:)` (a subclass's override runs), then given its
/// reuse identifier; ``prepareForReuse()`` runs each time it is taken from the reuse queue.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was registered and dequeued with; nil for a view made by hand.
    public internal(set) var reuseIdentifier: String?

    /// How a collection view makes a view of a registered class: `init(frame: .zero)`, the
    /// subclass's override if it has one. Call `init(frame:)` instead.
    public required convenience init(dequeuedWithReuseIdentifier identifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    /// Override point, called when the collection view takes the view from its reuse queue for
    /// another element; call super.
    open func prepareForReuse() {}

    /// Override point: the attributes the collection view shows the view with; the frame is
    /// already set. Nothing else here.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Override point: the attributes the view would rather have, given those its layout gave
    /// it (asked for only when the layout estimates sizes): here, the size its constraints fit,
    /// as small as they allow, on each axis they size (the given one on the others).
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        preferred.size = fittedSize(for: layoutAttributes.size, choosing: layoutAttributes.fittedAxes)
        return preferred
    }

    /// The view whose constraints size this one: the view itself (a cell's content view).
    var measuredContent: UIView { self }

    /// The size ``measuredContent``'s constraints fit on the `chosen` axes, as small as they
    /// allow (`proposed` on the others, on an axis they leave unsized, and for a view with no
    /// subviews).
    func fittedSize(for proposed: CGSize, choosing chosen: FittedAxes) -> CGSize {
        let content = measuredContent
        guard !content.subviews.isEmpty else { return proposed }
        let fitted = content.systemLayoutSizeFitting(
            proposed, withHorizontalFittingPriority: chosen.contains(.width) ? .fittingSizeLevel : .required,
            verticalFittingPriority: chosen.contains(.height) ? .fittingSizeLevel : .required)
        return CGSize(
            width: chosen.contains(.width) && fitted.width > 0 ? ceil(fitted.width) : proposed.width,
            height: chosen.contains(.height) && fitted.height > 0 ? ceil(fitted.height) : proposed.height)
    }

    /// Applies `attributes` as the collection view shows them: frame, opacity, visibility,
    /// transform, then the override point.
    func show(_ attributes: UICollectionViewLayoutAttributes) {
        if frame != attributes.frame { frame = attributes.frame }
        if alpha != attributes.alpha { alpha = attributes.alpha }
        isHidden = attributes.isHidden
        if transform != attributes.transform { transform = attributes.transform }
        layer.zPosition = CGFloat(attributes.zIndex)
        apply(attributes)
    }
}

/// The view of one item of a collection view (UIKit's `UICollectionViewCell`): put your views in
/// ``contentView``. Behind it, ``selectedBackgroundView`` shows while the cell is selected or
/// highlighted, and ``backgroundView`` always; both are nil, and the cell clear, by default.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the cell's content to; it fills the cell.
    public let contentView = UIView()
    /// The view a content configuration made (``contentConfiguration``).
    private var configuredContentView: (any UIView & UIContentView)?

    /// A cell at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// There are no archives here: an empty cell.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    // MARK: - State

    /// Whether the cell is selected; the collection view sets it for its selection. Shows
    /// ``selectedBackgroundView``.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// Whether a touch highlights the cell; the collection view sets it while a touch is on the
    /// item. Shows ``selectedBackgroundView``.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// The cell's state: selected, highlighted.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Override point, called when the state changed (and by ``setNeedsUpdateConfiguration()``);
    /// calls ``configurationUpdateHandler``.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let contentConfiguration {
            self.contentConfiguration = contentConfiguration.updated(for: state)
        }
        configurationUpdateHandler?(self, state)
    }

    /// Called with the cell and its state whenever the state changes (instead of subclassing
    /// to override ``updateConfiguration(using:)``).
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Asks for ``updateConfiguration(using:)`` with the current state; here it runs at once.
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

    /// Whether a state change re-applies ``contentConfiguration`` updated for the new state (true).
    open var automaticallyUpdatesContentConfiguration = true

    private func stateDidChange() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        setNeedsUpdateConfiguration()
    }

    // MARK: - Content and backgrounds

    /// What the content view shows: the configuration's view, filling the content view (its
    /// constraints size a self-sizing cell). Nil removes it.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            configuredContentView = contentView.showConfiguration(
                contentConfiguration, replacing: configuredContentView)
        }
    }

    /// The view behind everything; nil by default.
    open var backgroundView: UIView? {
        didSet { replaceBackgroundView(oldValue, with: backgroundView) }
    }

    /// The view shown between the background and the content while the cell is selected or
    /// highlighted; nil by default.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                insertSubview(selectedBackgroundView, belowSubview: contentView)
                selectedBackgroundView.isHidden = !(isSelected || isHighlighted)
            }
            setNeedsLayout()
        }
    }

    /// Makes the content view and the backgrounds fill the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let whole = CGRect(origin: .zero, size: bounds.size)
        for view in [backgroundView, selectedBackgroundView, contentView] {
            if let view, view.frame != whole { view.frame = whole }
        }
    }

    /// The content view's constraints size the cell.
    override var measuredContent: UIView { contentView }
}

extension UIView {
    /// Shows `configuration`'s view filling this view (a cell's content view): the view shown
    /// for the last one is updated if it is of the same kind, else replaced. Pinned by
    /// constraints, so that its own constraints size the cell. Returns the view shown, nil for
    /// none.
    func showConfiguration(
        _ configuration: (any UIContentConfiguration)?, replacing shown: (any UIView & UIContentView)?
    ) -> (any UIView & UIContentView)? {
        guard let configuration else {
            shown?.removeFromSuperview()
            return nil
        }
        if let shown, type(of: shown.configuration) == type(of: configuration) {
            shown.configuration = configuration
            return shown
        }
        shown?.removeFromSuperview()
        let view = configuration.makeContentView()
        insertSubview(view, at: 0)
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: topAnchor),
            view.bottomAnchor.constraint(equalTo: bottomAnchor),
            view.leadingAnchor.constraint(equalTo: leadingAnchor),
            view.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        setNeedsLayout()
        return view
    }
}
