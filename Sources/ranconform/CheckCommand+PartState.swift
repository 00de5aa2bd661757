import ArgumentParser
import Conformance
import Reports

/// `check PART --state-out PART.state [--frame-offset K]`: the part's state for `merge`.
extension CheckCommand {
    func validatePartState() throws {
        if stateOut == nil && frameOffset != nil { throw ValidationError("--frame-offset goes with --state-out") }
        if let frameOffset, frameOffset < 0 { throw ValidationError("--frame-offset takes a frame count, 0 or more") }
        if stateOut != nil && captures.count != 1 {
            throw ValidationError("--state-out records one part: give one capture file (or -) per part")
        }
        if stateOut == "-" { throw ValidationError("--state-out needs a file path, not standard output") }
        if stateHead != nil && frameOffset == nil {
            throw ValidationError("--state-head goes with --frame-offset (a part's boundary needs the whole capture's frame numbers)")
        }
        if let stateHead, !(1...3_600_000).contains(stateHead) { throw ValidationError("--state-head takes 1 to 3600000 milliseconds") }
        if frameOffset != nil && evidence != nil {
            throw ValidationError("--evidence takes frames by the numbers of the file read, and --frame-offset numbers them as the whole capture: give one of them")
        }
    }

    /// Before anything is read: the state's directory exists and is writable.
    func checkStateOutWritable() throws(CommandFailure) {
        guard let stateOut else { return }
        do throws(ReportError) {
            try ReportFileWriter.checkWritable(stateOut, what: "state")
        } catch {
            throw CommandFailure(message: error.description)
        }
    }

    /// Adds the trailer (the digest of what the part was checked with) and the part's boundary,
    /// and moves the state into place.
    func writePartState(_ writer: inout PartStateWriter, setup: RunSetup, boundary: BoundaryPart?, problems: [String]) throws(CommandFailure) {
        let digest = setup.digest(testbedPath: testbed, suitePath: suite, settings: settings, iq: iq)
        do throws(PartStateError) {
            try writer.finish(boundary: boundary.map { Array($0.jsonValue.compactText().utf8) }, headFrames: boundary?.headFrameCount ?? 0) { lastFrame, stored, firstTime, lastTime, interfaces in
                var trailer = PartStateTrailer(toolVersion: RANConform.version, digest: digest, testbedPath: testbed, suitePath: suite, settings: settings, iq: iq,
                                 partName: captures[0] == "-" ? "standard input" : captures[0], lastFrame: lastFrame, storedFrames: stored,
                                 firstTime: firstTime, lastTime: lastTime, frameOffset: frameOffset, problems: Array(problems.prefix(64)),
                                 interfaces: interfaces)
                trailer.headNanoseconds = boundary.map { _ in stateHeadNanoseconds }
                return trailer
            }
        } catch {
            throw CommandFailure(message: error.description)
        }
    }
}
