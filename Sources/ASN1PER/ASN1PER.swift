// Placeholder until the ASN1PER code lands; replaced by the first real file.
enum ASN1PERPlaceholder {}
