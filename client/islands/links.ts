// Tabs and the season picker of a statistics page as plain page loads: each tab names its page and the picker each
// season's (client/routes/stats/StatsViewerLayout.tsx); the app would have switched them in the browser.
import type { Island } from './island';

function tabClicked(event: MouseEvent): void {
  const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-island-href]') : null;
  const href = tab?.dataset.islandHref;
  if (!href || event.button !== 0) return;
  event.preventDefault();
  if (event.ctrlKey || event.metaKey || event.shiftKey) window.open(href, '_blank');
  else if (tab.getAttribute('aria-selected') !== 'true') window.location.assign(href);
}

/** Arrow keys move between the tabs, as Mantine's tabs do; Enter and Space (a button's click) open one. */
function tabKey(event: KeyboardEvent): void {
  const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-island-href]') : null;
  const list = tab?.closest('[role="tablist"]');
  if (!tab || !list) return;
  const tabs = [...list.querySelectorAll<HTMLElement>('[data-island-href]')];
  const at = tabs.indexOf(tab);
  const to =
    event.key === 'ArrowRight'
      ? at + 1
      : event.key === 'ArrowLeft'
        ? at - 1
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? -1
            : null;
  if (to === null) return;
  event.preventDefault();
  tabs.at(to % tabs.length)?.focus();
}

function seasonChosen(event: Event): void {
  const select = event.target instanceof HTMLSelectElement && event.target.matches('[data-island-hrefs]') ? event.target : null;
  if (!select) return;
  try {
    const href = (JSON.parse(select.dataset.islandHrefs ?? '{}') as Record<string, string>)[select.value];
    if (href) window.location.assign(href);
  } catch {
    // A broken attribute: the picker does nothing, the season list's links still work.
  }
}

let listening = false;

export const links: Island = {
  selector: '[data-island-href], [data-island-hrefs]',
  mount() {
    if (listening) return;
    listening = true;
    document.addEventListener('click', tabClicked);
    document.addEventListener('keydown', tabKey);
    document.addEventListener('change', seasonChosen);
  },
  unmount() {
    listening = false;
    document.removeEventListener('click', tabClicked);
    document.removeEventListener('keydown', tabKey);
    document.removeEventListener('change', seasonChosen);
  },
};
