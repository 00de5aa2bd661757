import FuzzDriver

/// The executable's entry point (SwiftPM links `main` to `FuzzNetwork_main`): libFuzzer's driver
/// calls `LLVMFuzzerTestOneInput` (`fuzzNetwork`) per input.
@_cdecl("FuzzNetwork_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { fuzzNetwork($0, $1) }
}
