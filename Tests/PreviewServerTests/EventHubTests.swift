import FlyingFox
import Foundation
import Testing
@testable import PreviewServer

/// The event stream's bookkeeping: a page that goes away is dropped, one that stays gets every event.
@Suite(.timeLimit(.minutes(1))) struct EventHubTests {
  @Test func aClientThatLeavesIsDroppedAndTheOthersKeepReceiving() async throws {
    let hub = EventHub { #"{"type":"hello"}"# }
    let (leaving, leavingIn) = AsyncStream<WSMessage>.makeStream()
    let (staying, _) = AsyncStream<WSMessage>.makeStream()
    let toLeaving = try await hub.makeMessages(for: leaving)
    let toStaying = try await hub.makeMessages(for: staying)
    #expect(hub.clientCount == 2)
    var a = toLeaving.makeAsyncIterator(), b = toStaying.makeAsyncIterator()
    #expect(await a.next() == .text(#"{"type":"hello"}"#))
    #expect(await b.next() == .text(#"{"type":"hello"}"#))
    // The first page's connection ends (its messages stop): it is dropped and its stream ends.
    leavingIn.finish()
    #expect(await a.next() == nil)
    for _ in 0..<500 where hub.clientCount != 1 { try await Task.sleep(nanoseconds: 10_000_000) }
    #expect(hub.clientCount == 1)
    hub.send(#"{"type":"reload"}"#)
    #expect(await b.next() == .text(#"{"type":"reload"}"#))
    hub.closeAll()
    #expect(await b.next() == nil)
    #expect(hub.clientCount == 0)
  }
}
