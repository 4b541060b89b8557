/// A request the server refuses, with the status and the one-line reason the page shows.
struct RequestError: Error, Equatable {
  var status: Int
  var message: String

  static func badRequest(_ message: String) -> RequestError { RequestError(status: 400, message: "error: " + message) }
  static func notFound(_ message: String) -> RequestError { RequestError(status: 404, message: "error: " + message) }
}
