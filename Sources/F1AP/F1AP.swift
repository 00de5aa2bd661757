// Placeholder until the F1AP code lands; replaced by the first real file.
enum F1APPlaceholder {}
