import FuzzDriver

/// The executable's entry point (SwiftPM links `main` to `FuzzF1AP_main`): libFuzzer's driver
/// calls `LLVMFuzzerTestOneInput` (`fuzzF1AP`) per input.
@_cdecl("FuzzF1AP_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { fuzzF1AP($0, $1) }
}
