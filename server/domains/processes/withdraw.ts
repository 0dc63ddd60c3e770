// Withdrawing a running process (docs/product.md#withdrawing, decision 010): whoever started it takes it back
// (the member their own request, an admin what they started), or an admin who may force-approve it stops it. The process ends as `cancelled`, nothing of its
// effect is applied, its approvals stay as they were (a record of who had agreed), and the membership is free again.
import { db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../errors';
import { mayWithdraw } from './policy';
import type { Access } from '../access';
import { audit } from '../../platform/audit';
import { lockPerson } from '../memberships';

export async function withdrawProcess(access: Access, processId: number): Promise<void> {
  const head = await db().process.findUnique({
    where: { id: processId },
    select: { personId: true, associationId: true, type: true, startedById: true },
  });
  if (!head) throw notFound('Process');
  if (!mayWithdraw(access, head)) {
    throw forbidden('Only whoever started a process, or an admin who may force it, withdraws it');
  }
  await db().$transaction(async (tx) => {
    // The same lock as approving and carrying out: a withdrawal and a last approval never both happen.
    await lockPerson(tx, head.personId);
    const now = new Date();
    const { count } = await tx.process.updateMany({
      where: { id: processId, status: 'open' },
      data: { status: 'cancelled', completedAt: now },
    });
    if (count !== 1) throw new AppError('ProcessCompleted', `Process ${processId} is no longer open`);
    await audit(tx, {
      subjectId: head.personId,
      actorId: access.personId,
      action: 'process.cancelled',
      entity: 'process',
      entityId: processId,
      data: { type: head.type, by: head.personId === access.personId ? 'member' : 'admin' },
    });
  });
}
