// `npm run bench`: runs each benchmark module in turn. A missing module is an error.
const benchModules = ['./bench-engine.ts'];

for (const specifier of benchModules) {
  await import(specifier);
}
