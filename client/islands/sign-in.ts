// The sign-in form of a guest's served /login without the app (docs/decisions/055-public-pages-without-the-app.md):
// it enables the form, signs in with fetch as client/routes/LoginPage.tsx does, shows a failure in the page's
// language (the texts the server wrote into data-texts) and, signed in, loads /home, where the app merges the guest's
// follows and greets.
import type { Island } from './island';

/** shared/constants.ts LOGIN_FOCUS_DELAY_MS, copied (islands.test.ts compares). */
export const LOGIN_FOCUS_DELAY_MS = 50;
/**
 * Read by the app on the page load that follows a sign-in (client/main.tsx): the welcome toast's text; the app merges
 * the guest's follows first and then removes it.
 */
export const WELCOME_KEY = 'portal.welcome';

interface Texts {
  codes: Record<string, string>;
  generic: string;
  offline: string;
  seconds: { one: string; other: string };
  minutes: { one: string; other: string };
  welcome: string;
}

interface ErrorBody {
  error?: { code?: unknown; token?: unknown; retry_after?: unknown };
}

/** Mantine's PasswordToggleIcon (its paths): the eye, and the eye struck through while the password shows. */
type Shape = [tag: 'path' | 'circle', attributes: Record<string, string>];
const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  'stroke-width': '16',
};
const FRAME: Shape = ['path', { fill: 'none', d: 'M0 0h256v256H0z' }];
/** The shown and hidden password's eyes, as Mantine's icon draws them (built as nodes: no HTML is written). */
const EYE: Shape[] = [
  FRAME,
  ['path', { ...STROKE, d: 'M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z' }],
  ['circle', { ...STROKE, cx: '128', cy: '128', r: '40' }],
];
const EYE_OFF: Shape[] = [
  FRAME,
  ['path', { ...STROKE, d: 'M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53' }],
  [
    'path',
    {
      ...STROKE,
      d: 'M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6',
    },
  ],
];

function draw(svg: SVGSVGElement, shapes: Shape[]): void {
  svg.replaceChildren(
    ...shapes.map(([tag, attributes]) => {
      const node = document.createElementNS('http://www.w3.org/2000/svg', tag);
      for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
      return node;
    }),
  );
}

/** The back-off's wait in words, as LoginPage's backOffText: seconds below two minutes, else minutes rounded up. */
export function backOffText(texts: Pick<Texts, 'seconds' | 'minutes'>, seconds: number, language: string): string {
  const [forms, count] = seconds < 120 ? [texts.seconds, seconds] : [texts.minutes, Math.ceil(seconds / 60)];
  const form = new Intl.PluralRules(language).select(count) === 'one' ? forms.one : forms.other;
  return form.replace('{n}', String(count));
}

/** The text for a failed answer, as LoginPage shows it; null where the page goes elsewhere. */
export function failureText(texts: Texts, status: number, body: ErrorBody | null, language: string): string {
  const code = typeof body?.error?.code === 'string' ? body.error.code : null;
  const retryAfter = typeof body?.error?.retry_after === 'number' && body.error.retry_after > 0 ? body.error.retry_after : 0;
  if (status === 429 && retryAfter > 0) return backOffText(texts, retryAfter, language);
  return (code && texts.codes[code]) || texts.generic;
}

let undo: (() => void) | null = null;

