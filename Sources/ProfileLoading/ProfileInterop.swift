import Profiles

extension ProfileLoader {
    /// `ranconform interop A.yaml B.yaml` / `ranconform interop TESTBED.yaml`: loads the files and
    /// compares declared profiles before any traffic.
    ///
    /// - One testbed: every O-DU × O-RU and O-CU × O-DU pair of its nodes, with its transport delays.
    /// - Device profiles: every pair among them that shares an interface (DU×RU, CU×DU), named
    ///   by profile id; at least one pair must exist.
    public static func interop(paths: [String]) throws(ProfileError) -> InteropMatrix {
        guard let first = paths.first else {
            throw ProfileError(.wholeFile("interop"), "give one testbed or two or more device profiles")
        }
        var devices: [(DeviceProfile, String)] = []
        for path in paths {
            switch try load(path: path) {
            case .testbed(let testbed):
                guard paths.count == 1 else {
                    throw ProfileError(.wholeFile(ProfilePaths.normalize(path)), "compare a testbed on its own, not together with other profiles")
                }
                return Interop.matrix(for: testbed)
            case .device(let device):
                devices.append((device, ProfilePaths.normalize(path)))
            case .suite:
                throw ProfileError(.wholeFile(ProfilePaths.normalize(path)), "a suite profile declares no capabilities to compare")
            }
        }
        var reports: [InteropReport] = []
        for (index, (a, _)) in devices.enumerated() {
            for (b, _) in devices[(index + 1)...] {
                if let report = Interop.compare(a, b) { reports.append(report) }
            }
        }
        if reports.isEmpty {
            let roles = devices.map { "\($0.0.id) (\($0.0.role.rawValue))" }.joined(separator: ", ")
            throw ProfileError(
                .wholeFile(ProfilePaths.normalize(devices.count > 1 ? devices[1].1 : first)),
                "no pair of \(roles) shares an interface: interop compares o-du with o-ru and o-cu with o-du")
        }
        reports.sort { ($0.pairing == .duRU ? 0 : 1, $0.first, $0.second) < ($1.pairing == .duRU ? 0 : 1, $1.first, $1.second) }
        return InteropMatrix(reports: reports)
    }
}
