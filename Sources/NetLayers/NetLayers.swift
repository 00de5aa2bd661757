// Placeholder until the NetLayers code lands; replaced by the first real file.
enum NetLayersPlaceholder {}
