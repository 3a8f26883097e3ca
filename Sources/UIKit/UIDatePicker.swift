import Foundation

/// How a date picker looks (UIKit's `UIDatePickerStyle`, with its raw values).
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice: compact, as on iOS 14 and later (0).
    case automatic = 0
    /// Spinning wheels (1).
    case wheels
    /// A button for the date and one for the time, each opening wheels below it (2).
    case compact
    /// A calendar on iOS; wheels here (3).
    case inline
}

/// A control for choosing a date, a time, both, or a count-down's length (UIKit's
/// `UIDatePicker`), in the calendar, locale and time zone given (the current ones by default).
///
/// The wheels style is a ``UIPickerView`` of the mode's columns: month, day and year; hour,
/// minute and, where the locale writes 12 hours, AM/PM; a day column ("Today", "Sat Dec 6")
/// before the time's for both; hours and minutes for a count-down. The compact style (the
/// default, as on iOS) shows the date and the time as buttons, each opening wheels below it
/// until a click elsewhere or Escape; the inline style is drawn as wheels. A choice the user
/// makes is clamped into ``minimumDate``...``maximumDate`` (a day past its month's end becomes
/// its last), sets ``date`` and sends `.valueChanged`; setting ``date`` sends nothing.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker chooses (UIKit's `UIDatePicker.Mode`, with its raw values).
    public enum Mode: Int, Sendable {
        /// An hour and a minute (0).
        case time = 0
        /// A day (1).
        case date
        /// A day and a time (2).
        case dateAndTime
        /// A length of time, in hours and minutes (3).
        case countDownTimer
    }

    /// Which part of a date-and-time the wheels show: all of it, or a compact button's half.
    enum Parts { case all, date, time }

    /// What the picker chooses; ``Mode/dateAndTime`` by default.
    open var datePickerMode: Mode = .dateAndTime { didSet { rebuild() } }
    /// The style asked for; ``UIDatePickerStyle/automatic`` by default.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { rebuild() } }
    /// The style shown: compact for automatic (and for a count-down, wheels), wheels for inline.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        switch preferredDatePickerStyle {
        case .automatic, .compact: return .compact
        case .wheels, .inline: return .wheels
        }
    }

    /// The date chosen; setting it (clamped into the bounds) moves the wheels and sends nothing.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    private var storedDate = Date()
    /// The earliest date the user may choose; nil for none.
    open var minimumDate: Date? { didSet { rebuild() } }
    /// The latest date the user may choose; nil for none.
    open var maximumDate: Date? { didSet { rebuild() } }
    /// The minutes' step, 1...30, dividing 60 (others count as 1); 1 by default.
    open var minuteInterval = 1 { didSet { rebuild() } }
    /// Whether a date set is rounded down to the minute step; recorded, dates are shown at
    /// their step.
    open var roundsToMinuteInterval = true
    /// The count-down's length, in seconds (whole minutes, under a day).
    open var countDownDuration: TimeInterval = 0 {
        didSet {
            countDownDuration = min(max((countDownDuration / 60).rounded(.down) * 60, 0), 86_340)
            showDate(animated: false)
        }
    }
    /// The locale the rows are written in; nil for the current one.
    open var locale: Locale? { didSet { rebuild() } }
    /// The calendar of the rows; the current one by default.
    open var calendar: Calendar! = Calendar.current { didSet { rebuild() } }
    /// The time zone of the rows; nil for the calendar's.
    open var timeZone: TimeZone? { didSet { rebuild() } }

    /// The wheels of the wheels style.
    let wheels = UIPickerView()
    private let columns = DateWheels()
    /// The compact style's buttons: the date's and the time's.
    let dateButton = UIButton(type: .system)
    let timeButton = UIButton(type: .system)
    /// Writes the date and the time on the compact style's buttons, in the locale's patterns
    /// (found once per setting: finding them is slow).
    private let buttonFormatter = DateFormatter()
    private var buttonFormats = (date: "", time: "")
    /// The compact style's wheels while open, and which half they choose.
    private(set) var popover: (view: DatePickerPopover, parts: Parts)?

    /// The size of the wheels style, as UIKit's.
    static let wheelsSize = CGSize(width: 320, height: 216)
    /// The height of the compact style's buttons, the room either side of their titles, and
    /// the space between them.
    static let compactHeight: CGFloat = 34
    static let compactPadding: CGFloat = 11
    static let compactSpacing: CGFloat = 8

    /// A date-and-time picker at `frame`, now, in the compact style.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A picker made from an archive; there are none here, so a new one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        wheels.dataSource = columns
        wheels.delegate = columns
        columns.onChoice = { [unowned self] rows in userChose(rows, in: wheels, parts: .all) }
        addSubview(wheels)
        for (button, parts) in [(dateButton, Parts.date), (timeButton, .time)] {
            button.backgroundColor = .tertiarySystemFill
            button.layer.cornerRadius = 6
            button.setTitleColor(.label, for: .normal)
            button.addAction(UIAction { [unowned self] _ in openWheels(for: parts) }, for: .touchUpInside)
            addSubview(button)
        }
        rebuild()
    }

    // MARK: - Date

    /// Sets the date (clamped into the bounds), moving the wheels there, animated or not; sends
    /// nothing.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = clamped(date)
        showDate(animated: animated)
    }

    private func clamped(_ date: Date) -> Date {
        var date = date
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        return date
    }

    /// The user chose `rows` in `picker`, of `parts`: the date (or length) they stand for,
    /// clamped, and the wheels moved back into the bounds if they went past.
    private func userChose(_ rows: [Int], in picker: UIPickerView, parts: Parts) {
        let source = picker === wheels ? columns : popover?.view.columns ?? columns
        if datePickerMode == .countDownTimer {
            countDownDuration = source.duration(for: rows)
        } else {
            let chosen = source.date(for: rows, from: storedDate)
            storedDate = clamped(chosen)
        }
        showDate(animated: true)
        sendActions(for: .valueChanged)
    }

    // MARK: - Showing

    private var effectiveCalendar: Calendar {
        var calendar = calendar ?? Calendar.current
        if let timeZone { calendar.timeZone = timeZone }
        if let locale { calendar.locale = locale }
        return calendar
    }

    /// Builds the columns and the buttons anew for the mode, style and settings.
    private func rebuild() {
        popover?.view.dismiss()
        let interval = (1...30).contains(minuteInterval) && 60 % minuteInterval == 0 ? minuteInterval : 1
        columns.configure(
            mode: datePickerMode, parts: .all, date: storedDate, minimum: minimumDate, maximum: maximumDate,
            minuteInterval: interval, calendar: effectiveCalendar, locale: locale ?? .current)
        wheels.reloadAllComponents()
        let locale = locale ?? .current
        buttonFormatter.locale = locale
        buttonFormatter.timeZone = effectiveCalendar.timeZone
        buttonFormats = (
            DateFormatter.dateFormat(fromTemplate: "yMMMd", options: 0, locale: locale) ?? "MMM d, y",
            DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "h:mm a"
        )
        let compact = datePickerStyle == .compact
        wheels.isHidden = compact
        dateButton.isHidden = !compact || datePickerMode == .time
        timeButton.isHidden = !compact || datePickerMode == .date
        showDate(animated: false)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Moves the wheels to the date and writes it on the buttons.
    private func showDate(animated: Bool) {
        for (column, row) in columns.rows(for: storedDate, duration: countDownDuration).enumerated()
        where column < wheels.numberOfComponents {
            wheels.selectRow(row, inComponent: column, animated: animated)
        }
        if let (view, _) = popover { view.show(storedDate, duration: countDownDuration, animated: animated) }
        buttonFormatter.dateFormat = buttonFormats.date
        dateButton.setTitle(buttonFormatter.string(from: storedDate), for: .normal)
        buttonFormatter.dateFormat = buttonFormats.time
        timeButton.setTitle(buttonFormatter.string(from: storedDate), for: .normal)
        setNeedsLayout()
    }

    open override var intrinsicContentSize: CGSize {
        guard datePickerStyle == .compact else { return Self.wheelsSize }
        let buttons = [dateButton, timeButton].filter { !$0.isHidden }
        let width =
            buttons.map(Self.compactWidth(of:)).reduce(0, +)
            + Self.compactSpacing * CGFloat(max(buttons.count - 1, 0))
        return CGSize(width: width, height: Self.compactHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// A compact button's width: its title's, with room either side.
    private static func compactWidth(of button: UIButton) -> CGFloat {
        button.intrinsicContentSize.width + 2 * compactPadding
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        wheels.frame = bounds
        // The buttons sit at the trailing edge, as iOS puts them, centred vertically.
        var x = bounds.width
        for button in [timeButton, dateButton] where !button.isHidden {
            let width = Self.compactWidth(of: button)
            x -= width
            button.frame = CGRect(
                x: x, y: (bounds.height - Self.compactHeight) / 2, width: width, height: Self.compactHeight)
            x -= Self.compactSpacing
        }
    }

    // MARK: - The compact style's wheels

    /// Opens wheels for the date or the time below their button.
    private func openWheels(for parts: Parts) {
        guard let window else { return }
        popover?.view.dismiss()
        let anchor = parts == .date ? dateButton : timeButton
        let view = DatePickerPopover(anchor: anchor.convert(anchor.bounds, to: window), in: window) { [weak self] in
            self?.popover = nil
        }
        view.columns.configure(
            mode: datePickerMode, parts: parts, date: storedDate, minimum: minimumDate, maximum: maximumDate,
            minuteInterval: (1...30).contains(minuteInterval) && 60 % minuteInterval == 0 ? minuteInterval : 1,
            calendar: effectiveCalendar, locale: locale ?? .current)
        view.columns.onChoice = { [unowned self, unowned view] rows in userChose(rows, in: view.wheels, parts: parts) }
        view.wheels.reloadAllComponents()
        popover = (view, parts)
        view.show(storedDate, duration: countDownDuration, animated: false)
    }
}

/// The wheels a compact date picker opens: a panel below its button, over a clear layer
/// covering the window, which a click outside the panel or Escape closes.
@MainActor
final class DatePickerPopover: UIView {
    let wheels = UIPickerView()
    let columns = DateWheels()
    private let panel = UIView()
    private let onDismiss: () -> Void

    /// The panel's size.
    static let panelSize = CGSize(width: 320, height: 216)

    init(anchor: CGRect, in window: UIWindow, onDismiss: @escaping () -> Void) {
        self.onDismiss = onDismiss
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.backgroundColor = .systemBackground
        panel.layer.cornerRadius = 13
        panel.layer.shadowOpacity = 0.2
        panel.layer.shadowRadius = 16
        panel.layer.shadowOffset = CGSize(width: 0, height: 4)
        wheels.dataSource = columns
        wheels.delegate = columns
        panel.addSubview(wheels)
        addSubview(panel)
        // Below the button, kept in the window.
        let size = Self.panelSize
        let x = min(max(anchor.maxX - size.width, 8), max(window.bounds.width - size.width - 8, 8))
        let below = anchor.maxY + 8
        let y = below + size.height <= window.bounds.height ? below : max(anchor.minY - 8 - size.height, 8)
        panel.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        wheels.frame = panel.bounds
        window.addSubview(self)
        window.layoutIfNeeded()
        becomeFirstResponder()
    }

    required init?(coder: NSCoder) { fatalError("a date picker's wheels are made by the picker") }

    /// Moves the wheels to `date` (a count-down: `duration`).
    func show(_ date: Date, duration: TimeInterval, animated: Bool) {
        for (column, row) in columns.rows(for: date, duration: duration).enumerated()
        where column < wheels.numberOfComponents {
            wheels.selectRow(row, inComponent: column, animated: animated)
        }
    }

    /// Closes the wheels.
    func dismiss() {
        guard superview != nil else { return }
        if isFirstResponder { resignFirstResponder() }
        removeFromSuperview()
        onDismiss()
    }

    override var canBecomeFirstResponder: Bool { true }

    /// A click outside the panel closes the wheels.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !panel.frame.contains(touch.location(in: self)) else { return }
        dismiss()
    }

    /// Escape closes the wheels.
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard presses.first?.key?.keyCode == .keyboardEscape else { return super.pressesBegan(presses, with: event) }
        dismiss()
    }
}
