// A member's own privacy request as the "Meine Daten" page lists it. Field by field.
import type { PrivacyRequestDTO } from '../../../shared/schemas/privacy';
import type { PrivacyRequestRow } from './rows';
import { privacyDataOf } from '../processes';

export function presentPrivacyRequest(p: PrivacyRequestRow, viewerId: number): PrivacyRequestDTO {
  const { changes, note } = privacyDataOf(p.data);
  return {
    id: p.id,
    type: p.type === 'erase' ? 'erase' : 'rectify',
    status: p.status,
    created_at: p.createdAt.toISOString(),
    completed_at: p.completedAt ? p.completedAt.toISOString() : null,
    changes,
    note,
    associations: [p.association],
    approvals_done: p.approvals.filter((a) => a.state !== 'pending').length,
    approvals_total: p.approvals.length,
    can_withdraw: p.status === 'open' && p.startedById === viewerId,
  };
}
