import AnimationEngine
import Foundation
import Testing
import ViewRuntime
@testable import SceneLanguage

/// The by-name argument decoder: parameters declared once, read by their declaration, decoded by type.
@Suite struct BindingDecoderTests {
  /// A call as the interpreter hands it to a binding, with `arguments` in declaration order.
  func call(_ arguments: [Value?], slots: [String]) throws -> BindingCall {
    let program = try SceneProgram(swiftUISource: "", fileName: "d.swift-dsl")
    let host = HostCall(receiver: nil, arguments: arguments, expectedType: nil, context: program.interpreter.context)
    return BindingCall(call: host, slots: Dictionary(uniqueKeysWithValues: slots.enumerated().map { ($1, $0) }))
  }

  @Test func valuesDecodeByTypeWithDefaultsAndNil() throws {
    let c = try call([.int(3), nil, .null, .double(0.25), .bool(false), .string("hi")], slots: ["n", "omitted", "none", "d", "flag", "s"])
    #expect(try c[Param<Double>("n")] == 3)  // Int widened
    #expect(try c[Param<Double>("omitted", default: 7)] == 7)
    #expect(try c[Param<Double?>("omitted", default: nil)] == nil)
    #expect(try c[Param<Double?>("none", default: 1)] == nil)  // a written nil is nil, not the default
    #expect(try c[Param<Double?>("d", default: nil)] == 0.25)
    #expect(try c[Param<Bool>("flag", default: true)] == false)
    #expect(try c[Param<String>(nil, "s")] == "hi")
  }

  @Test func hostValuesAndImplicitMembersDecodeToTheirSwiftType() throws {
    let member = Value.implicitMember(ImplicitMember(name: "topLeading", arguments: nil))
    let degrees = Value.implicitMember(ImplicitMember(name: "degrees", arguments: [(label: nil, value: .int(90))]))
    let c = try call([member, degrees, HostRegistry.host("Color", Color.red), member], slots: ["anchor", "angle", "style", "alignment"])
    #expect(try c[Param<UnitPoint>("anchor")] == .topLeading)
    #expect(try c[Param<Angle>("angle")] == .degrees(90))
    #expect(try c[Param<AnyShapeStyle>("style")] == AnyShapeStyle(Color.red))
    #expect(try c[Param<Alignment>("alignment")] == .topLeading)
  }

  @Test func mismatchesNameTheParameterAndTheExpectedType() throws {
    let c = try call([.string("big"), .int(5)], slots: ["cornerRadius", "angle"])
    func message(_ read: () throws -> Any) -> String? {
      do {
        _ = try read()
        return nil
      } catch {
        return (error as? HostError)?.message ?? "\(error)"
      }
    }
    #expect(message { try c[Param<Double>("cornerRadius")] } == "cannot convert value of type 'String' to expected argument type 'Double' (parameter 'cornerRadius')")
    #expect(message { try c[Param<Angle>(nil, "angle")] } == "cannot convert value of type 'Int' to expected argument type 'Angle' (parameter #2)")
    // A binding that reads a parameter it never declared is a bug in the binding, reported as such.
    #expect(message { try c[Param<Double>("radius")] } == "internal error: the binding reads undeclared parameter 'radius'")
  }

  @Test func aDeclarationGivesTheMatcherItsLabelTypeAndDefault() {
    let frame = Param<Double?>("width", default: nil).hostParameter
    #expect(frame.label == "width" && frame.type == .optional(.double) && frame.hasDefault && !frame.isBuilder)
    let content = Param<BuilderClosure>("content").hostParameter
    #expect(content.type == .function && content.isBuilder && !content.hasDefault)
    let untyped = Param<Value?>("trigger", type: .any, default: nil).hostParameter
    #expect(untyped.label == "trigger" && untyped.type == .any && untyped.hasDefault)
  }

  @Test func scenesReportWrongArgumentTypesAtTheCall() throws {
    let program = try SceneProgram(swiftUISource: "struct V: View { var body: some View { Text(\"a\").rotationEffect(5) } }", fileName: "d.swift-dsl")
    do {
      _ = try program.makeRootView()
      Issue.record("an Int was taken as an Angle")
    } catch {
      #expect(error.headers == ["d.swift-dsl:1:40: error: cannot convert value of type 'Int' to expected argument type 'Angle' (parameter #1)"])
    }
    // `frame(width:)` takes `CGFloat?` in SwiftUI: `nil` is accepted and means "no fixed width".
    let optional = try SceneProgram(swiftUISource: "struct V: View { var body: some View { Text(\"a\").frame(width: nil, height: 40) } }", fileName: "d.swift-dsl")
    let runtime = try optional.makeRuntime(measurer: FixedTextMeasurer())
    #expect(try runtime.inspect(at: 0).nodes.map(\.text) == ["a"])
  }
}
