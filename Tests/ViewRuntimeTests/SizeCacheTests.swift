import Foundation
import Graphics
import Testing
@testable import ViewRuntime

/// Layout's per-view size cache keeps every proposal asked, once, with the answer layout gave.
@Suite struct SizeCacheTests {
  @Test func keepsEachProposalOnceWithItsAnswer() {
    // A colour takes the proposal; 10 points for an unspecified dimension. Padding adds 4 + 6 a side.
    let colour = ResolvedView(.color(.solid(.white)))
    let padded = ResolvedView(.padding(colour, EdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 6)))
    let asked = [ProposedViewSize(width: 100, height: 50), .unspecified, ProposedViewSize(width: 100, height: 50), .zero]
    let answers = asked.map { padded.sizeThatFits($0) }
    #expect(answers == [CGSize(width: 100, height: 50), CGSize(width: 22, height: 18), CGSize(width: 100, height: 50),
                        CGSize(width: 12, height: 8)])
    #expect(padded.sizeCache.entries.map(\.proposal) == [ProposedViewSize(width: 100, height: 50), .unspecified, .zero])
    // The child was asked the parent's proposals less the insets (zero stays zero: sizes never go negative).
    #expect(colour.sizeCache.entries.map(\.proposal) == [ProposedViewSize(width: 88, height: 42), .unspecified, .zero])
    #expect(colour.sizeCache[.unspecified] == CGSize(width: 10, height: 10))
    #expect(colour.sizeCache[ProposedViewSize(width: 1, height: 1)] == nil)
  }
}
