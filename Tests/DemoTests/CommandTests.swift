import CairoRendering
import Foundation
import Geometry
import Testing
import Views

@testable import DemoKit

/// The `stackdemo` command: the JSON dump, screenshots checked by pixel, and bad input
/// against the real binary (exit status 2, one line, nothing written).
@MainActor
@Suite("stackdemo command")
struct CommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("stackdemo-\(UUID().uuidString)-\(name)").path
    }

    func dump(_ arguments: [String]) throws -> [String: Any] {
        let options = try DemoCommand.parse(arguments + ["--dump-layout"])
        TextSystem.measurer = PangoTextMeasurer()
        let scene = try DemoCommand.makeScene(options)
        let json = LayoutDump.json(of: scene)
        return try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    }

    func find(_ id: String, in node: [String: Any]) -> [String: Any]? {
        if node["id"] as? String == id { return node }
        for child in node["children"] as! [[String: Any]] {
            if let found = find(id, in: child) { return found }
        }
        return nil
    }

    // MARK: - Dump

    @Test func theDumpHasTheDocumentedShape() throws {
        let object = try dump(["--scene", "labels", "--rows", "5", "--size", "320x480", "--scale", "2"])
        let root = object["root"] as! [String: Any]
        let scroll = find("scroll", in: root)!
        let stack = (scroll["children"] as! [[String: Any]])[0]
        let label = find("label-3", in: root)!

        #expect(object["scene"] as? String == "labels")
        #expect(object["window"] as? [String: Double] == ["width": 320, "height": 480, "scale": 2])
        #expect(root["type"] as? String == "Window")
        #expect(scroll["type"] as? String == "ScrollingStackView")
        #expect(scroll["contentSize"] as? [Double] == [320, (label["frame"] as! [Double])[3] * 5 + 40])
        #expect(scroll["adjustedContentInset"] as? [Double] == [0, 0, 0, 0])
        #expect(stack["type"] as? String == "StackView" && stack["axis"] as? String == "vertical")
        #expect(stack["spacing"] as? Double == 10 && stack["distribution"] as? String == "fill")
        #expect(label["type"] as? String == "Label" && label["text"] as? String == "Hello, this is label nº 3")
        #expect(label["hidden"] as? Bool == false)
        for key in ["frame", "windowFrame"] { #expect((label[key] as? [Double])?.count == 4) }
    }

    @Test func hiddenViewsStayInTheDumpAndTheOffsetIsClamped() throws {
        let object = try dump(["--scene", "labels", "--hide", "label-2,label-4", "--offset", "0,99999"])
        let root = object["root"] as! [String: Any]
        let scroll = find("scroll", in: root)!
        let content = scroll["contentSize"] as! [Double]

        #expect(find("label-2", in: root)?["hidden"] as? Bool == true)
        #expect((find("label-2", in: root)?["frame"] as? [Double])?[3] == 0)
        #expect(scroll["contentOffset"] as? [Double] == [0, content[1] - 600])
    }

    @Test func aSmartSpacerFollowsItsViewInTheDump() throws {
        let root = try dump(["--scene", "spacers"])["root"] as! [String: Any]
        let column = find("smart-spacers", in: root)!
        let ids = (column["children"] as! [[String: Any]]).map { $0["id"] as? String }

        #expect(ids.prefix(4) == ["smart-row-1", "smart-row-1-spacer", "smart-row-2", "smart-row-2-spacer"])
        #expect((column["children"] as! [[String: Any]])[1]["type"] as? String == "SpacerView")
    }

    @Test func theProfileDumpNamesItsParts() throws {
        let root = try dump(["--scene", "profile"])["root"] as! [String: Any]
        #expect((find("header", in: root)?["frame"] as? [Double])?[3] == 360)
        #expect(find("button-Find Friends", in: root)?["text"] as? String == "Find Friends")
        #expect(find("settings", in: root)?["type"] as? String == "Button")
    }

    // MARK: - Screenshots

    func screenshot(_ arguments: [String]) throws -> PixelImage {
        let path = temporaryPath("shot.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(DemoCommand.run(arguments + ["--screenshot", path]) == 0)
        return try PixelImage(contentsOf: path)
    }

    @Test func labelsScreenshotShowsRowsGapsAndTheIndicator() throws {
        let still = try screenshot(["--scene", "labels"])
        let scrolled = try screenshot(["--scene", "labels", "--offset", "0,100"])

        #expect(still.width == 400 && still.height == 600)
        #expect(still.rgb(x: 395, y: 5) == 0xF2F2F7)  // label 1's background, right of its text
        #expect(still.rgb(x: 395, y: 25) == 0xFFFFFF)  // the 10-point gap shows the window
        #expect(still.rgb(x: 395, y: 35) == 0xE0ECFF)  // label 2
        // Scrolled by 100: the indicator (dark, translucent) at the right edge near the top.
        let indicator = scrolled.rgb(x: 396, y: 100)
        #expect(indicator != 0xFFFFFF && (indicator & 0xFF) < 0xD0, "indicator pixel \(String(indicator, radix: 16))")
        #expect(still.rgb(x: 396, y: 100) != indicator)
    }

    /// A scroll offset moves the content by whole device pixels: a fraction of a pixel shows
    /// the same sharp edges as no offset (between pixels, a row's edge would blend with the gap).
    @Test func scrolledContentLandsOnWholePixels() throws {
        for (scale, fraction) in [("1", "0.4"), ("2", "0.2")] {
            let still = try screenshot(["--scene", "labels", "--scale", scale])
            let nudged = try screenshot(["--scene", "labels", "--scale", scale, "--offset", "0,\(fraction)"])
            for y in 0..<still.height / 4 {
                #expect(
                    still.rgb(x: still.width - 30, y: y) == nudged.rgb(x: nudged.width - 30, y: y),
                    "scale \(scale), y \(y)")
            }
        }
    }

    @Test func profileScreenshotShowsTheHeaderAndTheSettingsButton() throws {
        let top = try screenshot(["--scene", "profile"])
        let bottom = try screenshot(["--scene", "profile", "--offset", "0,100000"])

        #expect(top.rgb(x: 10, y: 10) == 0x3A7BD5)
        // The avatar PNG, at its centre: the gradient's first stop (#FFD36E), give or take.
        let centre = top.rgb(x: 200, y: 160)
        #expect(
            centre >> 16 == 0xFF && (centre >> 8 & 0xFF) > 0xC0 && (centre & 0xFF) < 0x90,
            "\(String(centre, radix: 16))")
        // Settings at the content's bottom right: its orange shows at its left edge.
        let settings = (0..<600).reversed().first { bottom.rgb(x: 290, y: $0) == 0xFF9500 }
        #expect(settings != nil && settings! > 500)
    }

    @Test func scrollCaseAndSpacerScreenshots() throws {
        let vertical = try screenshot(["--scene", "vertical"])
        let horizontal = try screenshot(["--scene", "horizontal"])
        let spacers = try screenshot(["--scene", "spacers"])

        #expect(vertical.rgb(x: 5, y: 5) == 0xFFFFFF)  // the stack's margin
        #expect(vertical.rgb(x: 30, y: 60) == 0x34C759)  // block 1
        #expect(horizontal.rgb(x: 30, y: 300) == 0x34C759)  // card 1
        // The gap after it, shaded by both cards' shadows: lightest in its middle, grey.
        let gap = (177...187).map { horizontal.rgb(x: $0, y: 300) }
        #expect(gap.allSatisfy { $0 >> 16 == $0 & 0xFF && $0 >> 16 >= 0xD0 }, "\(gap)")
        #expect(gap[5] >> 16 > gap[0] >> 16 && gap[5] >> 16 > gap[10] >> 16 && gap[5] >> 16 >= 0xF0)
        #expect(spacers.rgb(x: 30, y: 60) == 0x34C759)  // smart row 1
        #expect(spacers.rgb(x: 222, y: 60) == 0x34C759)  // custom row 1
    }

    @Test func theAvatarIsTheResourcePNG() throws {
        TextSystem.measurer = PangoTextMeasurer()
        let scene = Scene.make(.profile, size: Size(width: 400, height: 600))
        let avatar = scene.window.view(withID: "avatar") as! ImageView

        #expect(avatar.image?.size == Size(width: 120, height: 120))
        #expect(avatar.intrinsicContentSize == Size(width: 120, height: 120))
    }

    @Test func hidpiScreenshotsHaveTwiceThePixels() throws {
        let image = try screenshot(["--scene", "both", "--scale", "2", "--size", "300x200"])
        #expect(image.width == 600 && image.height == 400)
        #expect(image.rgb(x: 20, y: 20) == 0xE8F0FE)  // cell 1,1
        #expect(image.rgb(x: 220, y: 20) == 0xFFFFFF)  // cell 1,2
    }

    @Test func renderAllWritesEveryScene() throws {
        let parent = temporaryPath("all")
        let directory = parent + "/nested/folder"  // made by --render-all, parents included
        defer { try? FileManager.default.removeItem(atPath: parent) }

        #expect(DemoCommand.run(["--render-all", directory]) == 0)

        for scene in SceneName.allCases {
            let image = try PixelImage(contentsOf: "\(directory)/\(scene.rawValue).png")
            #expect(image.width == 400 && image.height == 600)
        }
    }

    // MARK: - Bad input, through the real binary

    func runBinary(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = Self.root.appendingPathComponent(".build/debug/stackdemo")
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stdout, stderr)
    }

    static let badInput: [([String], String)] = [
        (["--scene", "nope"], "valid scenes: labels, vertical, horizontal, both, profile, spacers"),
        (["--frobnicate"], "valid options: --scene"),
        (["--size", "400by600"], "expected WxH"),
        (["--size", "10x10"], "64...8192"),
        (["--offset", "1;2"], "expected X,Y"),
        (["--rows", "0"], "whole number from 1"),
        (["--axis", "diagonal"], "valid axes: vertical, horizontal"),
        (["--scale", "9"], "from 0.5 to 4"),
        (["--hide", "label-999"], "valid ids: window, scroll"),
        (["--scene"], "--scene needs a value"),
    ]

    @Test(arguments: 0..<10)
    func badInputIsOneLineAndStatusTwo(_ index: Int) throws {
        let (arguments, hint) = Self.badInput[index]
        let path = temporaryPath("never.png")

        let result = try runBinary(["--screenshot", path] + arguments)

        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix("stackdemo: ") && result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)"
        )
        #expect(result.stderr.contains(hint), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func anUnwritableScreenshotPathFailsCleanly() throws {
        let path = "/nonexistent-\(UUID().uuidString)/shot.png"

        let result = try runBinary(["--screenshot", path])

        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write \(path)") && result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func renderAllIntoAFolderThatCannotExistFailsCleanly() throws {
        let file = temporaryPath("a-file")
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        defer { try? FileManager.default.removeItem(atPath: file) }

        let result = try runBinary(["--render-all", file + "/scenes"])

        #expect(result.status == 2)
        #expect(
            result.stderr.contains("cannot create the folder \(file)/scenes")
                && result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func theBinaryDumpsValidJSON() throws {
        let result = try runBinary(["--scene", "vertical", "--dump-layout"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["scene"] as? String == "vertical")
    }
}
