// The device cookie: proof that this browser signed in to an account before, under its current password, so the
// account's back-off (server/domains/access/sign-in.ts) never keeps its owner out. It grants nothing by itself: the
// password is still needed.
import crypto from 'node:crypto';
import type { Request, Response } from 'express';

export const DEVICE_COOKIE = 'portal.device';
/** How long a device stays known after its last successful sign-in. */
export const DEVICE_MAX_AGE_MS = 365 * 86_400_000;
/** People who share one browser (a family) each keep their entry; the oldest falls out. */
const MAX_ENTRIES = 5;
const ENTRY = /^(\d{1,10})\.(\d{1,12})\.([0-9a-f]{64})$/;

interface DeviceEntry {
  personId: number;
  /** Seconds since the epoch. */
  issuedAt: number;
  /** The HMAC as the cookie carries it, checked only against the person's current password hash. */
  mac: string;
}

export class DeviceCookies {
  private readonly key: Buffer;

  constructor(
    sessionSecret: string,
    private readonly secure: boolean,
  ) {
    // A key of its own, derived from the session secret: a device entry is never a valid session signature.
    this.key = crypto.createHmac('sha256', sessionSecret).update('portal device cookie v2').digest();
  }

  /**
   * An entry is signed together with the person's password hash: every new password (whatever sets it) comes with a
   * new salt, so the entries issued before it stop counting and whoever kept such a cookie meets the back-off again.
   */
  private mac(personId: number, issuedAt: number, passwordHash: string): string {
    return crypto.createHmac('sha256', this.key).update(`${personId}.${issuedAt}.${passwordHash}`).digest('hex');
  }

  /** The well-formed, unexpired entries the request carries, newest first (their MACs not yet checked). */
  private entries(req: Request): DeviceEntry[] {
    const raw = readCookie(req.headers.cookie, DEVICE_COOKIE);
    if (!raw) return [];
    const now = Date.now();
    const entries: DeviceEntry[] = [];
    for (const part of raw.split('~').slice(0, MAX_ENTRIES)) {
      const match = ENTRY.exec(part);
      if (!match) continue;
      const personId = Number(match[1]);
      const issuedAt = Number(match[2]);
      if (issuedAt * 1000 + DEVICE_MAX_AGE_MS < now || issuedAt * 1000 > now + 60_000) continue;
      entries.push({ personId, issuedAt, mac: match[3]! });
    }
    return entries;
  }

  /** Whether this browser signed in to the person's account before, under the password whose hash is given. */
  knows(req: Request, personId: number, passwordHash: string): boolean {
    return this.entries(req).some((e) => {
      if (e.personId !== personId) return false;
      const expected = Buffer.from(this.mac(personId, e.issuedAt, passwordHash), 'hex');
      return crypto.timingSafeEqual(expected, Buffer.from(e.mac, 'hex'));
    });
  }

  /**
   * After a successful sign-in or a password reset: the person's entry, renewed under the current password hash,
   * goes first; the other people's entries are kept as they came (each is checked against its own person's hash).
   */
  remember(req: Request, res: Response, personId: number, passwordHash: string): void {
    const issuedAt = Math.floor(Date.now() / 1000);
    const others = this.entries(req).filter((e) => e.personId !== personId);
    const value = [{ personId, issuedAt, mac: this.mac(personId, issuedAt, passwordHash) }, ...others]
      .slice(0, MAX_ENTRIES)
      .map((e) => `${e.personId}.${e.issuedAt}.${e.mac}`)
      .join('~');
    res.cookie(DEVICE_COOKIE, value, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.secure,
      // Only the sign-in needs it: no other request carries it.
      path: '/api/auth',
      maxAge: DEVICE_MAX_AGE_MS,
    });
  }
}

function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
