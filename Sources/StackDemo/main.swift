import DemoKit
import X11Shell

#if canImport(Glibc)
    import Glibc
#endif

/// `stackdemo`: DemoKit does the work (so tests run the same code); this adds the X11 window.
DemoCommand.processStart = X11Shell.now()
let status = MainActor.assumeIsolated {
    DemoCommand.openWindow = { controller, options in
        do {
            let lost: (() -> Void)? =
                options.trace
                ? {
                    _ = "{\"event\":\"exit\",\"reason\":\"connection-lost\"}\n".withCString { write(1, $0, strlen($0)) }
                }
                : nil
            let shell = try X11Shell(
                client: controller, scale: options.scale, identity: X11Shell.Identity(name: "stackdemo"),
                onConnectionLost: lost)
            if options.frameStats {
                shell.frameObserver = { frame, input, kind in
                    let latency = input.map { ",\"inputMs\":\(($0 * 1000).rounded() / 1000)" } ?? ""
                    let line =
                        "{\"event\":\"frame\",\"frameMs\":\((frame * 1000).rounded() / 1000)\(latency),"
                        + "\"kind\":\"\(kind.rawValue)\"}\n"
                    _ = line.withCString { write(1, $0, strlen($0)) }
                }
            }
            return shell.run()
        } catch {
            let hint = "use --screenshot FILE.png or --dump-layout to run without one"
            _ = "stackdemo: \(error); \(hint)\n".withCString { write(2, $0, strlen($0)) }
            return 1
        }
    }
    return DemoCommand.run(Array(CommandLine.arguments.dropFirst()))
}
exit(status)
