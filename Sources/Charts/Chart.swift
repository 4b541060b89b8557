import Foundation
import SwiftUI

/// Swift Charts' `Chart` (https://developer.apple.com/documentation/charts/chart): marks drawn in a
/// plot with iOS's default axes and legend, taking all the space it is offered.
///
/// Marks lower to ordinary views whose geometry the runtime animates (bars are rounded rectangles
/// with a frame and a position, lines and areas shapes whose animatable data are their points,
/// sectors shapes whose angles animate), so a chart whose values change in `withAnimation` animates as
/// on iOS: bars grow, lines move point by point. Marks keep their identity by their index within
/// their kind.
public struct Chart<Content: ChartContent>: View {
  let marks: [_ChartMark]
  @Environment(\._chartOptions) private var options

  public init(@ChartContentBuilder content: () -> Content) {
    marks = content()._marks
  }

  public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
  where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
    marks = ForEach(data, content: content)._marks
  }

  public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                          @ChartContentBuilder content: @escaping (Data.Element) -> C)
  where Content == ForEach<Data, ID, C> {
    marks = ForEach(data, id: id, content: content)._marks
  }

  public var body: some View {
    let marks = marks, options = options
    return GeometryReader { proxy in
      _ChartCanvas(layout: _ChartLayout(marks: marks, options: options, size: proxy.size))
    }
  }
}
