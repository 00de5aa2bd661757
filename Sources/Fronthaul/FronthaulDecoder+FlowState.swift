extension FronthaulDecoder {
    /// Takes over the per-flow state `other` learnt (inferred static compression, SE4/SE5
    /// modulation-compression scaling) for flows this decoder has not seen. Used when decoding
    /// that was split by eAxC across decoders continues in one: each flow's state was learnt by
    /// exactly one of them, so the union is the state one decoder would hold.
    public mutating func absorbFlowState(of other: FronthaulDecoder) {
        inferred.merge(other.inferred) { mine, _ in mine }
        context.coupledModComp.merge(other.context.coupledModComp) { mine, _ in mine }
    }
}
