import { TOUCH_EVERY_MS, TouchThrottle } from './session';

describe('session touch throttle', () => {
  it('touches a session at most once a minute, again after a failed touch, and each session on its own', () => {
    const throttle = new TouchThrottle();
    expect(throttle.due('a', 0)).toBe(true);
    expect(throttle.due('a', TOUCH_EVERY_MS - 1)).toBe(false);
    expect(throttle.due('b', 10)).toBe(true);
    expect(throttle.due('a', TOUCH_EVERY_MS)).toBe(true);
    throttle.forget('a');
    expect(throttle.due('a', TOUCH_EVERY_MS + 1)).toBe(true);
  });

  it('forgets the longest untouched sessions beyond its memory, which are then touched again', () => {
    const throttle = new TouchThrottle();
    for (let i = 0; i <= 10_000; i++) throttle.due(`s${i}`, 0);
    expect(throttle.due('s0', 1)).toBe(true);
    expect(throttle.due('s10000', 1)).toBe(false);
  });
});
