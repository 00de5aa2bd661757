import Timing
import WireCore

/// The S-plane rules the PTP monitor judges (``PTPRuleRegistry``), as ``SPlaneChecker`` reports them.
extension SPlaneChecker {
    static let present = PTPRuleRegistry.present
    static let rate = PTPRuleRegistry.rate
    static let domain = PTPRuleRegistry.domain
    static let grandmaster = PTPRuleRegistry.grandmaster
    static let sequence = PTPRuleRegistry.sequence
    static let clockClass = PTPRuleRegistry.clockClass
}
