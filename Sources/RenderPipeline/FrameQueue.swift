import Graphics

/// What the rasterizing thread hands the encoding thread.
enum FrameQueueItem { case frame(FrameBuffer), end, failed(Error) }

/// The bounded hand-off between the rasterizing thread and the encoding thread.
typealias FrameQueue = BoundedQueue<FrameQueueItem>
