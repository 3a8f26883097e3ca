import Geometry
import Layout
import Rendering
import Views

/// The demo's scenes. Ids are stable and documented in `--help`: tests and the dump rely on them.
public enum SceneName: String, CaseIterable, Sendable {
    /// The scenes, in the order keys 1…6 select them; the raw value is the `--scene` name.
    case labels, vertical, horizontal, both, profile, spacers

    var summary: String {
        switch self {
        case .labels: "a ScrollingStackView of labels \"Hello, this is label nº N\", spacing 10"
        case .vertical: "scroll case 1: content width = frame width, scrolls vertically"
        case .horizontal: "scroll case 2: content height = safe-area height, scrolls horizontally"
        case .both: "scroll case 3: a grid with an intrinsic size, scrolls both ways"
        case .profile: "a profile screen: header, ten buttons, a floating Settings button"
        case .spacers: "smart spacers (left) next to custom spacing (right)"
        }
    }
}

/// What a scene needs from the command line.
public struct SceneOptions: Equatable, Sendable {
    /// How many labels the labels scene stacks.
    public var rows = 29
    /// The axis the labels scene's stack starts on.
    public var axis: Axis = .vertical

    /// The defaults: 29 rows, vertical.
    public init() {}
}

/// A built scene: its window and the scroll view that `--offset` and the wheel move.
@MainActor
public struct Scene {
    /// Which scene this is.
    public let name: SceneName
    /// The window the scene was built in, laid out.
    public let window: Window
    /// The scroll view that `--offset`, the axis key, and the wheel where nothing else can scroll act on.
    public let mainScrollView: ScrollView

    /// Builds a scene into a new window of `size` points.
    public static func make(_ name: SceneName, size: Size, scale: Double = 1, options: SceneOptions = SceneOptions())
        -> Scene
    {
        let window = Window(size: size, scale: scale)
        let scroll: ScrollView =
            switch name {
            case .labels: makeLabels(options)
            case .vertical: makeVerticalCase()
            case .horizontal: makeHorizontalCase()
            case .both: makeBothCase()
            case .profile: makeProfile()
            case .spacers: makeSpacers()
            }
        window.addSubview(scroll)
        if name != .profile { pinToSafeArea(scroll, of: window) } else { pinFrameGuide(of: scroll, to: window) }
        window.layout()
        return Scene(name: name, window: window, mainScrollView: scroll)
    }

    static func pinToSafeArea(_ view: View, of window: Window) {
        LayoutConstraint.activate(view.edgeConstraints(equalTo: window.safeAreaLayoutGuide))
    }

