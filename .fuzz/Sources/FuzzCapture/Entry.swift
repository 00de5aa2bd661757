import FuzzDriver

/// The executable's entry point (SwiftPM links `main` to `FuzzCapture_main`): libFuzzer's driver
/// calls `LLVMFuzzerTestOneInput` (`fuzzCapture`) per input.
@_cdecl("FuzzCapture_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { fuzzCapture($0, $1) }
}
