import Foundation
import Testing
import Views

@testable import UIKit

@MainActor
@Suite("UIPickerView")
struct UIPickerViewTests {
    /// Two columns: ten rows, and a hundred thousand; titles "column-row"; choices recorded.
    @MainActor
    final class Source: UIPickerViewDataSource, UIPickerViewDelegate {
        var rows = [10, 100_000]
        var chosen: [String] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            "\(component)-\(row)"
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            chosen.append("\(component)-\(row)")
        }
    }

    /// A 300 × 216 picker at y 100 in a window, with its source.
    @MainActor
    final class Scene {
        let window: UIWindow
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 300, height: 216))
        let source = Source()

        init() {
            let (window, controller) = makeWindow()
            self.window = window
            picker.dataSource = source
            picker.delegate = source
            controller.view.addSubview(picker)
            window.layoutIfNeeded()
        }

        var columns: [PickerColumn] { picker.subviews.compactMap { $0 as? PickerColumn } }

        /// The middle of a row's view, in the picker's coordinates.
        func middle(ofRow row: Int, in component: Int) -> CGFloat? {
            picker.view(forRow: row, forComponent: component).map { $0.convert($0.bounds, to: picker).midY }
        }

        /// Runs the columns' scrolling to its end, as frames do.
        func finishScrolling() {
            for column in columns { _ = column.advance(to: ScrollView.monotonicSeconds() + 10) }
        }
    }

    /// The columns come from the data source, each resting on its first row in the middle,
    /// titled by the delegate; only the rows in view have views.
    @Test func columnsShowTheirRowsWithTheFirstInTheMiddle() throws {
        let scene = Scene()
        let picker = scene.picker
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 1) == 100_000)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == 0)
        #expect(picker.intrinsicContentSize.height == 216)
        let first = try #require(picker.view(forRow: 0, forComponent: 0) as? UILabel)
        #expect(first.text == "0-0" && scene.middle(ofRow: 0, in: 0) == 108)
        #expect(picker.view(forRow: 9, forComponent: 0) == nil && picker.view(forRow: 50, forComponent: 1) == nil)
        #expect(scene.columns[1].subviews.filter { $0 is UILabel }.count <= 216 / 32 + 2)
        #expect(picker.rowSize(forComponent: 0).height == 32)
        // Rows away from the middle are fainter; the delegate's views keep their own opacity.
        let second = try #require(picker.view(forRow: 2, forComponent: 0))
        #expect(first.superview?.alpha == 1 && (second.superview?.alpha ?? 1) < 1 && second.alpha == 1)
        #expect(UIPickerView().frame.size == CGSize(width: 320, height: 216))
    }

    /// Selecting in code rests the column on the row without telling the delegate; a click on
    /// another row moves it to the middle, and the delegate hears of the choice.
    @Test func aClickedRowComesToTheMiddleAndIsChosen() {
        let scene = Scene()
        let picker = scene.picker
        picker.selectRow(3, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 3 && scene.middle(ofRow: 3, in: 0) == 108)
        #expect(scene.source.chosen.isEmpty)
        let column = scene.columns[0]
        let x = column.frame.midX
        Pointer(scene.window).click(x, 100 + 108 + 32)
        scene.finishScrolling()
        #expect(scene.source.chosen == ["0-4"] && picker.selectedRow(inComponent: 0) == 4)
        #expect(scene.middle(ofRow: 4, in: 0) == 108)
    }

    /// The wheel moves a column, which settles on the row nearest the middle once it stops.
    @Test func theWheelMovesAColumnThatSettlesOnARow() async {
        let scene = Scene()
        let column = scene.columns[1]
        Pointer(scene.window).wheel(down: 2, at: column.frame.midX, 100 + 108)
        #expect(
            await eventually {
                scene.finishScrolling()
                return scene.source.chosen.first?.hasPrefix("1-") == true
            })
        // Two notches of 36 points: two 32-point rows, nearest.
        #expect(scene.picker.selectedRow(inComponent: 1) == 2 && scene.source.chosen == ["1-2"])
        #expect(scene.middle(ofRow: 2, in: 1) == 108)
    }

    /// Reloaded with fewer rows, a column keeps the nearest selection that still exists.
    @Test func reloadingKeepsASelectionThatStillExists() {
        let scene = Scene()
        scene.picker.selectRow(7, inComponent: 0, animated: false)
        scene.source.rows[0] = 3
        scene.picker.reloadComponent(0)
        scene.window.layoutIfNeeded()
        #expect(scene.picker.numberOfRows(inComponent: 0) == 3 && scene.picker.selectedRow(inComponent: 0) == 2)
        #expect(scene.middle(ofRow: 2, in: 0) == 108)
        scene.source.rows = [0, 4]
        scene.picker.reloadAllComponents()
        #expect(scene.picker.selectedRow(inComponent: 0) == -1 && scene.picker.selectedRow(inComponent: 2) == -1)
        #expect(scene.source.chosen.isEmpty)
    }

    /// A row selected, scrolling, before the picker is laid out rests in the middle once it is,
    /// and the delegate is not told.
    @Test func aRowSelectedBeforeLayoutRestsInTheMiddle() {
        let (window, controller) = makeWindow()
        let source = Source()
        let picker = UIPickerView()
        picker.delegate = source
        picker.dataSource = source
        picker.selectRow(5, inComponent: 0, animated: true)
        picker.frame.origin.y = 100
        controller.view.addSubview(picker)
        window.layoutIfNeeded()
        for column in picker.subviews.compactMap({ $0 as? PickerColumn }) {
            _ = column.advance(to: ScrollView.monotonicSeconds() + 10)
        }
        let middle = picker.view(forRow: 5, forComponent: 0).map { $0.convert($0.bounds, to: picker).midY }
        #expect(picker.selectedRow(inComponent: 0) == 5 && middle == 108 && source.chosen.isEmpty)
    }
}
