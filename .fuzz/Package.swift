// swift-tools-version:6.0
import PackageDescription

/// libFuzzer targets for RANConform (run with `.ci/fuzz`; see README.md here). Built apart from
/// the root package, with `-sanitize=fuzzer,address -parse-as-library`, so `swift build` and
/// `swift test` of the root package never see them.
let targets = ["FuzzCapture", "FuzzNetwork", "FuzzFronthaul", "FuzzF1AP", "FuzzAP", "FuzzProfile", "FuzzRuleExpression"]

let package = Package(
    name: "RANConformFuzz",
    dependencies: [.package(name: "RANConform", path: "..")],
    targets: [.target(name: "FuzzDriver")] + targets.map { name in
        .executableTarget(
            name: name,
            dependencies: [
                "FuzzDriver",
                .product(name: "WireCore", package: "RANConform"),
                .product(name: "CaptureIO", package: "RANConform"),
                .product(name: "NetLayers", package: "RANConform"),
                .product(name: "Fronthaul", package: "RANConform"),
                .product(name: "NRRRC", package: "RANConform"),
                .product(name: "F1AP", package: "RANConform"),
                .product(name: "APProtocols", package: "RANConform"),
                .product(name: "Profiles", package: "RANConform"),
                .product(name: "Conformance", package: "RANConform"),
                .product(name: "ProfileLoading", package: "RANConform"),
            ])
    }
)
