import FuzzDriver

/// The executable's entry point (SwiftPM links `main` to `FuzzProfile_main`): libFuzzer's driver
/// calls `LLVMFuzzerTestOneInput` (`fuzzProfile`) per input.
@_cdecl("FuzzProfile_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { fuzzProfile($0, $1) }
}
