/// A plain rational for reporting time bases and rates.
public struct Rational: Hashable, Sendable, CustomStringConvertible {
  public var numerator: Int
  public var denominator: Int
  public init(_ numerator: Int, _ denominator: Int) { self.numerator = numerator; self.denominator = denominator }
  public var value: Double { denominator == 0 ? 0 : Double(numerator) / Double(denominator) }
  public var description: String { "\(numerator)/\(denominator)" }
}
