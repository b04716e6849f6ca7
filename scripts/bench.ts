// `npm run bench`: builds, then runs each benchmark module in turn; any missed target sets a failing exit code.
const benchModules = ['./bench-engine.ts', './bench-ui.ts', './bench-probes.ts'];

for (const specifier of benchModules) {
  await import(specifier);
}
