import CFFmpeg

/// The instruction sets libx264 may use: at most AVX2.
///
/// libx264 164 (r3095, Debian 12's) reads memory it never wrote on its AVX-512 path: the bytes of
/// an H.264 encode then depend on what the heap held before, so the same frames encode differently
/// after another encoder ran in the process (a shard's second segment, a batch's second scene) and
/// even between runs. Measured on a 96×80 clip: with AVX-512, glibc's `MALLOC_PERTURB_` (which
/// fills new and freed heap blocks with a byte) changes the output with every fill byte; capped at
/// AVX2 the output is the same for every fill byte and equals the usual AVX-512 output on a clean
/// heap, and valgrind's memcheck (which runs the AVX2 path) finds no uninitialised read in x264.
/// The cap is x264's own CPU override (`--asm`, passed as `x264-params asm=…`; see `x264 --fullhelp`).
/// Machines without AVX-512 are left to x264's detection, which picks AVX2 at most there anyway.
enum X264Instructions {
  /// The `x264-params` value to pass, or nil to keep x264's own detection.
  static var parameters: String? {
    av_get_cpu_flags() & AV_CPU_FLAG_AVX512 != 0 ? "asm=AVX2" : nil
  }
}
