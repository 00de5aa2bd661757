import FuzzDriver

/// The executable's entry point (SwiftPM links `main` to `FuzzAP_main`): libFuzzer's driver
/// calls `LLVMFuzzerTestOneInput` (`fuzzAP`) per input.
@_cdecl("FuzzAP_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { fuzzAP($0, $1) }
}
