// The app for what the islands do not do (a longer list, a search, a sorted roster, the language menu, the forms of
// /register and /password/lost): a tap or focus on such a control loads the app over the served page (public/boot.js
// loads it, as it did for every guest before), and the tap is given to it once it has hydrated. The islands undo their
// changes to the markup first, so the app hydrates exactly what the server drew. A field takes typing and ticks at once;
// the app takes them over when it runs (client/lib/typed-before-hydration.ts).
import type { Island } from './island';

declare global {
  interface Window {
    /** public/boot.js: loads the app named in <meta name="portal-app" data-on-demand> (once). */
    portalLoadApp?: () => void;
  }
}

const CONTROL = 'button, [role="tab"], [role="button"], input, select, textarea';

export function appOnDemand(islands: readonly Island[]): () => void {
  const own = islands
    .map((island) => island.selector)
    .filter(Boolean)
    .join(', ');
  const pending: Element[] = [];
  let loading = false;

  const control = (event: Event): Element | null => {
    const target = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (!target || target.closest('a[href]') || (own && target.closest(own))) return null;
    return target;
  };
  const load = () => {
    if (loading || !window.portalLoadApp) return;
    loading = true;
    for (const island of islands) island.unmount?.();
    document.documentElement.dataset.islands = 'app';
    window.portalLoadApp();
  };
  const kept = (event: MouseEvent) => {
    const target = control(event);
    if (!target) return;
    // A field takes the reader's typing and ticks: the app is only loaded for it. A read-only one (a select drawn as
    // a field) is a control whose tap waits for the app.
    if (target.matches('input, select, textarea') && !(target as HTMLInputElement).readOnly) return load();
    event.preventDefault();
    event.stopPropagation();
    if (!pending.includes(target)) pending.push(target);
    load();
  };
  // A pointer over a control or focus on one: the app is usually there by the tap.
  const early = (event: Event) => {
    if (control(event)) load();
  };
  // A form is sent by the app (Enter in a field sends it without a tap on its button).
  const held = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form || (own && form.closest(own))) return;
    event.preventDefault();
    load();
  };
  document.addEventListener('click', kept, true);
  document.addEventListener('submit', held, true);
  document.addEventListener('focusin', early);
  document.addEventListener('pointerover', early);
  const observer = new MutationObserver(() => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    observer.disconnect();
    document.removeEventListener('click', kept, true);
    document.removeEventListener('submit', held, true);
    document.removeEventListener('focusin', early);
    document.removeEventListener('pointerover', early);
    for (const element of pending) if (element.isConnected) (element as HTMLElement).click();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  return load;
}
