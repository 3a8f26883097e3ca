internal import Geometry

/// The panel a menu shows in (a context menu, a button's menu): its actions as rows over the
/// whole window, which a click outside the panel, Escape or a choice closes. Arrows move the
/// highlight and Return chooses; the pointer highlights the row under it.
@preconcurrency @MainActor
final class ContextMenuView: UIView {
    /// The menu on screen, if any: one at a time.
    private(set) static weak var shown: ContextMenuView?

    /// One row of the panel.
    enum Entry {
        /// An action or a command, and the single-selection menu it is in, if any.
        case action(any UIMenuLeaf, group: UIMenu?)
        /// A submenu, opened in place.
        case submenu(UIMenu)
        /// A back row to the menu a submenu was opened from.
        case back
        /// A line between inline groups.
        case separator
        /// The menu's title, in grey.
        case title(String)
    }

    static let rowHeight: CGFloat = 32
    static let separatorHeight: CGFloat = 9
    static let minimumWidth: CGFloat = 180
    /// Room for a checkmark before the titles, and for a chevron after them.
    static let leadingInset: CGFloat = 28
    static let trailingInset: CGFloat = 28
    static let highlightColour = UIColor.systemGray5

    private let panel = UIView()
    private var menus: [UIMenu]
    private var entries: [Entry] = []
    private var rows: [UIView] = []
    private var highlighted: Int?
    /// Where the panel opens, in window coordinates: its top left corner, unless it would leave
    /// the window.
    private let anchor: CGPoint
    /// The control a button's menu belongs to: its actions' sender.
    private weak var sender: UIView?

    private init(menu: UIMenu, anchor: CGPoint, sender: UIView?) {
        menus = [menu]
        self.anchor = anchor
        self.sender = sender
        super.init(frame: .zero)
        panel.backgroundColor = .systemBackground
        panel.layer.cornerRadius = 8
        panel.layer.borderWidth = 0.5
        panel.layer.borderColor = UIColor.separator.cgColor
        panel.clipsToBounds = true
        addSubview(panel)
    }

    /// Makes a view from an archive: the menu's panel is made in code only.
    required init?(coder: NSCoder) { nil }

    /// Shows `menu` with its top left corner at `point` of `window`, closing any other menu;
    /// nothing if the menu has no rows.
    @discardableResult
    static func show(_ menu: UIMenu, at point: CGPoint, in window: UIWindow, sender: UIView? = nil) -> ContextMenuView?
    {
        shown?.dismiss()
        let view = ContextMenuView(menu: menu, anchor: point, sender: sender)
        view.rebuild()
        guard !view.entries.isEmpty else { return nil }
        view.frame = window.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(view)
        view.placePanel()
        window.layoutIfNeeded()
        shown = view
        return view
    }

    /// Closes the menu.
    func dismiss() {
        guard superview != nil else { return }
        removeFromSuperview()
        if ContextMenuView.shown === self { ContextMenuView.shown = nil }
    }

    // MARK: - Rows

    /// The rows of `menu`'s children: inline menus between separators, hidden ones left out.
    private static func entries(of menu: UIMenu) -> [Entry] {
        var entries: [Entry] = []
        for child in menu.children {
            if let deferred = child as? UIDeferredMenuElement {
                let loading = UIAction(title: "Loading…", attributes: .disabled) { _ in }
                entries += Self.entries(of: UIMenu(children: deferred.elementsNow() ?? [loading]))
                continue
            }
            if let action = child as? any UIMenuLeaf {
                guard !action.attributes.contains(.hidden) else { continue }
                entries.append(.action(action, group: menu.options.contains(.singleSelection) ? menu : nil))
            } else if let submenu = child as? UIMenu {
                guard submenu.options.contains(.displayInline) else {
                    entries.append(.submenu(submenu))
                    continue
                }
                let inner = Self.entries(of: submenu)
                guard !inner.isEmpty else { continue }
                if !entries.isEmpty, case .separator? = entries.last {
                } else if !entries.isEmpty {
                    entries.append(.separator)
                }
                if !submenu.title.isEmpty { entries.append(.title(submenu.title)) }
                entries += inner
                entries.append(.separator)
            }
        }
        if case .separator? = entries.last { entries.removeLast() }
        return entries
    }

    private func rebuild() {
        let menu = menus.last!
        entries = []
        if menus.count > 1 { entries.append(.back) }
        if !menu.title.isEmpty { entries.append(.title(menu.title)) }
        entries += Self.entries(of: menu)
        for row in rows { row.removeFromSuperview() }
        rows = entries.map(makeRow)
        for row in rows { panel.addSubview(row) }
        highlighted = nil
    }

    private func makeRow(_ entry: Entry) -> UIView {
        let row = UIView()
        guard !isSeparator(entry) else {
            let line = UIView(frame: CGRect(x: 0, y: 4, width: 0, height: 0.5))
            line.backgroundColor = .separator
            line.autoresizingMask = [.flexibleWidth]
            row.addSubview(line)
            return row
        }
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        switch entry {
        case .action(let action, _):
            label.text = action.title
            label.textColor =
                action.attributes.contains(.disabled)
                ? .tertiaryLabel : action.attributes.contains(.destructive) ? .systemRed : .label
            if action.state != .off { addMark(action.state == .on ? "✓" : "–", to: row, trailing: false) }
            if let shortcut = (action as? UIKeyCommand)?.shortcutText {
                let mark = addMark(shortcut, to: row, trailing: true)
                mark.tag = Self.shortcutTag
                mark.textColor = .secondaryLabel
            }
        case .submenu(let menu):
            label.text = menu.title
            addMark("›", to: row, trailing: true)
        case .back:
            label.text = menus[menus.count - 2].title.isEmpty ? "Back" : menus[menus.count - 2].title
            addMark("‹", to: row, trailing: false)
        case .title(let title):
            label.text = title
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
        case .separator: break
        }
        label.tag = Self.titleTag
        row.addSubview(label)
        return row
    }

