import FuzzDriver

/// The executable's entry point (SwiftPM links `main` to `FuzzFronthaul_main`): libFuzzer's driver
/// calls `LLVMFuzzerTestOneInput` (`fuzzFronthaul`) per input.
@_cdecl("FuzzFronthaul_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { fuzzFronthaul($0, $1) }
}
