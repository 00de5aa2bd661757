// swift-tools-version:6.0
import PackageDescription

/// Codec targets (WireCore, CaptureIO, NetLayers, Fronthaul, ASN1PER, NRRRC, F1AP) stay free of
/// Foundation and of external packages; only the executable sees swift-argument-parser.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "RANConform",
    products: [
        .executable(name: "ranconform", targets: ["ranconform"]),
        .library(name: "WireCore", targets: ["WireCore"]),
        .library(name: "CaptureIO", targets: ["CaptureIO"]),
        .library(name: "NetLayers", targets: ["NetLayers"]),
        .library(name: "Fronthaul", targets: ["Fronthaul"]),
        .library(name: "ASN1PER", targets: ["ASN1PER"]),
        .library(name: "NRRRC", targets: ["NRRRC"]),
        .library(name: "F1AP", targets: ["F1AP"]),
        .library(name: "APProtocols", targets: ["APProtocols"]),
        .library(name: "Profiles", targets: ["Profiles"]),
        .library(name: "Conformance", targets: ["Conformance"]),
        .library(name: "ProfileLoading", targets: ["ProfileLoading"]),
        .library(name: "Timing", targets: ["Timing"]),
        .library(name: "Synth", targets: ["Synth"]),
        .library(name: "Reports", targets: ["Reports"]),
        .library(name: "IQAnalysis", targets: ["IQAnalysis"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        .target(name: "WireCore", swiftSettings: strictSettings),
        // gzip captures: the system zlib (zlib1g-dev, a Swift-on-Linux prerequisite).
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // Zstandard captures: the system libzstd, loaded at run time so no headers are needed.
        .target(name: "CZstdLoader", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "CaptureIO", dependencies: ["WireCore", "CZlib", "CZstdLoader"], swiftSettings: strictSettings),
        .target(name: "NetLayers", dependencies: ["WireCore"], swiftSettings: strictSettings),
        .target(name: "Fronthaul", dependencies: ["WireCore"], swiftSettings: strictSettings),
        .target(name: "ASN1PER", dependencies: ["WireCore"], swiftSettings: strictSettings),
        // NR RRC (TS 38.331) in unaligned PER: the containers F1AP carries.
        .target(name: "NRRRC", dependencies: ["ASN1PER", "WireCore"], swiftSettings: strictSettings),
        .target(name: "F1AP", dependencies: ["ASN1PER", "NRRRC", "WireCore"], swiftSettings: strictSettings),
        // E1AP, E2AP (+ E2SM-KPM / E2SM-RC) and NGAP: committed schemas, one shared decoder and
        // abstract-syntax checker driven by each protocol's schema.
        .target(name: "APProtocols", dependencies: ["ASN1PER", "WireCore"], swiftSettings: strictSettings),
        .target(name: "Profiles", dependencies: ["WireCore", "CaptureIO", "NetLayers", "Fronthaul", "F1AP", "APProtocols", "Timing", "IQAnalysis"], swiftSettings: strictSettings),
        .target(name: "Conformance", dependencies: ["WireCore", "CaptureIO", "NetLayers", "Fronthaul", "ASN1PER", "NRRRC", "F1AP", "APProtocols", "Timing", "Profiles", "IQAnalysis"], swiftSettings: strictSettings),
        .target(
            name: "ProfileLoading",
            dependencies: ["Profiles", "IQAnalysis", "WireCore", "NetLayers", "Fronthaul", "F1AP", "Timing", .product(name: "Yams", package: "Yams")],
            swiftSettings: strictSettings
        ),
        .target(name: "Timing", dependencies: ["WireCore"], swiftSettings: strictSettings),
        // IQ figures per flow (power, clipping, exponents, allocation, EVM, PRACH) from decoded U/C-plane.
        .target(name: "IQAnalysis", dependencies: ["Fronthaul", "WireCore"], swiftSettings: strictSettings),
        .target(name: "Reports", dependencies: ["Conformance", "Profiles", "IQAnalysis", "WireCore"], swiftSettings: strictSettings),
        .target(
            name: "Synth",
            dependencies: ["WireCore", "CaptureIO", "NetLayers", "Fronthaul", "ASN1PER", "NRRRC", "F1AP", "APProtocols", "Timing", "Profiles", "ProfileLoading"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "ranconform",
            dependencies: [
                "WireCore", "CaptureIO", "NetLayers", "Fronthaul", "ASN1PER", "F1AP", "APProtocols", "Timing", "Profiles", "Conformance",
                "ProfileLoading", "Synth", "Reports",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "ranconform-bench",
            dependencies: ["WireCore", "CaptureIO", "NetLayers", "Fronthaul", "F1AP", "NRRRC", "ASN1PER", "Conformance", "IQAnalysis", "Profiles", "Synth"],
            swiftSettings: strictSettings
        ),
        // Test-only helpers every test target shares: oracle availability (tshark, pycrate,
        // scapy, numpy, jsonschema, chromium, ../shared) as Swift Testing traits, subprocesses,
        // temporary files, the long-lived pycrate worker, module sets under shared/asn1.
        .target(name: "TestSupport", dependencies: ["ASN1PER", "WireCore", "CaptureIO", "NetLayers", "Synth"], path: "Tests/TestSupport"),
        .testTarget(name: "WireCoreTests", dependencies: ["TestSupport", "WireCore"]),
        .testTarget(name: "CaptureIOTests", dependencies: ["TestSupport", "CaptureIO", "WireCore"]),
        .testTarget(name: "NetLayersTests", dependencies: ["TestSupport", "NetLayers", "CaptureIO", "WireCore", "CZlib"]),
        .testTarget(name: "FronthaulTests", dependencies: ["TestSupport", "Fronthaul", "NetLayers", "CaptureIO", "WireCore"]),
        .testTarget(name: "ASN1PERTests", dependencies: ["TestSupport", "ASN1PER", "WireCore"]),
        .testTarget(name: "NRRRCTests", dependencies: ["TestSupport", "NRRRC", "F1AP", "ASN1PER", "NetLayers", "CaptureIO", "WireCore"]),
        .testTarget(name: "APProtocolsTests", dependencies: ["TestSupport", "APProtocols", "ASN1PER", "NetLayers", "CaptureIO", "WireCore"]),
        .testTarget(name: "F1APTests", dependencies: ["TestSupport", "F1AP", "ASN1PER", "NetLayers", "CaptureIO", "Synth", "WireCore"]),
        .testTarget(name: "CLITests", dependencies: ["TestSupport", "ranconform", "CaptureIO", "Profiles", "Conformance", "NetLayers", "Synth", "WireCore"]),
        .testTarget(name: "ConformanceTests", dependencies: ["TestSupport", "Profiles", "Conformance", "ProfileLoading", "Fronthaul", "F1AP", "NRRRC", "ASN1PER", "NetLayers", "CaptureIO", "Synth", "WireCore", "Reports"]),
        .testTarget(name: "ProfileLoadingTests", dependencies: ["TestSupport", "ProfileLoading", "Profiles", "NetLayers", "Fronthaul", "F1AP", "WireCore"]),
        .testTarget(name: "TimingTests", dependencies: ["TestSupport", "Timing", "WireCore"]),
        .testTarget(name: "ReportsTests", dependencies: ["TestSupport", "Reports", "Synth", "Profiles", "Conformance", "ProfileLoading", "CaptureIO", "WireCore"], exclude: ["Golden"]),
        .testTarget(name: "IQAnalysisTests", dependencies: ["TestSupport", "IQAnalysis", "Synth", "Profiles", "Conformance", "ProfileLoading", "CaptureIO", "NetLayers", "Fronthaul", "WireCore"]),
        .testTarget(name: "SynthTests", dependencies: ["TestSupport", "Synth", "CaptureIO", "NetLayers", "Fronthaul", "F1AP", "NRRRC", "Profiles", "Conformance", "ProfileLoading", "WireCore"]),
    ]
)
