import WireCore

/// The testbed capability rules: what a node sends is what its device profile declares.
extension CapabilityChecker {
    static let sectionTypes = RuleSpec(
        "TB-CAP-STYPE",
        "Section types used are declared by sender and receiver",
        clause: SpecClause(.cus, .section("7.4 (section types)")).and(.mPlane, .topic("supported-section-types")),
        status: .conditionallyMandatory,
        area: .testbed,
        requires: .fronthaulCapabilities)
    static let extensions = RuleSpec(
        "TB-CAP-SE",
        "Section extensions used are declared by sender and receiver",
        clause: SpecClause(.cus, .section("7.6")).and(.mPlane, .topic("supported-section-extensions")),
        status: .conditionallyMandatory,
        area: .testbed,
        requires: .fronthaulCapabilities)
    static let compression = RuleSpec(
        "TB-CAP-COMP",
        "U-plane compression used is declared by sender and receiver",
        clause: SpecClause(.cus, .section("6.3.3"), .annex("A")).and(.mPlane, .topic("compression capabilities")),
        status: .conditionallyMandatory,
        area: .testbed,
        requires: .fronthaulCapabilities)
    static let ulComp = RuleSpec(
        "FH-CP-UDCOMP-UL",
        "UL C-plane udCompMeth and udIqWidth are declared capabilities",
        clause: SpecClause(.cus, .section("7.5.2.10")).and(.mPlane),
        status: .conditionallyMandatory,
        area: .fronthaul,
        requires: .fronthaulCapabilities)
}
