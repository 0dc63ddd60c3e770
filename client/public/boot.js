// Settings that must hold before the app's modules run; a classic script (index.html) because the
// Content-Security-Policy allows no inline script.
//
// Zod without its compiled fast path: that path probes `new Function`, which the Content-Security-Policy forbids, and
// every page reported the probe as a violation. Zod reads its settings from this global when it first loads and
// decides per schema when the schema is made, so this script runs before the app's modules.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });

// The colour scheme of a server-rendered page before it hydrates (Mantine's ColorSchemeScript, same storage key): the
// page arrives light, a reader who chose dark, or whose system is dark, gets it as soon as this runs.
try {
  var chosen = window.localStorage.getItem('mantine-color-scheme-value');
  var scheme = chosen === 'light' || chosen === 'dark' ? chosen : window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
} catch (e) {
  // Storage blocked: Mantine decides once the app runs.
}