    /// The profile article positions the scroll view through its frame layout guide: pinned to
    /// the window's edges horizontally and to its safe area vertically.
    static func pinFrameGuide(of scroll: ScrollView, to window: Window) {
        let guide = scroll.frameLayoutGuide
        let area = window.safeAreaLayoutGuide
        LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            guide.topAnchor.constraint(equalTo: area.topAnchor),
            guide.bottomAnchor.constraint(equalTo: area.bottomAnchor),
        ])
    }

    // MARK: - labels

    static func makeLabels(_ options: SceneOptions) -> ScrollView {
        let scroll = ScrollingStackView(axis: options.axis, id: "scroll")
        scroll.spacing = 10
        for index in 1...max(1, options.rows) {
            let label = Label(text: "Hello, this is label nº \(index)", id: "label-\(index)")
            label.backgroundColor = index % 2 == 0 ? Palette.rowEven : Palette.rowOdd
            scroll.addArrangedSubview(label)
        }
        return scroll
    }

    // MARK: - The three scroll cases

    /// Content pinned to the content guide on four edges, inside a scroll view.
    static func scrollView(with content: View) -> ScrollView {
        let scroll = ScrollView(id: "scroll")
        scroll.addSubview(content)
        LayoutConstraint.activate(content.edgeConstraints(equalTo: scroll.contentLayoutGuide))
        return scroll
    }

    /// A length at priority 999, not required: a stack view collapses a hidden arranged view
    /// with a required zero length, and a required length of its own would conflict with it
    /// (UIKit logs that conflict too; 999 is the usual fix).
    static func fixedLength(_ dimension: LayoutDimension, _ length: Double) {
        let constraint = dimension.constraint(equalToConstant: length)
        constraint.priority = 999
        constraint.isActive = true
    }

    static func block(_ title: String, id: String, color: Color) -> Label {
        let label = Label(text: title, font: .boldSystem(size: 20), id: id)
        label.textAlignment = .center
        label.textColor = .white
        label.backgroundColor = color
        label.cornerRadius = 10
        label.shadow = Palette.blockShadow
        return label
    }

    /// A stack of coloured blocks `length` points long along `axis`, in a scroll view.
    static func blockStack(axis: Axis, count: Int, title: String, id: String, length: Double) -> (StackView, ScrollView)
    {
        let stack = StackView(id: "content")
        stack.axis = axis
        stack.spacing = 12
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(all: 16)
        for index in 1...count {
            let block = block("\(title) \(index)", id: "\(id)-\(index)", color: Palette.cycle(index))
            fixedLength(axis == .vertical ? block.heightAnchor : block.widthAnchor, length)
            stack.addArrangedSubview(block)
        }
        return (stack, scrollView(with: stack))
    }

    /// Case 1: the content's width is the frame's, so only the height scrolls.
    static func makeVerticalCase() -> ScrollView {
        let (stack, scroll) = blockStack(axis: .vertical, count: 12, title: "Block", id: "block", length: 90)
        stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor).isActive = true
        return scroll
    }

    /// Case 2: the content's height is the safe area's, so only the width scrolls.
    static func makeHorizontalCase() -> ScrollView {
        let (stack, scroll) = blockStack(axis: .horizontal, count: 10, title: "Card", id: "card", length: 160)
        stack.heightAnchor.constraint(equalTo: scroll.safeAreaLayoutGuide.heightAnchor).isActive = true
        return scroll
    }

    static func makeBothCase() -> ScrollView {
        scrollView(with: GridView(columns: 12, rows: 20, cell: Size(width: 100, height: 80), id: "grid"))
    }

    // MARK: - profile

    static let profileButtons = [
        "Share Profile", "Favorites Messages", "Saved Messages", "Bookmarks", "History", "Notifications",
        "Find Friends", "Security", "Help", "Logout",
    ]

    static func makeProfile() -> ScrollView {
        let scroll = ScrollView(id: "scroll")
        let header = View(id: "header")
        header.backgroundColor = Palette.header
        // The avatar is a PNG from Resources/ (a white disc if it cannot be read).
        let avatar = ImageView(image: DemoResources.image("avatar.png"), id: "avatar")
        if avatar.image == nil { avatar.backgroundColor = .white }
        avatar.cornerRadius = 60
        avatar.clipsToBounds = true
        let name = Label(text: "Jane Appleseed", font: .boldSystem(size: 24), id: "name")
        name.textColor = .white
        header.addSubview(avatar)
        header.addSubview(name)
        LayoutConstraint.activate([
            header.heightAnchor.constraint(equalToConstant: 360),
            avatar.widthAnchor.constraint(equalToConstant: 120),
            avatar.heightAnchor.constraint(equalToConstant: 120),
            avatar.centerXAnchor.constraint(equalTo: header.centerXAnchor),
            avatar.centerYAnchor.constraint(equalTo: header.centerYAnchor, constant: -20),
            name.centerXAnchor.constraint(equalTo: header.centerXAnchor),
            name.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 16),
        ])
        let buttons = StackView(id: "button-stack")
        buttons.axis = .vertical
        buttons.alignment = .leading
        buttons.spacing = 4
        buttons.isLayoutMarginsRelativeArrangement = true
        buttons.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 96, right: 16)
        for title in profileButtons {
            buttons.addArrangedSubview(Button(title: title, id: "button-\(title)"))
        }
        let main = StackView(arrangedSubviews: [header, buttons], id: "main-stack")
        main.axis = .vertical
        main.distribution = .equalSpacing
        main.spacing = 16
        scroll.addSubview(main)
        let settings = Button(title: "Settings", id: "settings")
        settings.backgroundColor = Palette.settings
        settings.titleColor = .white
        settings.cornerRadius = 12
        scroll.addSubview(settings)
        let content = scroll.contentLayoutGuide
        LayoutConstraint.activate(main.edgeConstraints(equalTo: content))
        LayoutConstraint.activate([
            main.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            // Floating near the bottom right of the content, in no stack view.
            settings.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
            settings.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -24),
        ])
        return scroll
    }

    // MARK: - spacers

    static let spacerSizes: [Double] = [4, 8, 16, 24, 32, 48, 8, 16, 24, 32, 4, 48]

    static func makeSpacers() -> ScrollView {
        let smart = StackView(id: "smart-spacers")
        smart.axis = .vertical
        let custom = StackView(id: "custom-spacing")
        custom.axis = .vertical
        for (index, size) in spacerSizes.enumerated() {
            let number = index + 1
            let smartRow = block(
                "Row \(number) · \(Int(size))", id: "smart-row-\(number)", color: Palette.cycle(number))
            smartRow.font = .boldSystem(size: 15)
            fixedLength(smartRow.heightAnchor, 44)
            smart.addArrangedSubview(smartRow)
            if number < spacerSizes.count { smart.addArrangedSubview(smartRow.createSpacer(size)) }
            let customRow = block(
                "Row \(number) · \(Int(size))", id: "custom-row-\(number)", color: Palette.cycle(number))
            customRow.font = .boldSystem(size: 15)
            fixedLength(customRow.heightAnchor, 44)
            custom.addArrangedSubview(customRow)
            if number < spacerSizes.count { custom.setCustomSpacing(size, after: customRow) }
        }
        let titles = StackView(
            arrangedSubviews: [
                Label(text: "Smart spacers", font: .boldSystem(size: 15), id: "smart-title"),
                Label(text: "Custom spacing", font: .boldSystem(size: 15), id: "custom-title"),
            ], id: "titles")
        titles.distribution = .fillEqually
        titles.spacing = 16
        let columns = StackView(arrangedSubviews: [smart, custom], id: "columns")
        columns.distribution = .fillEqually
        columns.alignment = .top
        columns.spacing = 16
        let page = StackView(arrangedSubviews: [titles, columns], id: "content")
        page.axis = .vertical
        page.spacing = 12
        page.isLayoutMarginsRelativeArrangement = true
        page.layoutMargins = EdgeInsets(all: 16)
        let scroll = scrollView(with: page)
        page.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor).isActive = true
        return scroll
    }
}

