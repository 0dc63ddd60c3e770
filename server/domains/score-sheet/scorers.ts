// The persons named to keep one game's score sheet (docs/product.md#score-sheet): the league representative names
// them for this game only; they score like an assigned referee but sign nothing.
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import { currentMembership, personScopeWhere, type Access } from '../access';
import { AppError } from '../../errors';
import { publishGameChange } from '../../live/publish';
import type { SheetAccess } from './policy';
import { audit } from '../../platform/audit';
import { noticeGame, syncGameTasks } from '../games';

/**
 * Replaces the game's scorers. Each must be a member (or licence holder) of the competition's association whom the
 * caller may list; anyone else is 422 UnknownPerson, as an id that does not exist (the answer names the scorers, so
 * naming any id would reveal anyone's name).
 */
export async function nameScorers(access: Access, sheet: SheetAccess, personIds: number[]): Promise<void> {
  const ids = [...new Set(personIds)];
  const associationId = sheet.game.competition.associationId;
  const ofAssociation: Prisma.PersonWhereInput = {
    OR: [
      { memberships: { some: { club: { associationId }, ...currentMembership() } } },
      { licenses: { some: { license: { associationId } } } },
    ],
  };
  await db().$transaction(async (tx) => {
    const found = await tx.person.count({
      where: { id: { in: ids }, erasedAt: null, AND: [personScopeWhere(access, 'persons.list'), ofAssociation] },
    });
    if (found !== ids.length) throw new AppError('UnknownPerson', 'A scorer is not a person of the portal');
    const before = await tx.gameScorer.findMany({ where: { gameId: sheet.game.id }, select: { personId: true } });
    await tx.gameScorer.deleteMany({ where: { gameId: sheet.game.id } });
    if (ids.length) await tx.gameScorer.createMany({ data: ids.map((personId) => ({ gameId: sheet.game.id, personId })) });
    await audit(tx, {
      actorId: sheet.personId,
      action: 'game.scorers',
      entity: 'game',
      entityId: sheet.game.id,
      data: { before: before.map((s) => s.personId).sort((a, b) => a - b), after: [...ids].sort((a, b) => a - b) },
    });
    // A named scorer finds the game among their tasks; one taken off no longer does.
    await syncGameTasks(tx, sheet.game.id);
    const named = ids.filter((id) => !before.some((s) => s.personId === id));
    if (named.length) {
      await noticeGame(tx, {
        kind: 'scorerNamed',
        gameId: sheet.game.id,
        actorId: sheet.personId,
        personIds: named,
        revision: Date.now(),
      });
    }
    await publishGameChange({ gameId: sheet.game.id, competitionId: sheet.game.competitionId }, tx);
  });
}
