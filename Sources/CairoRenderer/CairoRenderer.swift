import CCairo
import Graphics
// CairoRenderer: placeholder until the rendering issue lands.
