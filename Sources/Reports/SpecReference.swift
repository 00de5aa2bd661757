import Conformance

/// A rule's clause text split into the documents and clause numbers it cites:
/// `"O-RAN.WG4.CUS §5.1.3.1.7; eCPRI v2.0 §3.2.4.2"` → (O-RAN.WG4.CUS, 5.1.3.1.7), (eCPRI v2.0, 3.2.4.2).
struct SpecReference: Hashable {
    /// Document name as the catalog writes it (parenthesised remarks dropped).
    var document: String
    /// First clause number cited for the document (`5.1.3.1.7`), nil when none is numeric.
    var clause: String?

    /// Every document the clause text names, in order; the first is the rule's primary reference.
    static func parse(_ text: String) -> [SpecReference] {
        var out: [SpecReference] = []
        for part in text.split(separator: ";") {
            var name = String(part)
            if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
            var clause: String?
            for marker in ["§", "clause "] {
                if let range = name.range(of: marker) {
                    let tail = name[range.upperBound...]
                    let number = tail.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
                    let trimmed = number.hasSuffix(".") ? String(number.dropLast()) : String(number)
                    if clause == nil, !trimmed.isEmpty, trimmed.first?.isNumber == true { clause = trimmed }
                }
            }
            let cut = [name.range(of: "§")?.lowerBound, name.range(of: "clause ")?.lowerBound].compactMap { $0 }.min()
            let document = documentName(String(cut.map { name[..<$0] } ?? name[...]).trimmingCharacters(in: " ,"))
            guard !document.isEmpty else { continue }
            out.append(SpecReference(document: document, clause: clause))
        }
        return out
    }

    /// The document id without trailing words (`O-RAN.WG4.CUS Table 7.6.1-1` → `O-RAN.WG4.CUS`,
    /// `TS 38.473 clause 9/10` → `TS 38.473`, `eCPRI v2.0` stays).
    static func documentName(_ text: String) -> String {
        let words = text.split(separator: " ")
        guard let first = words.first else { return text }
        if first.hasPrefix("O-RAN.") { return String(first) }
        if ["TS", "IEEE", "eCPRI"].contains(String(first)), words.count >= 2 { return words.prefix(2).joined(separator: " ") }
        return text
    }

    /// A public page for the document family (`displayName`, `url`), when one is known.
    static func link(for document: String) -> (String, String)? {
        if document.hasPrefix("O-RAN.") { return ("O-RAN ALLIANCE specifications", "https://specifications.o-ran.org/specifications") }
        if document.hasPrefix("TS 38.473") { return ("3GPP TS 38.473", "https://www.3gpp.org/DynaReport/38473.htm") }
        if document.hasPrefix("TS 38.472") { return ("3GPP TS 38.472", "https://www.3gpp.org/DynaReport/38472.htm") }
        if document.hasPrefix("eCPRI") { return ("eCPRI specifications", "http://www.cpri.info/spec.html") }
        if document.hasPrefix("IEEE 802.3") { return ("IEEE 802.3", "https://standards.ieee.org/ieee/802.3/") }
        if document.hasPrefix("IEEE 1588") { return ("IEEE 1588", "https://standards.ieee.org/ieee/1588/6825/") }
        if document.hasPrefix("ITU-T G.8275.1") { return ("ITU-T G.8275.1", "https://www.itu.int/rec/T-REC-G.8275.1") }
        if document.hasPrefix("X.691") { return ("ITU-T X.691", "https://www.itu.int/rec/T-REC-X.691") }
        if document.hasPrefix("TS 38.211") { return ("3GPP TS 38.211", "https://www.3gpp.org/DynaReport/38211.htm") }
        return nil
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let c = s.first, set.contains(c) { s = s.dropFirst() }
        while let c = s.last, set.contains(c) { s = s.dropLast() }
        return String(s)
    }
}
