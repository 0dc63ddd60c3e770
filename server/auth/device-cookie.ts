// The device cookie: proof that this browser signed in to an account before, so the account's back-off
// (server/domains/access/sign-in.ts) never keeps its owner out. It grants nothing by itself: the password is still needed.
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
}

export class DeviceCookies {
  private readonly key: Buffer;

  constructor(
    sessionSecret: string,
    private readonly secure: boolean,
  ) {
    // A key of its own, derived from the session secret: a device entry is never a valid session signature.
    this.key = crypto.createHmac('sha256', sessionSecret).update('portal device cookie v1').digest();
  }

  private mac(personId: number, issuedAt: number): string {
    return crypto.createHmac('sha256', this.key).update(`${personId}.${issuedAt}`).digest('hex');
  }

  /** The valid, unexpired entries the request carries, newest first. */
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
      const expected = Buffer.from(this.mac(personId, issuedAt), 'hex');
      const given = Buffer.from(match[3]!, 'hex');
      if (!crypto.timingSafeEqual(expected, given)) continue;
      if (issuedAt * 1000 + DEVICE_MAX_AGE_MS < now || issuedAt * 1000 > now + 60_000) continue;
      entries.push({ personId, issuedAt });
    }
    return entries;
  }

  /** Whether this browser signed in to the person's account before. */
  knows(req: Request, personId: number): boolean {
    return this.entries(req).some((e) => e.personId === personId);
  }

  /** After a successful sign-in: the person's entry, renewed, goes first. */
  remember(req: Request, res: Response, personId: number): void {
    const issuedAt = Math.floor(Date.now() / 1000);
    const others = this.entries(req).filter((e) => e.personId !== personId);
    const value = [{ personId, issuedAt }, ...others]
      .slice(0, MAX_ENTRIES)
      .map((e) => `${e.personId}.${e.issuedAt}.${this.mac(e.personId, e.issuedAt)}`)
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
