// PGlite's PostgreSQL is WebAssembly; V8 compiles it with Liftoff (its baseline compiler) and then recompiles the hot
// functions with TurboFan, keeping both. On the demo database that second copy is ≈ 130 MB of the service's RSS
// (issue 12: 405 → 276 MiB after start-up, 444 → 315 MiB after the bench's load of the content endpoints). The
// service answers nearly every read from its response cache, so the database's speed is not what limits it:
// the embedded database runs on Liftoff only. Decision 016 has the figures.
import { setFlagsFromString } from 'node:v8';

const WASM_V8_FLAGS = '--liftoff-only';

/** Before the first WebAssembly module is compiled: V8 reads the flag when it compiles a module. */
export function useBaselineWasmOnly() {
  setFlagsFromString(WASM_V8_FLAGS);
}
