import CFFmpeg
import CFFmpegShim

/// swscale from a decoded frame's format to straight BGRA, honouring its colour tags.
final class DecodedFrameConverter {
  let width: Int, height: Int
  private var sws: OpaquePointer?
  /// Plane and bit depth of a planar alpha channel, rewritten exactly after swscale.
  private var alpha: (plane: Int32, depth: Int32)?

  init(frame: UnsafeMutablePointer<AVFrame>) throws {
    width = Int(frame.pointee.width)
    height = Int(frame.pointee.height)
    let src = AVPixelFormat(rawValue: frame.pointee.format)
    guard let ctx = sws_getContext(Int32(width), Int32(height), src, Int32(width), Int32(height), AV_PIX_FMT_BGRA,
                                   SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT, nil, nil, nil)
    else {
      let name = av_get_pix_fmt_name(src).map { String(cString: $0) } ?? "unknown"
      throw MediaError.ffmpeg(operation: "converting \(name) to BGRA", code: -22, message: "unsupported pixel format")
    }
    sws = ctx
    if let desc = av_pix_fmt_desc_get(src), desc.pointee.flags & UInt64(AV_PIX_FMT_FLAG_ALPHA) != 0,
      desc.pointee.flags & UInt64(AV_PIX_FMT_FLAG_PLANAR) != 0, desc.pointee.nb_components == 4,
      desc.pointee.flags & UInt64(AV_PIX_FMT_FLAG_BE) == 0, desc.pointee.comp.3.shift == 0
    {
      alpha = (Int32(desc.pointee.comp.3.plane), Int32(desc.pointee.comp.3.depth))
    }
    let isYUV = av_pix_fmt_desc_get(src).map { $0.pointee.flags & UInt64(AV_PIX_FMT_FLAG_RGB) == 0 && $0.pointee.nb_components >= 3 } ?? false
    if isYUV {
      let space: Int32 = switch frame.pointee.colorspace {
      case AVCOL_SPC_BT709: SWS_CS_ITU709
      case AVCOL_SPC_BT2020_NCL, AVCOL_SPC_BT2020_CL: SWS_CS_BT2020
      case AVCOL_SPC_SMPTE240M: SWS_CS_SMPTE240M
      default: SWS_CS_ITU601
      }
      let full: Int32 = frame.pointee.color_range == AVCOL_RANGE_JPEG ? 1 : 0
      let coefficients = sws_getCoefficients(space)
      sws_setColorspaceDetails(ctx, coefficients, full, coefficients, 1, 0, 1 << 16, 1 << 16)
    }
  }

  func convert(_ frame: UnsafeMutablePointer<AVFrame>, into dst: UnsafeMutablePointer<UInt8>, bytesPerRow: Int) throws {
    let planes: [UnsafePointer<UInt8>?] = (0..<4).map { UnsafePointer(avshim_frame_data(frame, Int32($0))) }
    let strides: [Int32] = (0..<4).map { avshim_frame_linesize(frame, Int32($0)) }
    var dstPlanes: [UnsafeMutablePointer<UInt8>?] = [dst, nil, nil, nil]
    var dstStrides: [Int32] = [Int32(bytesPerRow), 0, 0, 0]
    let rows = sws_scale(sws, planes, strides, 0, Int32(height), &dstPlanes, &dstStrides)
    guard rows == Int32(height) else {
      throw MediaError.ffmpeg(operation: "converting a decoded frame", code: rows, message: "incomplete conversion")
    }
    if let alpha {
      avshim_alpha_from_plane(avshim_frame_data(frame, alpha.plane), Int(avshim_frame_linesize(frame, alpha.plane)),
                              alpha.depth, dst, bytesPerRow, Int32(width), Int32(height))
    }
  }

  deinit { sws_freeContext(sws) }
}
