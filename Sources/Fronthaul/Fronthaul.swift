// Placeholder until the Fronthaul code lands; replaced by the first real file.
enum FronthaulPlaceholder {}
