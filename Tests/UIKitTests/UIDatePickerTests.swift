import Foundation
import Testing
import Views

@testable import UIKit

// Nested in the presentation suite, which runs its tests one at a time: the compact style's
// wheels take the first responder, which is one for the whole application.
extension PresentationTests {
    /// The date picker's wheels and compact buttons, in English, in UTC.
    @MainActor
    @Suite("UIDatePicker")
    struct UIDatePickerTests {
        /// A picker of `mode` in the window, at 6 December 2026, 15:40 UTC, logging its value changes.
        @MainActor
        final class Scene {
            let window: UIWindow
            let picker = UIDatePicker(frame: CGRect(x: 20, y: 100, width: 320, height: 216))
            var changes = 0
            let utc: Calendar = {
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = TimeZone(identifier: "UTC")!
                return calendar
            }()

            init(_ mode: UIDatePicker.Mode, style: UIDatePickerStyle = .wheels) {
                (window, _) = makeWindow()
                picker.locale = Locale(identifier: "en_US")
                picker.calendar = utc
                picker.datePickerMode = mode
                picker.preferredDatePickerStyle = style
                picker.date = day(2026, 12, 6, 15, 40)
                picker.addAction(UIAction { [unowned self] _ in changes += 1 }, for: .valueChanged)
                window.rootViewController?.view.addSubview(picker)
                window.layoutIfNeeded()
            }

            func day(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
                utc.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
            }

            /// Rows of each wheel.
            var rows: [Int] {
                (0..<picker.wheels.numberOfComponents).map { picker.wheels.selectedRow(inComponent: $0) }
            }

            /// The user turns `component` of `wheels` to `row`.
            func choose(_ row: Int, in component: Int, of wheels: UIPickerView? = nil) {
                let wheels = wheels ?? picker.wheels
                wheels.selectRow(row, inComponent: component, animated: false)
                wheels.delegate?.pickerView(wheels, didSelectRow: row, inComponent: component)
            }

            func title(_ row: Int, _ component: Int) -> String? {
                picker.wheels.delegate?.pickerView(picker.wheels, titleForRow: row, forComponent: component)
            }
        }

        /// Month, day and year wheels at the date; a choice sets the date and sends
        /// `.valueChanged`, a day past the month's end becomes its last, and setting the date
        /// sends nothing.
        @Test func dateWheelsChooseADay() {
            let scene = Scene(.date)
            #expect(scene.picker.intrinsicContentSize == CGSize(width: 320, height: 216))
            #expect(scene.rows.prefix(2) == [11, 5] && scene.title(scene.rows[2], 2) == "2026")
            #expect(scene.title(11, 0) == "December" && scene.title(5, 1) == "6")
            scene.choose(1, in: 1)
            #expect(scene.picker.date == scene.day(2026, 12, 2, 15, 40) && scene.changes == 1)
            scene.picker.date = scene.day(2026, 1, 31)
            #expect(scene.changes == 1 && scene.rows.prefix(2) == [0, 30])
            scene.choose(1, in: 0)
            #expect(scene.picker.date == scene.day(2026, 2, 28) && scene.rows.prefix(2) == [1, 27])
            // A date far from the one the wheels were built around: they reach it.
            scene.picker.date = scene.day(2300, 5, 17)
            #expect(scene.title(scene.rows[2], 2) == "2300" && scene.rows.prefix(2) == [4, 16])
        }

        /// The bounds hold: a choice past them comes back to them, wheels and all.
        @Test func choicesStayWithinTheBounds() {
            let scene = Scene(.date)
            scene.picker.maximumDate = scene.day(2026, 12, 10)
            scene.picker.minimumDate = scene.day(2026, 11, 1)
            scene.choose(19, in: 1)
            #expect(scene.picker.date == scene.day(2026, 12, 10) && scene.rows[1] == 9)
            scene.choose(9, in: 0)
            #expect(scene.picker.date == scene.day(2026, 11, 1))
            scene.picker.date = scene.day(2030, 1, 1)
            #expect(scene.picker.date == scene.day(2026, 12, 10), "set by code, clamped too")
            let changes = scene.changes
            scene.choose(25, in: 1)
            #expect(scene.changes == changes, "a choice that comes back to the same date changes nothing")
            scene.picker.minimumDate = scene.day(2027, 3, 1)
            scene.picker.maximumDate = nil
            #expect(scene.picker.date == scene.day(2027, 3, 1) && scene.rows.prefix(2) == [2, 0], "bounds set later")
            scene.picker.maximumDate = scene.day(2020, 1, 1)
            scene.picker.date = scene.day(2024, 6, 1)
            #expect(scene.picker.date == scene.day(2024, 6, 1), "a minimum after the maximum: neither holds")
        }

