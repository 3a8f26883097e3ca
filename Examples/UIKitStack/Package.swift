// swift-tools-version: 6.0
// A UIKit app written as for iOS, built against ScrollingStack by version, as any user's app
// would be. `SCROLLINGSTACK_URL` points the dependency at another clone (the test command uses
// a tagged bare clone of the checkout under test).

import Foundation
import PackageDescription

let url =
    ProcessInfo.processInfo.environment["SCROLLINGSTACK_URL"] ?? "https://github.com/scrollingstack/ScrollingStack.git"

let package = Package(
    name: "UIKitStack",
    dependencies: [.package(url: url, from: "0.1.0")],
    targets: [
        .executableTarget(
            name: "UIKitStack", dependencies: [.product(name: "UIKit", package: "ScrollingStack")])
    ]
)
