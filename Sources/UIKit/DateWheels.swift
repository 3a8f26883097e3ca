import Foundation

/// The wheels of a date picker: which columns a mode shows, their rows, and the date a choice
/// of rows stands for, both ways. A picker view shows them (it is its data source and delegate).
@MainActor
final class DateWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    /// What one column chooses.
    enum Column: Equatable {
        /// A day, as a row for each day from the first one (the dates-and-times mode's).
        case day(first: Date, count: Int)
        /// A month of the year, a day of the month, a year from the first one.
        case month
        case dayOfMonth
        case year(first: Int, count: Int)
        /// An hour (of 12 with a half-day column, else of 24), a minute in steps, a half-day.
        case hour(twelve: Bool)
        case minute(step: Int)
        case halfDay
        /// A count-down's hours and minutes.
        case countDownHours
        case countDownMinutes(step: Int)
    }

    /// The columns, in order.
    private(set) var columns: [Column] = []
    private var calendar = Calendar(identifier: .gregorian)
    private var formatter = DateFormatter()
    /// Told when the user chose a row: the rows of every column now.
    var onChoice: (([Int]) -> Void)?
    /// How many days either side of the date a day column offers, when no bound stops it.
    nonisolated static let daysEachSide = 1000
    /// How many years either side of the date a year column offers, when no bound stops it.
    nonisolated static let yearsEachSide = 100

    /// Sets the columns up for `mode` around `date`, within the bounds.
    func configure(
        mode: UIDatePicker.Mode, parts: UIDatePicker.Parts, date: Date, minimum: Date?, maximum: Date?,
        minuteInterval: Int, calendar: Calendar
    ) {
        self.calendar = calendar
        let locale = calendar.locale ?? .current
        formatter.calendar = calendar
        formatter.locale = locale
        formatter.timeZone = calendar.timeZone
        // Resolved once: finding a locale's pattern is slow, and a day column has many rows.
        formatter.dateFormat = DateFormatter.dateFormat(fromTemplate: "EEEMMMd", options: 0, locale: locale)
        let twelve = Self.usesTwelveHours(locale)
        let time: [Column] =
            twelve
            ? [.hour(twelve: true), .minute(step: minuteInterval), .halfDay]
            : [.hour(twelve: false), .minute(step: minuteInterval)]
        switch (mode, parts) {
        case (.countDownTimer, _):
            columns = [.countDownHours, .countDownMinutes(step: minuteInterval)]
        case (.time, _), (.dateAndTime, .time):
            columns = time
        case (.date, _), (.dateAndTime, .date):
            let year = calendar.component(.year, from: date)
            let first = minimum.map { calendar.component(.year, from: $0) } ?? year - Self.yearsEachSide
            let last = maximum.map { calendar.component(.year, from: $0) } ?? year + Self.yearsEachSide
            columns = [.month, .dayOfMonth, .year(first: first, count: max(last - first + 1, 1))]
        case (.dateAndTime, _):
            let today = calendar.startOfDay(for: date)
            let first =
                minimum.map(calendar.startOfDay(for:))
                ?? calendar.date(byAdding: .day, value: -Self.daysEachSide, to: today)!
            let last =
                maximum.map(calendar.startOfDay(for:))
                ?? calendar.date(byAdding: .day, value: Self.daysEachSide, to: today)!
            let count = (calendar.dateComponents([.day], from: first, to: last).day ?? 0) + 1
            columns = [.day(first: first, count: max(count, 1))] + time
        }
    }

    /// Whether `locale` writes hours of 12 with AM and PM.
    static func usesTwelveHours(_ locale: Locale) -> Bool {
        DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale)?.contains("a") ?? true
    }

    // MARK: - Rows and dates

    /// Whether the day and year wheels reach `date` (they span years around the date they were
    /// built for, within the bounds).
    func reaches(_ date: Date) -> Bool {
        columns.allSatisfy { column in
            switch column {
            case .day(let first, let count):
                let days = calendar.dateComponents([.day], from: first, to: calendar.startOfDay(for: date)).day ?? -1
                return (0..<count).contains(days)
            case .year(let first, let count):
                return (first..<first + count).contains(calendar.component(.year, from: date))
            default:
                return true
            }
        }
    }

    /// Turns `wheels` to `date` (a count-down: `duration` seconds), animated or not.
    func show(_ date: Date, duration: TimeInterval, in wheels: UIPickerView, animated: Bool) {
        for (column, row) in rows(for: date, duration: duration).enumerated() where column < wheels.numberOfComponents {
            wheels.selectRow(row, inComponent: column, animated: animated)
        }
    }

    /// The row of each column that stands for `date` (a count-down: `duration` seconds).
    func rows(for date: Date, duration: TimeInterval) -> [Int] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return columns.map { column in
            switch column {
            case .day(let first, let count):
                let days = calendar.dateComponents([.day], from: first, to: calendar.startOfDay(for: date)).day ?? 0
                return min(max(days, 0), count - 1)
            case .month: return (parts.month ?? 1) - 1
            case .dayOfMonth: return (parts.day ?? 1) - 1
            case .year(let first, let count): return min(max((parts.year ?? first) - first, 0), count - 1)
            case .hour(let twelve): return twelve ? (parts.hour ?? 0) % 12 : parts.hour ?? 0
            case .minute(let step): return (parts.minute ?? 0) / step
            case .halfDay: return (parts.hour ?? 0) < 12 ? 0 : 1
            case .countDownHours: return min(Int(duration) / 3600, 23)
            case .countDownMinutes(let step): return (Int(duration) / 60 % 60) / step
            }
        }
    }

    /// The date `rows` stand for, its fields no column shows `base`'s (the date before the
    /// choice); a day past its month's end becomes the month's last.
    func date(for rows: [Int], from base: Date) -> Date {
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: base)
        var halfDay: Int?
        var dayOfMonth: Int?
        for (column, row) in zip(columns, rows) {
            switch column {
            case .day(let first, _):
                let day = calendar.date(byAdding: .day, value: row, to: first)!
                let chosen = calendar.dateComponents([.year, .month, .day], from: day)
                (parts.year, parts.month, parts.day) = (chosen.year, chosen.month, chosen.day)
            case .month: parts.month = row + 1
            case .dayOfMonth: dayOfMonth = row + 1
            case .year(let first, _): parts.year = first + row
            case .hour: parts.hour = row
            case .minute(let step): parts.minute = row * step
            case .halfDay: halfDay = row
            case .countDownHours, .countDownMinutes: break
            }
        }
        if let halfDay { parts.hour = (parts.hour ?? 0) % 12 + 12 * halfDay }
        if let dayOfMonth {
            parts.day = 1
            let month = calendar.date(from: parts) ?? base
            let days = calendar.range(of: .day, in: .month, for: month)?.count ?? 28
            parts.day = min(dayOfMonth, days)
        }
        parts.second = 0
        return calendar.date(from: parts) ?? base
    }

    /// The seconds `rows` stand for, in a count-down.
    func duration(for rows: [Int]) -> TimeInterval {
        var seconds = 0
        for (column, row) in zip(columns, rows) {
            switch column {
            case .countDownHours: seconds += row * 3600
            case .countDownMinutes(let step): seconds += row * step * 60
            default: break
            }
        }
        return TimeInterval(seconds)
    }

    // MARK: - Data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        switch columns[component] {
        case .day(_, let count), .year(_, let count): count
        case .month: 12
        case .dayOfMonth: 31
        case .hour(let twelve): twelve ? 12 : 24
        case .minute(let step), .countDownMinutes(let step): 60 / step
        case .halfDay: 2
        case .countDownHours: 24
        }
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let width = pickerView.bounds.width - UIPickerView.columnSpacing * CGFloat(columns.count - 1)
        switch columns[component] {
        // A month's name is long, a day of the month short; a day takes what the time leaves.
        case .month: return (width * 0.46).rounded()
        case .dayOfMonth: return (width * 0.2).rounded()
        case .year: return (width * 0.34).rounded()
        case .day: return max(width - Self.timeColumnWidth * CGFloat(columns.count - 1), 0)
        default: return columns.contains { if case .day = $0 { true } else { false } } ? Self.timeColumnWidth : 0
        }
    }

    /// The width of each time column beside a day column, in points.
    static let timeColumnWidth: CGFloat = 56

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        switch columns[component] {
        case .day(let first, _):
            let day = calendar.date(byAdding: .day, value: row, to: first)!
            if calendar.isDateInToday(day) { return "Today" }
            return formatter.string(from: day)
        case .month:
            return formatter.standaloneMonthSymbols[row]
        case .dayOfMonth: return String(row + 1)
        case .year(let first, _): return String(first + row)
        case .hour(let twelve): return twelve ? String(row == 0 ? 12 : row) : String(format: "%02d", row)
        case .minute(let step): return String(format: "%02d", row * step)
        case .halfDay: return row == 0 ? formatter.amSymbol : formatter.pmSymbol
        case .countDownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countDownMinutes(let step): return "\(row * step) min"
        }
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        onChoice?(columns.indices.map { pickerView.selectedRow(inComponent: $0) })
    }
}