function wire(form: HTMLFormElement): () => void {
  const texts = JSON.parse(form.dataset.texts ?? '{}') as Texts;
  const language = document.documentElement.lang || 'de';
  const email = form.querySelector<HTMLInputElement>('input[type="email"]');
  const password = form.querySelector<HTMLInputElement>('input[autocomplete="current-password"]');
  const remember = form.querySelector<HTMLInputElement>('input[type="checkbox"]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const toggle = form.querySelector<HTMLButtonElement>('.mantine-PasswordInput-visibilityToggle');
  const alert = form.querySelector<HTMLElement>('[data-sign-in-failure]');
  const message = alert?.querySelector<HTMLElement>('.mantine-Alert-message');
  if (!email || !password || !submit) return () => undefined;
  const fields = [email, password, remember].filter((field): field is HTMLInputElement => field !== null);
  let busy = false;

  const setEnabled = () => {
    const enabled = !busy && email.checkValidity() && password.value !== '';
    submit.disabled = !enabled;
    if (enabled) submit.removeAttribute('data-disabled');
    else submit.setAttribute('data-disabled', 'true');
  };
  const showFailure = (text: string) => {
    if (!alert || !message) return;
    message.textContent = text;
    alert.style.display = '';
  };
  const hideFailure = () => {
    if (alert) alert.style.display = 'none';
  };
  const reveal = (visible: boolean) => {
    password.type = visible ? 'text' : 'password';
    toggle?.setAttribute('aria-pressed', String(visible));
    const icon = toggle?.querySelector('svg');
    if (icon) draw(icon, visible ? EYE_OFF : EYE);
  };
  const onToggle = (event: Event) => {
    event.preventDefault();
    reveal(password.type === 'password');
  };
  // The toggle keeps the focus in the field, as Mantine's does.
  const keepFocus = (event: Event) => event.preventDefault();

  const signIn = async () => {
    busy = true;
    submit.setAttribute('aria-busy', 'true');
    setEnabled();
    hideFailure();
    let failure: string | null;
    try {
      const response = await fetch('/api/auth/signin', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: email.value, password: password.value, remember: remember?.checked ?? false }),
      });
      if (response.ok) {
        // The app, on the page that follows, greets and merges the guest's follows into the account (client/main.tsx).
        sessionStorage.setItem(WELCOME_KEY, texts.welcome);
        window.location.assign('/home');
        return;
      }
      const body = (await response.json().catch(() => null)) as ErrorBody | null;
      const token = body?.error?.token;
      if (response.status === 401 && body?.error?.code === 'PasswordNeedReset' && typeof token === 'string') {
        window.location.assign(`/password/reset/${encodeURIComponent(token)}?policyMismatch=1`);
        return;
      }
      failure = failureText(texts, response.status, body, language);
    } catch {
      failure = texts.offline;
    }
    password.value = '';
    busy = false;
    submit.removeAttribute('aria-busy');
    setEnabled();
    showFailure(failure);
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (busy || submit.disabled) return;
    void signIn();
  };

  const readOnly = fields.map((field) => field.readOnly);
  for (const field of fields) field.readOnly = false;
  form.addEventListener('input', setEnabled);
  form.addEventListener('submit', onSubmit);
  toggle?.addEventListener('click', onToggle);
  toggle?.addEventListener('mousedown', keepFocus);
  setEnabled();
  // On phones a focused field opens the keyboard over the form, so only desktops get the focus (LoginPage).
  const coarse = window.matchMedia?.('(pointer: coarse)').matches ?? false;
  const timer =
    coarse || window.innerWidth < 768
      ? undefined
      : window.setTimeout(() => {
          const idle = document.activeElement === null || document.activeElement === document.body;
          if (idle) email.focus();
        }, LOGIN_FOCUS_DELAY_MS);

  return () => {
    window.clearTimeout(timer);
    form.removeEventListener('input', setEnabled);
    form.removeEventListener('submit', onSubmit);
    toggle?.removeEventListener('click', onToggle);
    toggle?.removeEventListener('mousedown', keepFocus);
    fields.forEach((field, i) => (field.readOnly = readOnly[i] ?? false));
    reveal(false);
    hideFailure();
    submit.disabled = true;
    submit.setAttribute('data-disabled', 'true');
    submit.removeAttribute('aria-busy');
  };
}

export const signIn: Island = {
  selector: '[data-island="sign-in"]',
  mount(root) {
    const form = root.querySelector<HTMLFormElement>('form[data-island="sign-in"]');
    if (!form) return;
    undo?.();
    undo = wire(form);
  },
  unmount() {
    undo?.();
    undo = null;
  },
};
