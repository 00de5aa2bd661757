import Foundation
import TestSupport
import Testing

/// README's Layout table is the layering of the package: each target lists what it may import,
/// and only targets in rows above it. This holds the table, every `import` line under `Sources/`
/// and the dependencies in Package.swift to one another.
@Suite struct LayeringTests {
    /// One row of the table: a target and the modules it may import.
    struct Layer: Equatable {
        var target: String
        var mayImport: Set<String>
    }

    /// Modules of the C library, which any target may import.
    static let systemModules: Set<String> = ["Glibc", "Darwin", "Musl", "ucrt", "WinSDK", "Android"]

    /// The rows of README's `## Layout` table, bottom layer first. "every target above" in the
    /// last column stands for each target of the rows before.
    static func layers(readme: String) -> [Layer] {
        let readme = "\n" + readme
        guard let section = readme.range(of: "\n## Layout\n") else { return [] }
        let text = readme[section.upperBound...]
        let end = text.range(of: "\n## ")?.lowerBound ?? text.endIndex
        var layers: [Layer] = []
        for line in text[..<end].split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, let target = backticked(cells[1]).first else { continue }
            let column = cells[cells.count - 2]
            var allowed = Set(backticked(column))
            if column.contains("every target above") { allowed.formUnion(layers.map(\.target)) }
            layers.append(Layer(target: target, mayImport: allowed))
        }
        return layers
    }

    static func backticked(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The module each `import` line of `source` names (attributes and access levels skipped).
    static func importedModules(_ source: String) -> [String] {
        source.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") && !["public", "package", "internal", "private", "fileprivate"].contains($0) }
            guard words.count >= 2, words[0] == "import" else { return nil }
            // `import struct Foo.Bar` names the module after the kind.
            let name = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            return String(name.split(separator: ".")[0])
        }
    }

    /// Each import of a package target or external module that the importing target's row does
    /// not allow, as "Sources/T/file.swift imports M".
    static func violations(imports: [(target: String, file: String, module: String)], layers: [Layer]) -> [String] {
        let byTarget = Dictionary(layers.map { ($0.target, $0) }, uniquingKeysWith: { first, _ in first })
        return imports.compactMap { entry in
            if systemModules.contains(entry.module) || entry.module == entry.target { return nil }
            guard let layer = byTarget[entry.target] else { return "\(entry.file): target \(entry.target) is not in README's Layout table" }
            return layer.mayImport.contains(entry.module) ? nil : "\(entry.file) imports \(entry.module), which \(entry.target) may not import"
        }
    }

    /// Targets under `Sources/` and every import line of their Swift files.
    static func sourceImports() throws -> (targets: [String], imports: [(target: String, file: String, module: String)]) {
        let sources = Oracle.packageRoot.appendingPathComponent("Sources")
        let manager = FileManager.default
        let targets = try manager.contentsOfDirectory(atPath: sources.path).filter {
            var isDirectory: ObjCBool = false
            return manager.fileExists(atPath: sources.appendingPathComponent($0).path, isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
        var imports: [(target: String, file: String, module: String)] = []
        for target in targets {
            let root = sources.appendingPathComponent(target)
            guard let walker = manager.enumerator(atPath: root.path) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
                for module in importedModules(text) {
                    imports.append((target, "Sources/\(target)/\(relative)", module))
                }
            }
        }
        return (targets, imports)
    }

    /// Package-target dependencies of each `.target` / `.executableTarget` in Package.swift.
    static func manifestDependencies(_ manifest: String, targets: Set<String>) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        let kinds = [".target(", ".executableTarget(", ".systemLibrary("]
        let declarations = kinds.flatMap { manifest.components(separatedBy: $0).dropFirst() }
        for declaration in declarations {
            var body = declaration.components(separatedBy: ".testTarget(")[0]
            for kind in kinds { body = body.components(separatedBy: kind)[0] }
            let quoted = backtickedLike(body, quote: "\"")
            // The first quoted string is the target's name; test-only targets are not in `targets`.
            guard let name = quoted.first, targets.contains(name) else { continue }
            guard let dependencies = body.range(of: "dependencies:") else { result[name, default: []] = []; continue }
            let list = body[dependencies.upperBound...].prefix { $0 != "]" }
            result[name, default: []].formUnion(backtickedLike(String(list), quote: "\"").filter { targets.contains($0) })
        }
        return result
    }

    static func backtickedLike(_ text: String, quote: Character) -> [String] {
        text.split(separator: quote, omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    static func readme() throws -> String {
        try String(contentsOf: Oracle.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    @Test func theTableNamesEveryTargetOnceAndEachMayImportOnlyRowsAboveIt() throws {
        let layers = Self.layers(readme: try Self.readme())
        let (targets, _) = try Self.sourceImports()
        #expect(layers.map(\.target).sorted() == targets, "README's Layout table and Sources/ list different targets")
        #expect(Set(layers.map(\.target)).count == layers.count, "a target has two rows")
        for (index, layer) in layers.enumerated() {
            let above = Set(layers[..<index].map(\.target))
            let upward = layer.mayImport.intersection(Set(targets)).subtracting(above)
            #expect(upward.isEmpty, "\(layer.target) may import \(upward.sorted()), which are not above it in the table")
        }
    }

    @Test func everyImportUnderSourcesIsAllowedByTheTable() throws {
        let layers = Self.layers(readme: try Self.readme())
        let (_, imports) = try Self.sourceImports()
        #expect(imports.count > 100, "found only \(imports.count) import lines")
        let violations = Self.violations(imports: imports, layers: layers)
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    @Test func synthAndProfileLoadingDoNotSeeTheEngine() throws {
        let layers = Self.layers(readme: try Self.readme())
        let (_, imports) = try Self.sourceImports()
        for target in ["Synth", "ProfileLoading"] {
            #expect(layers.first { $0.target == target }?.mayImport.contains("Conformance") == false, "\(target) may import Conformance")
            #expect(imports.filter { $0.target == target }.count > 0, "no imports read for \(target)")
            #expect(!imports.contains { $0.target == target && $0.module == "Conformance" }, "\(target) imports Conformance")
            #expect(layers.first { $0.target == target }?.mayImport.contains("Profiles") == true, "\(target) does not build on Profiles")
        }
    }

    @Test func packageDependenciesFollowTheTable() throws {
        let layers = Self.layers(readme: try Self.readme())
        let (targets, _) = try Self.sourceImports()
        let manifest = try String(contentsOf: Oracle.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let dependencies = Self.manifestDependencies(manifest, targets: Set(targets))
        #expect(dependencies.keys.sorted() == targets, "Package.swift declares \(dependencies.keys.sorted())")
        for layer in layers {
            let extra = dependencies[layer.target, default: []].subtracting(layer.mayImport)
            #expect(extra.isEmpty, "Package.swift gives \(layer.target) dependencies \(extra.sorted()) the table does not allow")
        }
    }

    /// The checks catch what they are for: an upward import, an unknown target, an import with
    /// attributes.
    @Test func aViolationIsReported() {
        let readme = """
            ## Layout

            | target | what | may import |
            |---|---|---|
            | `Low` | base | — |
            | `High` | top | `Low`, `Foundation` |

            ## Next
            """
        let layers = Self.layers(readme: readme)
        #expect(layers == [Layer(target: "Low", mayImport: []), Layer(target: "High", mayImport: ["Low", "Foundation"])])
        #expect(Self.importedModules("@testable import Low\npublic import struct High.Thing\n// import Not\nimport Glibc") == ["Low", "High", "Glibc"])
        let imports: [(target: String, file: String, module: String)] = [
            ("High", "h.swift", "Low"), ("High", "h.swift", "Glibc"), ("Low", "l.swift", "High"), ("Low", "l.swift", "Foundation"),
            ("Other", "o.swift", "Low"),
        ]
        #expect(Self.violations(imports: imports, layers: layers) == [
            "l.swift imports High, which Low may not import", "l.swift imports Foundation, which Low may not import",
            "o.swift: target Other is not in README's Layout table",
        ])
        let manifest = """
            .systemLibrary(name: "Low", providers: [.apt(["low-dev"])]),
            .target(name: "High", dependencies: ["Low", .product(name: "X", package: "x")]),
            .target(name: "Helpers", dependencies: ["High"], path: "Tests/Helpers"),
            .testTarget(name: "HighTests", dependencies: ["High"]),
            """
        #expect(Self.manifestDependencies(manifest, targets: ["Low", "High"]) == ["Low": [], "High": ["Low"]])
    }
}
