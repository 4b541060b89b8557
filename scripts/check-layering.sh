#!/usr/bin/env bash
# Checks that every target imports only what its layer may, and that Package.swift declares the same.
#   usage: scripts/check-layering.sh [PACKAGE_ROOT]   (default: this repository)
# Fails, naming file, line and import, when a target's Swift sources import a module its layer must
# not; when a target imports a project module or product it does not declare as a dependency (SwiftPM
# would let it through transitively); when Package.swift declares a dependency the layer must not have;
# or when a target is missing from the table below. Imports inside multi-line string literals (scene
# source in tests) are not imports and are skipped.
set -euo pipefail
root=${1:-"$(cd "$(dirname "$0")/.." && pwd)"}
[ -f "$root/Package.swift" ] || { echo "check-layering: no Package.swift in $root" >&2; exit 2; }

# The layer table: what each target may import, besides the platform modules below. It mirrors the
# comment at the top of Package.swift: data flows down, imports point up; only CairoRenderer and MediaIO
# touch C (CCairo, CFFmpeg, CFFmpegShim); the platform C library (Glibc, Darwin, Musl) is allowed there
# and where processes are run (SceneCompiler, CompiledScene); only SceneCompiler sees swift-syntax;
# the engine and the runtime never see the language; only PreviewServer sees the web
# server (FlyingFox). The one C target that binds no library is CProcessHooks: the compiled-scene
# worker's process hooks (Date() and random numbers on the scene's clock, by interposing clock_gettime
# and syscall), which only CompiledScene may import.
table='
AnimationEngine
Graphics
ViewRuntime           AnimationEngine Graphics
SwiftUI               ViewRuntime AnimationEngine
Charts                SwiftUI
SceneCompiler         SwiftSyntax SwiftParser SwiftIfConfig Glibc Darwin
CompiledScene         SceneCompiler SceneRendering SwiftUI Charts ViewRuntime Graphics CProcessHooks Glibc Darwin
CProcessHooks         (C)
CCairo                (C)
CFFmpeg               (C)
CFFmpegShim           (C) CFFmpeg
CRsvg                 (C)
CPoppler              (C)
CImageShim            (C) CRsvg CPoppler
CairoRenderer         Graphics CCairo CImageShim Glibc Darwin Musl
MediaIO               Graphics CFFmpeg CFFmpegShim Glibc Darwin Musl
RenderPipeline        Graphics
SceneRendering        ViewRuntime AnimationEngine CairoRenderer MediaIO RenderPipeline Graphics
PreviewServer         SceneRendering ViewRuntime CairoRenderer RenderPipeline MediaIO Graphics FlyingFox FlyingSocks Glibc Darwin
animrender            SceneRendering RenderPipeline CairoRenderer MediaIO ViewRuntime Graphics PreviewServer SceneCompiler CompiledScene ArgumentParser Glibc Darwin
EngineBench           AnimationEngine
MediaBench            MediaIO Graphics
RenderBench           SceneRendering RenderPipeline MediaIO ViewRuntime Graphics CompiledScene SceneCompiler
AnimationEngineTests  AnimationEngine
GraphicsTests         Graphics
ViewRuntimeTests      ViewRuntime AnimationEngine Graphics
SwiftUITests          SwiftUI Charts ViewRuntime Graphics
SceneCompilerTests    SceneCompiler
CairoRendererTests    CairoRenderer Graphics
MediaIOTests          MediaIO Graphics
RenderPipelineTests   RenderPipeline Graphics
SceneRenderingTests   SceneRendering RenderPipeline ViewRuntime Graphics
PreviewServerTests    PreviewServer SceneRendering Graphics MediaIO CairoRenderer FlyingFox Glibc
SceneTests            ViewRuntime CairoRenderer AnimationEngine Graphics Glibc
EndToEndTests         SceneRendering MediaIO CairoRenderer ViewRuntime Graphics
LayeringTests
'
# Swift's own modules, importable anywhere.
platform=" Swift Foundation FoundationEssentials FoundationXML Dispatch Synchronization _Concurrency Observation Testing XCTest "
# The platform C library: gated by the table, but never a declared dependency.
clib=" Glibc Darwin Musl "

