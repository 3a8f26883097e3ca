/// `stackdemo`: the ScrollingStack demo. The scenes arrive with the views (issue 3) and the
/// X11 shell (issue 4); for now it says what it will show.
let version = "0.1.0"
let scenes = [
    ("labels", "a ScrollingStackView of labels, spacing 10"),
    ("vertical", "scroll case 1: content width = frame width"),
    ("horizontal", "scroll case 2: content height = safe-area height"),
    ("both", "scroll case 3: a grid larger than the window both ways"),
    ("profile", "a profile screen: header, ten buttons, a floating Settings button"),
    ("spacers", "smart spacers next to custom spacing"),
]
print("stackdemo \(version)")
print("scenes:")
for (name, summary) in scenes { print("  \(name.padding(10)) \(summary)") }

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
