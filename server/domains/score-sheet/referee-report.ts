// The referees' report of a game: free text and incidents, written by its assigned referees until the sheet is locked,
// read by them and the league (docs/decisions/047-referee-report.md).
import type { RefereeIncident, RefereeReportInput } from '../../../shared/schemas/score-sheet';
import { db } from '../../db/client';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit';
import { lockGame } from '../games';
import type { SheetAccess } from './policy';
import { PUBLIC_PERSON, type RefereeReportRow } from './rows';

const REPORT_SELECT = { text: true, incidents: true, updatedAt: true, updatedBy: PUBLIC_PERSON } as const;

/** The game's report, or null while none is written. */
export async function loadRefereeReport(gameId: number): Promise<RefereeReportRow | null> {
  const row = await db().gameRefereeReport.findUnique({ where: { gameId }, select: REPORT_SELECT });
  // The column holds what RefereeReportInput let through.
  return row ? { ...row, incidents: row.incidents as RefereeIncident[] } : null;
}

/**
 * Saves the whole report (last write wins) under the game's row lock: 409 SheetLocked once the sheet is locked, so
 * what the league reads after the lock is what the referees signed off. The history keeps what was there before.
 */
export async function saveRefereeReport(sheet: SheetAccess, input: RefereeReportInput): Promise<void> {
  await db().$transaction(async (tx) => {
    await lockGame(tx, sheet.game.id);
    const game = await tx.game.findUniqueOrThrow({ where: { id: sheet.game.id }, select: { lockedAt: true } });
    if (game.lockedAt) throw new AppError('SheetLocked', 'The score sheet is locked: its referee report stays as it is');
    const before = await tx.gameRefereeReport.findUnique({
      where: { gameId: sheet.game.id },
      select: { text: true, incidents: true },
    });
    const data = { text: input.text, incidents: input.incidents, updatedById: sheet.personId };
    await tx.gameRefereeReport.upsert({
      where: { gameId: sheet.game.id },
      create: { gameId: sheet.game.id, ...data },
      update: data,
    });
    await audit(tx, {
      actorId: sheet.personId,
      action: 'game.referee_report',
      entity: 'game',
      entityId: sheet.game.id,
      data: {
        before: before ? { text: before.text, incidents: before.incidents ?? [] } : null,
        after: { text: input.text, incidents: input.incidents },
      },
    });
  });
}
