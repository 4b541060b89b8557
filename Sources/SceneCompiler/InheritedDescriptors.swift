import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a child started with `posix_spawn` inherits besides the descriptors it is given.
///
/// A descriptor open without close-on-exec passes to every child, and from it to the child's own
/// children: a pipe another thread is about to hand to a different process, or the socket by which
/// Foundation's `Process` (swift-corelibs-foundation, Process.swift) learns that a process it started
/// ended, which it takes to be when every holder of the socket has closed it. A render worker or a
/// swiftc holding our parent's socket keeps the parent waiting for them too, after we are gone.
/// (glibc's `posix_spawn_file_actions_addclosefrom_np` is not in Swift's Glibc module.)
public enum InheritedDescriptors {
  /// Adds to `actions` a close of each descriptor numbered `first` or more that this process has
  /// open now, so the child keeps only what the earlier actions placed below `first`. A descriptor
  /// closed meanwhile is no error: posix_spawn ignores closing one that is not open.
  public static func close(from first: Int32, in actions: inout posix_spawn_file_actions_t) {
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for fd in open.compactMap({ Int32($0) }) where fd >= first {
      posix_spawn_file_actions_addclose(&actions, fd)
    }
  }
}
