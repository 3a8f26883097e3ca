import DemoKit

#if canImport(Glibc)
    import Glibc
#endif

/// `stackdemo`: everything lives in DemoKit, so tests can run the same code.
exit(MainActor.assumeIsolated { DemoCommand.run(Array(CommandLine.arguments.dropFirst())) })
