#!/usr/bin/env bash
# Builds animrender the way every script does: optimized (-O) for release-class render speed, in the
# debug configuration so `@testable import` keeps working, without whole-module optimization so
# swift-syntax compiles in parallel (a release build compiles it as one job on one core: ~9 minutes
# cold). The build lives in .build-fast, apart from a plain `swift build`'s .build, so switching
# between the two never recompiles either. Measurements: README, "Build cost".
#   usage: scripts/build.sh [swift build arguments]   e.g. --build-tests, --product animrender, --show-bin-path
#          scripts/build.sh test [swift test arguments]   runs `swift test` on the same build
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(--scratch-path .build-fast -Xswiftc -O)
# Package.swift builds against the toolchain's own swift-syntax (usr/lib/swift/host) when it has every
# module and ANIMRENDER_SYNTAX is not "package"; the manifest gives its targets the include path, but
# `swift test` also compiles a test-discovery target of its own, which only -Xswiftc reaches. Same rule
# as the manifest's: a plain `swift test` needs ANIMRENDER_SYNTAX=package.
host="$(dirname "$(readlink -f "$(command -v swift)")")/../lib/swift/host"
if [ "${ANIMRENDER_SYNTAX:-}" != package ]; then
  for m in SwiftSyntax SwiftParser SwiftDiagnostics SwiftParserDiagnostics SwiftOperators SwiftIfConfig; do
    [ -e "$host/$m.swiftmodule" ] && [ -e "$host/lib$m.so" ] || { host=; break; }
  done
  if [ -n "$host" ]; then
    flags+=(-Xswiftc -I -Xswiftc "$(cd "$host" && pwd)")
    # A build folder that built the package before holds its modules, which would shadow the toolchain's.
    rm -f .build-fast/*/Modules/Swift{Syntax,Syntax5*,Syntax6*,SyntaxBuilder,Parser,ParserDiagnostics,Diagnostics,Operators,IfConfig,BasicFormat}.*
  fi
fi
if [ "${1:-}" = test ]; then
  shift
  exec swift test "${flags[@]}" "$@"
fi
exec swift build "${flags[@]}" "$@"
