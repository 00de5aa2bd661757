import FuzzDriver

/// The executable's entry point (SwiftPM links `main` to `FuzzRuleExpression_main`): libFuzzer's driver
/// calls `LLVMFuzzerTestOneInput` (`fuzzRuleExpression`) per input.
@_cdecl("FuzzRuleExpression_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { fuzzRuleExpression($0, $1) }
}
