/* global window, document, Element, MutationObserver */
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
  var scheme =
    chosen === 'light' || chosen === 'dark'
      ? chosen
      : window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
} catch {
  // Storage blocked: Mantine decides once the app runs.
}

// A page the server rendered names the app's modules instead of loading them with the page (server/pages/public-pages.ts,
// contentFirst): this deferred script runs once the page is parsed and its stylesheet is in, and asks for them once
// the page's first frame is on the screen, so that on a slow network the page's text and stylesheet have the network
// and the processor first. A hidden tab draws no frame: there the app is asked for after a moment anyway.
(function loadApp() {
  var meta = document.querySelector('meta[name="portal-app"]');
  if (!meta) return;
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    var urls = meta.getAttribute('content').split(' ');
    // The preloads first, a few a task: each insertion starts a fetch (1-2 ms of a desktop's processor, four times
    // that on a phone), and seven in one task were a long task. The page's own code is listed too
    // (server/pages/page-code.ts): when the app then loads the page's route, Vite's loader finds their links already
    // there instead of adding twenty in the task that starts hydrating. The module script comes last, so that it
    // never runs before they are all in.
    var next = 1;
    var step = function () {
      for (var n = 0; n < 3 && next < urls.length; n++, next++) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = urls[next];
        document.head.appendChild(link);
      }
      if (next < urls.length) {
        window.setTimeout(step, 0);
        return;
      }
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = urls[0];
      document.head.appendChild(script);
    };
    step();
  };
  // A guest's statistics page runs without the app (client/islands/, decision 055): the islands ask for it when a
  // control of theirs needs it.
  if (meta.hasAttribute('data-on-demand')) {
    window.portalLoadApp = start;
    return;
  }
  // The callback of the next frame runs before that frame is painted; a task queued from it runs after.
  window.requestAnimationFrame(function () {
    window.setTimeout(start, 0);
  });
  window.setTimeout(start, 250);
})();

// Taps on a served page's buttons before the app runs are kept and given to the app once it has taken the page over
// (client/main.tsx marks <html data-hydrated>): a tab or menu tapped early opens then instead of doing nothing. Links
// need no help (they load their page).
(function keepEarlyTaps() {
  var app = document.querySelector('meta[name="portal-app"]');
  // On demand, the islands keep the taps themselves (client/islands/app-on-demand.ts).
  if (!app || app.hasAttribute('data-on-demand')) return;
  var pending = [];
  var keep = function (event) {
    var target = event.target instanceof Element ? event.target.closest('button, [role="tab"], [role="button"]') : null;
    if (!target || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    if (pending.indexOf(target) < 0) pending.push(target);
  };
  document.addEventListener('click', keep, true);
  var observer = new MutationObserver(function () {
    if (document.documentElement.getAttribute('data-hydrated') !== 'true') return;
    observer.disconnect();
    document.removeEventListener('click', keep, true);
    pending.forEach(function (element) {
      if (element.isConnected) element.click();
    });
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
})();
