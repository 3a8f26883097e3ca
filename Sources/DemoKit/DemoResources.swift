import CairoRendering
import Rendering

#if canImport(Glibc)
    import Glibc
#endif

/// Finds and loads the demo's files in `Resources/`.
@MainActor
enum DemoResources {
    /// The folder: `$STACKDEMO_RESOURCES`, else the nearest `Resources` above the executable,
    /// else `./Resources`.
    static let folder: String = {
        if let value = getenv("STACKDEMO_RESOURCES") { return String(cString: value) }
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 {
            var directory = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            for _ in 0..<6 {
                guard let slash = directory.lastIndex(of: "/") else { break }
                directory = String(directory[..<slash])
                let candidate = directory + "/Resources"
                if access(candidate + "/avatar.png", R_OK) == 0 { return candidate }
            }
        }
        return "Resources"
    }()

    /// A PNG drawn at 2x (its pixel size halved in points), or nil if it cannot be read.
    static func image(_ name: String) -> Image? {
        try? ImageRenderer.loadPNG(folder + "/" + name, scale: 2)
    }
}
