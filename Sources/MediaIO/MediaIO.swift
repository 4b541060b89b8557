import CFFmpeg
import CFFmpegShim
import Graphics
// MediaIO: placeholder until the rendering issue lands.
