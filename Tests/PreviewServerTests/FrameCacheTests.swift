import Testing
@testable import PreviewServer

@Suite struct FrameCacheTests {
  func bytes(_ n: Int) -> [UInt8] { [UInt8](repeating: 7, count: n) }

  @Test func evictsTheLeastRecentlyUsedPastTheBudget() {
    let cache = FrameCache(budget: 100)
    let a = FrameCache.Key(generation: 1, frame: 0), b = FrameCache.Key(generation: 1, frame: 1), c = FrameCache.Key(generation: 1, frame: 2)
    cache.put(a, bytes(40))
    cache.put(b, bytes(40))
    #expect(cache.totalBytes == 80)
    _ = cache.get(a)  // a is now more recent than b
    cache.put(c, bytes(40))  // 120 > 100: b (least recently used) goes, 80 left
    #expect(cache.get(b) == nil)
    #expect(cache.get(a)?.count == 40)
    #expect(cache.get(c)?.count == 40)
    #expect(cache.totalBytes == 80)
  }

  @Test func replacingAnEntryCountsItsBytesOnce() {
    let cache = FrameCache(budget: 100)
    let a = FrameCache.Key(generation: 1, frame: 0)
    cache.put(a, bytes(30))
    cache.put(a, bytes(50))
    #expect(cache.totalBytes == 50)
    #expect(cache.count == 1)
  }

  @Test func anImageLargerThanTheBudgetIsNotKept() {
    let cache = FrameCache(budget: 100)
    cache.put(FrameCache.Key(generation: 1, frame: 0), bytes(60))
    cache.put(FrameCache.Key(generation: 1, frame: 1), bytes(101))
    #expect(cache.count == 1)
    #expect(cache.totalBytes == 60)
  }

  @Test func aNewGenerationDropsTheOldFrames() {
    let cache = FrameCache(budget: 1000)
    for n in 0..<3 { cache.put(FrameCache.Key(generation: 1, frame: n), bytes(10)) }
    cache.put(FrameCache.Key(generation: 2, frame: 0), bytes(20))
    cache.keepOnly(generation: 2)
    #expect(cache.count == 1)
    #expect(cache.totalBytes == 20)
    #expect(cache.get(FrameCache.Key(generation: 1, frame: 0)) == nil)
  }
}
