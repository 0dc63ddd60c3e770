// Device hints for behaviour that differs on phones.

/** Phones and tablets: a focused field would pop the on-screen keyboard over the form. */
export function isMobileDevice(): boolean {
  if (typeof window === 'undefined') return false;
  const coarse = window.matchMedia?.('(pointer: coarse)').matches ?? false;
  return coarse || window.innerWidth < 768;
}