declare -A allowed
for row in $(awk 'NF { print $1 }' <<<"$table"); do
  allowed[$row]=" $(awk -v t="$row" '$1 == t { $1 = ""; gsub(/\(C\)/, ""); print }' <<<"$table") "
done
is_c() { awk -v t="$1" '$1 == t && $2 == "(C)" { found = 1 } END { exit !found }' <<<"$table"; }

failures=0
fail() { echo "layering: $*"; failures=$((failures + 1)); }

# Declared dependencies, from Package.swift with comments removed and lines joined:
# `.target(name: "X", dependencies: ["A", .product(name: "B", package: "p")])` gives "X: A B".
flat=$(sed 's://.*$::' "$root/Package.swift" | tr '\n' ' ')
declare -A declared
while IFS= read -r decl; do
  name=$(sed -E 's/^[^"]*"([^"]+)".*/\1/' <<<"$decl")
  deps=$(grep -oE 'dependencies: *\[[^]]*\]' <<<"$decl" | sed -E 's/package: *"[^"]*"//g' | grep -oE '"[^"]+"' | tr -d '"' | tr '\n' ' ' || true)
  declared[$name]=" $deps"
done < <(grep -oE '\.(target|executableTarget|testTarget|systemLibrary)\( *name: *"[A-Za-z0-9_]+"( *, *dependencies: *\[[^]]*\])?' <<<"$flat")

for target in "${!declared[@]}"; do
  [ -n "${allowed[$target]+x}" ] || { fail "Package.swift: target $target is not in the layer table of scripts/check-layering.sh"; continue; }
  for dep in ${declared[$target]}; do
    case "${allowed[$target]}" in *" $dep "*) ;; *) fail "Package.swift: $target depends on $dep, which its layer must not (allowed:${allowed[$target]% })" ;; esac
  done
done
for target in "${!allowed[@]}"; do
  [ -n "${declared[$target]+x}" ] || fail "scripts/check-layering.sh: table lists $target, which Package.swift does not declare"
done

# Imports, per target folder (Sources/X, Tests/X).
for dir in "$root"/Sources/*/ "$root"/Tests/*/; do
  [ -d "$dir" ] || continue
  target=$(basename "$dir")
  if [ -z "${allowed[$target]+x}" ]; then fail "${dir#"$root"/}: target $target is not in the layer table"; continue; fi
  is_c "$target" && continue
  while IFS=: read -r file line module; do
    rel=${file#"$root"/}
    case "$platform" in *" $module "*) continue ;; esac
    case "${allowed[$target]}" in
      *" $module "*)
        # Allowed, but it must be a declared dependency, not one SwiftPM lets through transitively.
        case "${declared[$target]} $clib" in *" $module "*) ;; *)
          fail "$rel:$line: $target imports $module without declaring it in Package.swift" ;; esac ;;
      *) fail "$rel:$line: $target imports $module, which its layer must not (allowed:${allowed[$target]% })" ;;
    esac
  done < <(find "$dir" -name '*.swift' -type f -print0 | xargs -0 -r awk '
      FNR == 1 { inString = 0 }
      {
        line = $0
        # A line with an odd number of """ opens or closes a multi-line string.
        n = gsub(/"""/, "&", line)
        if (!inString && match($0, /^[ \t]*(@[A-Za-z_]+(\([^)]*\))?[ \t]+)*import[ \t]+((typealias|struct|class|enum|protocol|let|var|func)[ \t]+)?[A-Za-z_][A-Za-z0-9_]*/)) {
          m = substr($0, RSTART, RLENGTH)
          sub(/.*[ \t]/, "", m)
          print FILENAME ":" FNR ":" m
        }
        if (n % 2 == 1) inString = !inString
      }')
done

if [ "$failures" -gt 0 ]; then
  echo "layering: $failures problem(s)"
  exit 1
fi
echo "layering: ok (${#declared[@]} targets)"
