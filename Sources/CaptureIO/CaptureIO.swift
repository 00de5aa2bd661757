// Placeholder until the CaptureIO code lands; replaced by the first real file.
enum CaptureIOPlaceholder {}
