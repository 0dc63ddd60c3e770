// What the membership layout hands its child pages: the membership and a way to reload it after a change.
import { useOutletContext } from 'react-router';
import { mutate } from 'swr';
import type { MembershipDTO } from '../../../shared/schemas/memberships';
import { SELF_KEY } from '../../api/hooks';
import { refreshApprovableCount } from '../../api/process-badge';
import { HOME_KEY } from '../home/keys';

export interface MembershipContext {
  membership: MembershipDTO;
  /** Stores the answer of a change as the new state and refreshes the user's overview. */
  update: (next: MembershipDTO) => Promise<void>;
}

export const membershipKey = (id: string | number) => `/api/self/players/${id}?include=team,club,league`;

export function useMembershipContext(): MembershipContext {
  return useOutletContext<MembershipContext>();
}

/** After a change of a membership (its processes too: a member may also be an admin who sees the badge). */
export async function refreshOverview(): Promise<void> {
  await Promise.all([mutate(SELF_KEY), mutate(HOME_KEY), refreshApprovableCount()]);
}