/// The demo's colours.
enum Palette {
    static let rowOdd = Color(hex: 0xF2F2F7)
    static let rowEven = Color(hex: 0xE0ECFF)
    static let header = Color(hex: 0x3A7BD5)
    static let settings = Color(hex: 0xFF9500)
    /// A card's soft shadow, a little below it.
    static let blockShadow = Shadow(
        color: Color(red: 0, green: 0, blue: 0, alpha: 0.25), blurRadius: 3, offsetX: 0, offsetY: 2)
    static let cycleColors: [Color] = [
        Color(hex: 0x007AFF), Color(hex: 0x34C759), Color(hex: 0xFF9500), Color(hex: 0xAF52DE), Color(hex: 0xFF2D55),
        Color(hex: 0x5AC8FA),
    ]

    static func cycle(_ index: Int) -> Color { cycleColors[index % cycleColors.count] }
}

/// A grid of numbered cells with an intrinsic size (scroll case 3). It draws only the cells
/// that intersect what is being drawn.
@MainActor
final class GridView: View {
    let columns: Int
    let rows: Int
    let cell: Size

    init(columns: Int, rows: Int, cell: Size, id: String) {
        self.columns = columns
        self.rows = rows
        self.cell = cell
        super.init(id: id)
        backgroundColor = .white
    }

    override var intrinsicContentSize: Size {
        Size(width: Double(columns) * cell.width, height: Double(rows) * cell.height)
    }

    override func draw(in canvas: Canvas, dirtyRect: Rect) {
        let visible = canvas.clipBounds
        let firstColumn = max(0, Int(visible.minX / cell.width))
        let lastColumn = min(columns - 1, Int(visible.maxX / cell.width))
        let firstRow = max(0, Int(visible.minY / cell.height))
        let lastRow = min(rows - 1, Int(visible.maxY / cell.height))
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return }
        let style = TextStyle(font: .system(size: 13), alignment: .center)
        for row in firstRow...lastRow {
            for column in firstColumn...lastColumn {
                let rect = Rect(
                    x: Double(column) * cell.width, y: Double(row) * cell.height, width: cell.width, height: cell.height
                )
                let shade = (row + column) % 2 == 0 ? Color(hex: 0xE8F0FE) : Color(hex: 0xFFFFFF)
                canvas.fill(rect, color: shade, cornerRadius: 0)
                canvas.stroke(rect, color: Color(hex: 0xC7D2E0), lineWidth: 1, cornerRadius: 0)
                canvas.drawText(
                    "\(row + 1),\(column + 1)", in: Rect(x: rect.minX, y: rect.midY - 9, width: cell.width, height: 18),
                    style: style, color: .secondaryLabel)
            }
        }
    }
}
