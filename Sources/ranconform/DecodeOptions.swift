import F1AP
import Fronthaul
import NetLayers
import ASN1PER

/// The decode context built from `--set KEY=VALUE` overrides and `--asn1 DIR`.
///
/// Keys under `fronthaul.` go to the fronthaul codec's context (see `FronthaulContext.settingKeys`);
/// `fronthaul.udpPort` also makes the demultiplexer treat that UDP port as eCPRI. Keys under `net.`
/// configure the demultiplexer: `net.f1apPort`, `net.e1apPort`, `net.e2apPort`, and `net.trailer`
/// (octets a capture device appends to every Ethernet frame: a timestamping tap's trailer).
struct DecodeOptions {
    var demux = DemuxConfiguration()
    var fronthaul = FronthaulContext()
    var asn1Schema: ASN1Schema?

    init(settings: [String], asn1Directory: String?) throws {
        for setting in settings {
            guard let equals = setting.firstIndex(of: "=") else {
                throw CommandFailure(message: "--set \(setting): expected KEY=VALUE")
            }
            let key = String(setting[..<equals])
            let value = String(setting[setting.index(after: equals)...])
            try apply(key: key, value: value)
        }
        if let asn1Directory {
            do {
                asn1Schema = try ASN1Compiler.compile(directory: asn1Directory)
            } catch {
                throw CommandFailure(message: "--asn1 \(asn1Directory): \(error)")
            }
        }
    }

    private mutating func apply(key: String, value: String) throws {
        if key.hasPrefix("fronthaul.") {
            do {
                try fronthaul.apply(key, value)
            } catch {
                // FronthaulContextError already names the setting and its value
                throw CommandFailure(message: "\(error)")
            }
            if key == "fronthaul.udpPort" {
                for port in value.split(separator: ",") {
                    guard let number = UInt16(port) else {
                        throw CommandFailure(message: "--set \(key)=\(value): not a UDP port")
                    }
                    demux.ecpriUDPPorts.insert(number)
                }
            }
            return
        }
        switch key {
        case "net.f1apPort":
            guard let port = UInt16(value) else {
                throw CommandFailure(message: "--set \(key)=\(value): not an SCTP port")
            }
            demux.f1apSCTPPorts.insert(port)
        case "net.trailer":
            guard let octets = Int(value), (0...64).contains(octets) else {
                throw CommandFailure(message: "--set \(key)=\(value): octets a capture device appends to each Ethernet frame, 0 to 64")
            }
            demux.captureTrailerOctets = octets
        default:
            let known = (FronthaulContext.settingKeys + ["net.f1apPort", "net.trailer"]).joined(separator: ", ")
            throw CommandFailure(message: "--set \(key): unknown setting (known: \(known))")
        }
    }
}