    /// Tags of a row's labels: its title, a mark before it (a check, a back arrow), a mark at
    /// its end (a submenu's chevron).
    static let titleTag = 1
    private static let leadingMarkTag = 2
    private static let trailingMarkTag = 3
    /// A key command's shortcut, at the row's end, after at least ``shortcutGap`` points.
    static let shortcutTag = 4
    static let shortcutGap: CGFloat = 24
    /// Where a leading mark is, and how far a trailing one is from the end.
    static let markInset: CGFloat = 10

    /// Adds `text` as a mark before the title, or at the row's end.
    @discardableResult
    private func addMark(_ text: String, to row: UIView, trailing: Bool) -> UILabel {
        let mark = UILabel()
        mark.text = text
        mark.font = .systemFont(ofSize: 15)
        mark.tag = trailing ? Self.trailingMarkTag : Self.leadingMarkTag
        if !trailing { mark.frame.origin.x = Self.markInset }
        row.addSubview(mark)
        return mark
    }

    private func isSeparator(_ entry: Entry) -> Bool {
        if case .separator = entry { return true }
        return false
    }

    private func isChoosable(_ index: Int) -> Bool {
        switch entries[index] {
        case .action(let action, _): !action.attributes.contains(.disabled)
        case .submenu, .back: true
        case .separator, .title: false
        }
    }

    /// Sizes the rows to the widest title and puts the panel at the anchor, inside the window.
    private func placePanel() {
        var width = Self.minimumWidth
        for row in rows {
            var needed = Self.leadingInset + Self.trailingInset
            for case let label as UILabel in row.subviews
            where label.tag == Self.titleTag || label.tag == Self.shortcutTag {
                label.sizeToFit()
                needed += label.frame.width
                if label.tag == Self.shortcutTag { needed += Self.shortcutGap + Self.markInset - Self.trailingInset }
            }
            width = max(width, needed)
        }
        var y: CGFloat = 0
        for (index, row) in rows.enumerated() {
            let height = isSeparator(entries[index]) ? Self.separatorHeight : Self.rowHeight
            row.frame = CGRect(x: 0, y: y, width: width, height: height)
            for case let label as UILabel in row.subviews {
                label.sizeToFit()
                label.frame.origin.y = ((height - label.frame.height) / 2).rounded()
                if label.tag == Self.titleTag { label.frame.origin.x = Self.leadingInset }
                if label.tag == Self.trailingMarkTag || label.tag == Self.shortcutTag {
                    label.frame.origin.x = width - Self.markInset - label.frame.width
                }
            }
            if let line = row.subviews.first, isSeparator(entries[index]) { line.frame.size.width = width }
            y += height
        }
        let size = CGSize(width: width, height: y)
        // Opens down and to the right of the anchor; up or left where the window ends.
        var origin = anchor
        if origin.x + size.width > bounds.width { origin.x = max(0, anchor.x - size.width) }
        if origin.y + size.height > bounds.height { origin.y = max(0, anchor.y - size.height) }
        panel.frame = CGRect(origin: origin, size: size)
    }

    private func highlight(_ index: Int?) {
        guard index != highlighted else { return }
        if let highlighted, highlighted < rows.count { rows[highlighted].backgroundColor = nil }
        highlighted = index
        if let index { rows[index].backgroundColor = Self.highlightColour }
    }

    /// The choosable row under a window point, if any.
    private func row(at point: CGPoint) -> Int? {
        let local = panel.convert(point, from: nil)
        guard panel.bounds.contains(local) else { return nil }
        return rows.indices.first { rows[$0].frame.contains(local) && isChoosable($0) }
    }

    /// Chooses the row: an action closes the menu, then runs; a submenu opens in place.
    private func choose(_ index: Int) {
        switch entries[index] {
        case .action(let action, let group):
            if let group {
                for case let member as any UIMenuLeaf in group.children {
                    member.state = member === action ? .on : .off
                }
            }
            if action.attributes.contains(.keepsMenuPresented) { reopen() } else { dismiss() }
            action.performWithSender(sender, target: nil)
        case .submenu(let menu):
            menus.append(menu)
            reopen()
        case .back:
            menus.removeLast()
            reopen()
        case .separator, .title: break
        }
    }

    private func reopen() {
        rebuild()
        placePanel()
        window?.layoutIfNeeded()
    }

    // MARK: - Events

    /// The pointer moved over the window with no button down.
    func hover(at point: CGPoint) { highlight(row(at: point)) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        highlight(row(at: touch.location(in: nil)))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        highlight(row(at: touch.location(in: nil)))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard superview != nil, let touch = touches.first else { return }
        let point = touch.location(in: nil)
        guard panel.frame.contains(point) else { return dismiss() }
        if let index = row(at: point) { choose(index) }
    }

    /// Up and down move the highlight over the rows that can be chosen, Return chooses,
    /// Escape closes; other keys are not the menu's (the first responder keeps them: a text
    /// field being edited stays so). Returns whether the key was the menu's.
    func handleKey(_ key: UIKey) -> Bool {
        let choosable = rows.indices.filter(isChoosable)
        switch key.keyCode {
        case .keyboardEscape: dismiss()
        case .keyboardDownArrow:
            highlight(choosable.first { $0 > (highlighted ?? -1) } ?? choosable.first)
        case .keyboardUpArrow:
            highlight(choosable.last { $0 < (highlighted ?? rows.count) } ?? choosable.last)
        case .keyboardReturnOrEnter:
            if let highlighted { choose(highlighted) }
        default: return false
        }
        return true
    }
}
