// The follow button of a guest's served statistics page (client/ui/follows/FollowButton.tsx writes it): the follow is
// kept in the browser's list as the app keeps it, and this browser's push subscription follows along (decision 056).
import { addGuestFollow, FOLLOW_KINDS, isGuestFollowing, onGuestFollowsChange, removeGuestFollow } from './follows-store';
import type { Island } from './island';
import { followInPush } from './push';

const SELECTOR = '[data-island="follow"]';

interface Follow {
  root: HTMLElement;
  target: (typeof FOLLOW_KINDS)[number];
  id: number;
}

function followOf(root: HTMLElement): Follow | null {
  const target = FOLLOW_KINDS.find((kind) => kind === root.dataset.target);
  const id = Number(root.dataset.id);
  return target && Number.isSafeInteger(id) && id > 0 ? { root, target, id } : null;
}

/** Draws one button as followed or not, from the texts the server wrote beside it. */
function draw({ root }: Follow, following: boolean): void {
  const data = root.dataset;
  const button = root.querySelector('button');
  button?.setAttribute('aria-pressed', String(following));
  const label = following ? data.followingLabel : data.followLabel;
  if (label) button?.setAttribute('aria-label', label);
  const text = root.querySelector('[data-follow-text]');
  const shown = following ? data.following : data.follow;
  if (text && shown) text.textContent = shown;
  for (const icon of root.querySelectorAll('[data-follow-icon]')) {
    if ((icon.getAttribute('data-follow-icon') === 'on') === following) icon.removeAttribute('display');
    else icon.setAttribute('display', 'none');
  }
  const after = root.querySelector<HTMLElement>('[data-follow-after]');
  if (after) after.hidden = !following;
}

const drawAll = (served = false) => {
  for (const root of document.querySelectorAll<HTMLElement>(SELECTOR)) {
    const follow = followOf(root);
    if (follow) draw(follow, !served && isGuestFollowing(follow.target, follow.id));
  }
};

function clicked(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest(`${SELECTOR} button`) : null;
  const follow = button ? followOf(button.closest<HTMLElement>(SELECTOR)!) : null;
  if (!follow) return;
  event.preventDefault();
  const following = !isGuestFollowing(follow.target, follow.id);
  const name = follow.root.dataset.name;
  if (following) addGuestFollow({ target: follow.target, id: follow.id, ...(name ? { name } : {}) });
  else removeGuestFollow(follow.target, follow.id);
  // This browser's push subscription follows along (a dynamic import would pull in the app's preload helper).
  void followInPush(follow.target, follow.id, following).catch(() => undefined);
}

let stop: (() => void) | null = null;

export const follow: Island = {
  selector: SELECTOR,
  mount() {
    drawAll();
    if (stop) return;
    document.addEventListener('click', clicked);
    const unlisten = onGuestFollowsChange(() => drawAll());
    stop = () => {
      document.removeEventListener('click', clicked);
      unlisten();
    };
  },
  unmount() {
    stop?.();
    stop = null;
    // The served markup (not followed): the app draws the browser's list itself once it has hydrated.
    drawAll(true);
  },
};
