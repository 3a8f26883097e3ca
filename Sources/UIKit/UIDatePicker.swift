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
/// default, as on iOS) shows the date and the time as buttons, each opening wheels below it (or
/// above) until a click elsewhere or Escape; the inline style is drawn as wheels. A choice the
/// user makes is brought into ``minimumDate``...``maximumDate`` (a day past its month's end
/// becomes its last) and, if that changed ``date``, sends `.valueChanged`; setting ``date``
/// sends nothing. The columns keep that order, and "Today", "hours" and "min" are English,
/// whatever the locale; the rows' names and numbers follow it.
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
    /// The style shown: compact for automatic, wheels for a count-down (inline is drawn as
    /// wheels).
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }
    /// Whether the style is drawn as the compact buttons (else as wheels).
    private var isCompact: Bool { datePickerStyle == .compact }

    /// The date chosen; setting it (clamped into the bounds, rounded down to the minute step)
    /// moves the wheels and sends nothing.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    private var storedDate = Date()
    /// The earliest date the user may choose; nil for none. Setting it brings the date within.
    open var minimumDate: Date? { didSet { boundsDidChange() } }
    /// The latest date the user may choose; nil for none. With a minimum later than it, neither
    /// bound holds, as in UIKit.
    open var maximumDate: Date? { didSet { boundsDidChange() } }
    /// The minutes' step, 1...30, dividing 60 (others count as 1); 1 by default.
    open var minuteInterval = 1 {
        didSet {
            storedDate = adjusted(storedDate)
            rebuild()
        }
    }
    /// Whether the date is rounded down to the minute step, as the wheels show it (true).
    open var roundsToMinuteInterval = true { didSet { setDate(storedDate, animated: false) } }
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

    /// A disabled picker takes no choices: its buttons and wheels are off, its open wheels close.
    open override var isEnabled: Bool {
        didSet {
            for button in [dateButton, timeButton] { button.isEnabled = isEnabled }
            wheels.isUserInteractionEnabled = isEnabled
            if !isEnabled { popover?.view.dismiss() }
        }
    }

    /// The wheels of the wheels style.
    let wheels = UIPickerView()
    private let dateWheels = DateWheels()
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

    /// A date-and-time picker, now, in the compact style: its wheels and buttons.
    override func didInitialize() {
        super.didInitialize()
        wheels.dataSource = dateWheels
        wheels.delegate = dateWheels
        dateWheels.onChoice = { [weak self] rows in
            guard let self else { return }
            userChose(rows, from: dateWheels)
        }
        addSubview(wheels)
        for (button, parts) in [(dateButton, Parts.date), (timeButton, .time)] {
            button.backgroundColor = .tertiarySystemFill
            button.layer.cornerRadius = 6
            button.setTitleColor(.label, for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.openWheels(for: parts) }, for: .touchUpInside)
            addSubview(button)
        }
        rebuild()
    }

    /// A picker leaving its window, or hidden, closes its open wheels.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { popover?.view.dismiss() }
    }

    open override var isHidden: Bool {
        didSet { if isHidden { popover?.view.dismiss() } }
    }

    // MARK: - Date

    /// Sets the date (clamped into the bounds, rounded down to the minute step), moving the
    /// wheels there, animated or not; sends nothing.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = adjusted(date)
        // Wheels built around another date may not reach this one (they span years, not all time).
        if !dateWheels.reaches(storedDate) { rebuild() }
        showDate(animated: animated)
    }

    /// The bounds that hold: none when the minimum is later than the maximum.
    private var dateBounds: (minimum: Date?, maximum: Date?) {
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return (nil, nil) }
        return (minimumDate, maximumDate)
    }

    /// `date` within the bounds, rounded down to the minute step if the picker rounds.
    private func adjusted(_ date: Date) -> Date {
        var date = date
        if roundsToMinuteInterval && datePickerMode != .countDownTimer {
            let calendar = effectiveCalendar
            let minute = calendar.component(.minute, from: date)
            let surplus = TimeInterval(minute % effectiveMinuteInterval * 60 + calendar.component(.second, from: date))
            date = Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate - surplus).rounded(.down))
        }
        if let minimum = dateBounds.minimum, date < minimum { date = minimum }
        if let maximum = dateBounds.maximum, date > maximum { date = maximum }
        return date
    }

    private func boundsDidChange() {
        storedDate = adjusted(storedDate)
        rebuild()
    }

    /// The user chose `rows` of `source`: the date (or length) they stand for, brought within
    /// the bounds (the wheels moved back if they went past); `.valueChanged` if that changed it.
    private func userChose(_ rows: [Int], from source: DateWheels) {
        if datePickerMode == .countDownTimer {
            let before = countDownDuration
            countDownDuration = source.duration(for: rows)
            if countDownDuration != before { sendActions(for: .valueChanged) }
            return
        }
        let before = storedDate
        storedDate = adjusted(source.date(for: rows, from: storedDate))
        showDate(animated: true)
        if storedDate != before { sendActions(for: .valueChanged) }
    }

    // MARK: - Showing

    private var effectiveCalendar: Calendar {
        var calendar = calendar ?? Calendar.current
        if let timeZone { calendar.timeZone = timeZone }
        if let locale { calendar.locale = locale }
        return calendar
    }

    /// The minute step: ``minuteInterval`` if it is 1...30 and divides 60, else 1.
    private var effectiveMinuteInterval: Int {
        (1...30).contains(minuteInterval) && 60 % minuteInterval == 0 ? minuteInterval : 1
    }

    /// Sets `source` up for the mode's `parts` around the date, within the bounds.
    private func configure(_ source: DateWheels, parts: Parts) {
        source.configure(
            mode: datePickerMode, parts: parts, date: storedDate, minimum: dateBounds.minimum,
            maximum: dateBounds.maximum,
            minuteInterval: effectiveMinuteInterval, calendar: effectiveCalendar)
    }

    /// Builds the wheels and the buttons anew for the mode, style and settings.
    private func rebuild() {
        popover?.view.dismiss()
        configure(dateWheels, parts: .all)
        wheels.reloadAllComponents()
        let calendar = effectiveCalendar
        buttonFormatter.calendar = calendar
        buttonFormatter.locale = calendar.locale
        buttonFormatter.timeZone = calendar.timeZone
        buttonFormats = (
            DateFormatter.dateFormat(fromTemplate: "yMMMd", options: 0, locale: calendar.locale) ?? "MMM d, y",
            DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: calendar.locale) ?? "h:mm a"
        )
        wheels.isHidden = isCompact
        dateButton.isHidden = !isCompact || datePickerMode == .time
        timeButton.isHidden = !isCompact || datePickerMode == .date
        showDate(animated: false)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Moves the wheels to the date and writes it on the buttons.
    private func showDate(animated: Bool) {
        dateWheels.show(storedDate, duration: countDownDuration, in: wheels, animated: animated)
        if let (view, _) = popover {
            view.dateWheels.show(storedDate, duration: countDownDuration, in: view.wheels, animated: animated)
        }
        let widths = [dateButton, timeButton].map(Self.compactWidth(of:))
        buttonFormatter.dateFormat = buttonFormats.date
        dateButton.setTitle(buttonFormatter.string(from: storedDate), for: .normal)
        buttonFormatter.dateFormat = buttonFormats.time
        timeButton.setTitle(buttonFormatter.string(from: storedDate), for: .normal)
        if [dateButton, timeButton].map(Self.compactWidth(of:)) != widths { invalidateIntrinsicContentSize() }
        setNeedsLayout()
    }

    open override var intrinsicContentSize: CGSize {
        guard isCompact else { return Self.wheelsSize }
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

    /// Opens wheels for the date or the time below their button (above, if there is no room).
    private func openWheels(for parts: Parts) {
        guard let window else { return }
        popover?.view.dismiss()
        let anchor = parts == .date ? dateButton : timeButton
        let view = DatePickerPopover(anchor: anchor.convert(anchor.bounds, to: window), in: window) { [weak self] in
            self?.popover = nil
        }
        configure(view.dateWheels, parts: parts)
        view.dateWheels.onChoice = { [weak self, weak view] rows in
            guard let self, let view else { return }
            userChose(rows, from: view.dateWheels)
        }
        view.wheels.reloadAllComponents()
        popover = (view, parts)
        view.dateWheels.show(storedDate, duration: countDownDuration, in: view.wheels, animated: false)
    }
}

/// The wheels a compact date picker opens: a panel below its button (above, if there is no
/// room), over a clear layer covering the window, which a click outside the panel or Escape
/// closes.
@MainActor
final class DatePickerPopover: UIView {
    let wheels = UIPickerView()
    let dateWheels = DateWheels()
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
        wheels.dataSource = dateWheels
        wheels.delegate = dateWheels
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
