// The game code (docs/decisions/050-game-code-for-a-scorer.md): the league representative issues a code and PIN for
// one game; a scorer without an account opens that game's sheet with them on the game's day, and nothing else.
import crypto from 'node:crypto';
import { associationTimeZone, dayIn, today } from '../../../shared/clock';
import { GAME_CODE_ALPHABET } from '../../../shared/schemas/score-sheet';
import { hashPassword, verifyPassword, dummyPasswordHash } from '../../auth/password';
import { db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../errors';
import { audit } from '../../platform/audit';
import { codeFailuresSql, countCodeFailureSql } from './game-code.sql';
import { GAME_CODE_RIGHTS, type SheetAccess } from './policy';
import { SHEET_ACCESS_SELECT } from './rows';

/** Twenty wrong tries per address, five wrong PINs per code, in 15 minutes; then 429 with the seconds left. */
const FAILURES_PER_ADDRESS = 20;
const FAILURES_PER_CODE = 5;
const WINDOW_MS = 15 * 60_000;

const hashCode = (code: string) => crypto.createHash('sha256').update(code).digest('hex');

/** 12 characters of the unambiguous alphabet (about 60 bits), typed as three groups of four. */
function newCode(): { plain: string; shown: string } {
  const plain = Array.from({ length: 12 }, () => GAME_CODE_ALPHABET[crypto.randomInt(GAME_CODE_ALPHABET.length)]).join('');
  return { plain, shown: `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}` };
}

/** The game's day is the association's today (its time zone). */
const isGameDay = (kickoff: Date, now = new Date()) => dayIn(associationTimeZone(), kickoff) === today(now);

/** Issues a new code and PIN for the game, shown this once; a code issued before stops with the sessions it opened. */
export async function issueGameCode(sheet: SheetAccess): Promise<{ code: string; pin: string; issuedAt: Date }> {
  const code = newCode();
  const pin = String(crypto.randomInt(1_000_000)).padStart(6, '0');
  const pinHash = await hashPassword(pin);
  const row = await db().$transaction(async (tx) => {
    await tx.gameScorerCode.deleteMany({ where: { gameId: sheet.game.id } });
    const created = await tx.gameScorerCode.create({
      data: { gameId: sheet.game.id, codeHash: hashCode(code.plain), pinHash, issuedById: sheet.personId },
    });
    await audit(tx, { actorId: sheet.personId, action: 'game.scorer_code', entity: 'game', entityId: sheet.game.id, data: {} });
    return created;
  });
  return { code: code.shown, pin, issuedAt: row.issuedAt };
}

/** Revokes the game's code (its sessions end with their next request). */
export async function revokeGameCode(sheet: SheetAccess): Promise<void> {
  await db().$transaction(async (tx) => {
    const { count } = await tx.gameScorerCode.deleteMany({ where: { gameId: sheet.game.id } });
    if (count === 0) return;
    await audit(tx, {
      actorId: sheet.personId,
      action: 'game.scorer_code_revoked',
      entity: 'game',
      entityId: sheet.game.id,
      data: {},
    });
  });
}

/** When the game's current code was issued, or null. */
export async function gameCodeIssuedAt(gameId: number): Promise<Date | null> {
  const row = await db().gameScorerCode.findUnique({ where: { gameId }, select: { issuedAt: true } });
  return row?.issuedAt ?? null;
}

async function refuseWhenOverLimit(key: string, allowed: number): Promise<void> {
  const [{ failures, seconds_left }] = await db().$queryRaw<{ failures: number; seconds_left: number }[]>(codeFailuresSql(key));
  if (failures >= allowed) {
    throw new AppError('TooManyRequests', 'Too many wrong game codes', { extra: { retry_after: Math.max(1, seconds_left) } });
  }
}

const countFailure = (key: string) => db().$executeRaw(countCodeFailureSql(key, WINDOW_MS));

/**
 * Checks a code and PIN: 401 InvalidGameCode for an unknown code or a wrong PIN (one answer), 403 GameCodeNotToday
 * outside the game's day, 429 with retry_after after too many failures from the address or for the code.
 */
export async function checkGameCode(code: string, pin: string, address: string): Promise<{ id: number; gameId: number }> {
  const addressKey = `game-code-ip:${address}`;
  await refuseWhenOverLimit(addressKey, FAILURES_PER_ADDRESS);
  const row = await db().gameScorerCode.findUnique({
    where: { codeHash: hashCode(code) },
    select: { id: true, gameId: true, pinHash: true, game: { select: { kickoffTime: true } } },
  });
  if (!row) {
    // As long as a wrong PIN takes: the answer's time tells no code apart.
    await verifyPassword(await dummyPasswordHash(), pin);
    await countFailure(addressKey);
    throw new AppError('InvalidGameCode', 'Unknown game code or wrong PIN');
  }
  const codeKey = `game-code:${row.id}`;
  await refuseWhenOverLimit(codeKey, FAILURES_PER_CODE);
  if (!(await verifyPassword(row.pinHash, pin))) {
    await countFailure(addressKey);
    await countFailure(codeKey);
    throw new AppError('InvalidGameCode', 'Unknown game code or wrong PIN');
  }
  if (!isGameDay(row.game.kickoffTime)) throw new AppError('GameCodeNotToday', 'A game code works on its game day');
  return { id: row.id, gameId: row.gameId };
}

/**
 * The sheet as a game code's session keeps it: null when the session has ended (its code revoked or re-issued, the
 * game's day over), 403 for any other game than the code's.
 */
export async function codeSheet(session: { id: number; gameId: number }, gameId: number): Promise<SheetAccess | null> {
  const row = await db().gameScorerCode.findUnique({ where: { id: session.id }, select: { gameId: true } });
  if (!row || row.gameId !== session.gameId) return null;
  const game = await db().game.findUnique({ where: { id: session.gameId }, select: SHEET_ACCESS_SELECT });
  if (!game) throw notFound('Game');
  if (!isGameDay(game.kickoffTime)) return null;
  if (gameId !== session.gameId) throw forbidden('A game code keeps its own game only');
  return { personId: null, gameCodeId: session.id, game, rights: GAME_CODE_RIGHTS };
}