        /// The date is rounded down to the minute step; a disabled picker takes no choices.
        @Test func theDateRoundsToTheStepAndADisabledPickerIsOff() {
            let scene = Scene(.time)
            scene.picker.minuteInterval = 15
            #expect(scene.picker.date == scene.day(2026, 12, 6, 15, 30))
            scene.picker.roundsToMinuteInterval = false
            scene.picker.date = scene.day(2026, 12, 6, 15, 44)
            #expect(scene.picker.date == scene.day(2026, 12, 6, 15, 44))
            scene.picker.isEnabled = false
            #expect(!scene.picker.wheels.isUserInteractionEnabled)
        }

        /// Hours of 12, minutes in steps and AM/PM in English; a day wheel before them for
        /// both, "Today" on today; a count-down's hours and minutes.
        @Test func timeDateAndTimeAndCountDownWheels() {
            let time = Scene(.time)
            time.picker.minuteInterval = 5
            #expect(time.rows == [3, 8, 1])
            #expect(time.title(0, 0) == "12" && time.title(8, 1) == "40" && time.title(1, 2) == "PM")
            time.choose(0, in: 2)
            #expect(time.picker.date == time.day(2026, 12, 6, 3, 40))
            let both = Scene(.dateAndTime)
            both.picker.date = Date()
            let today = both.rows[0]
            #expect(both.title(today, 0) == "Today" && both.picker.wheels.numberOfComponents == 4)
            let before = both.picker.date
            both.choose(today + 1, in: 0)
            #expect(abs(both.picker.date.timeIntervalSince(before) - 86_400) < 60, "the same time a day later")
            let countDown = Scene(.countDownTimer)
            countDown.picker.countDownDuration = 5_400
            #expect(countDown.rows == [1, 30] && countDown.title(2, 0) == "2 hours")
            countDown.choose(2, in: 0)
            #expect(countDown.picker.countDownDuration == 9_000 && countDown.changes == 1)
        }

        /// The compact style (the default) shows the date and the time as buttons; a click on
        /// one opens wheels of its half below it, which choose, and Escape or a click outside
        /// closes them.
        @Test func theCompactStyleOpensWheelsFromItsButtons() throws {
            let scene = Scene(.dateAndTime, style: .automatic)
            let picker = scene.picker
            #expect(picker.datePickerStyle == .compact && picker.intrinsicContentSize.height == 34)
            #expect(picker.dateButton.title(for: .normal) == "Dec 6, 2026")
            let time = try #require(picker.timeButton.title(for: .normal))
            #expect(time.hasPrefix("3:40") && time.hasSuffix("PM"))
            let pointer = Pointer(scene.window)
            let button = picker.dateButton.convert(picker.dateButton.bounds, to: nil)
            pointer.click(button.midX, button.midY)
            let popover = try #require(picker.popover)
            #expect(popover.parts == .date && popover.view.wheels.numberOfComponents == 3)
            scene.choose(2, in: 1, of: popover.view.wheels)
            #expect(picker.date == scene.day(2026, 12, 3, 15, 40) && scene.changes == 1)
            #expect(picker.dateButton.title(for: .normal) == "Dec 3, 2026")
            pointer.dispatcher.handleKey(KeyEvent(key: .escape, time: 3000))
            #expect(picker.popover == nil)
            let timeFrame = picker.timeButton.convert(picker.timeButton.bounds, to: nil)
            pointer.click(timeFrame.midX, timeFrame.midY)
            #expect(picker.popover?.parts == .time && picker.popover?.view.wheels.numberOfComponents == 3)
            pointer.click(5, 590)
            #expect(picker.popover == nil)
            // Open wheels close with a picker that leaves the window.
            pointer.click(timeFrame.midX, timeFrame.midY)
            let open = try #require(picker.popover?.view)
            picker.removeFromSuperview()
            #expect(picker.popover == nil && open.superview == nil)
        }
    }
}
