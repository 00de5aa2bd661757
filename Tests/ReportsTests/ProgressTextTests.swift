import Reports
import Testing

/// The progress line's arithmetic, against values worked out by hand.
@Suite struct ProgressTextTests {
    @Test func lineShowsFramesRatePercentAndTimeLeft() {
        // 50 MB in 2 s = 25.0 MB/s; 50 of 200 MB = 25 %; 150 MB left at 25 MB/s = 6 s.
        let line = ProgressText.line(frames: 1024, bytes: 50_000_000, totalBytes: 200_000_000, elapsedNanoseconds: 2_000_000_000)
        #expect(line == "frames 1024 · 25.0 MB/s · 25% · 0:06 left")
    }

    @Test func longRunsUseHoursAndUnknownSizesOmitPercent() {
        // 1 MB in 1 s, 3 661 MB left → 3 661 s = 1:01:01.
        #expect(ProgressText.line(frames: 7, bytes: 1_000_000, totalBytes: 3_662_000_000, elapsedNanoseconds: 1_000_000_000)
                == "frames 7 · 1.0 MB/s · 0% · 1:01:01 left")
        #expect(ProgressText.line(frames: 7, bytes: 1_000_000, totalBytes: nil, elapsedNanoseconds: 1_000_000_000) == "frames 7 · 1.0 MB/s")
        #expect(ProgressText.line(frames: 9, bytes: 10, totalBytes: 10, elapsedNanoseconds: 0).hasSuffix("· 100%"))
    }
}
