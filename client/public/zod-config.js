// Zod without its compiled fast path: that path probes `new Function`, which the Content-Security-Policy forbids, and
// every page reported the probe as a violation. Zod reads its settings from this global when it first loads and
// decides per schema when the schema is made, so this classic script runs before the app's modules (index.html).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
