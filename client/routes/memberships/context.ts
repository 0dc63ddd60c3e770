// What the membership layout hands its child pages: the membership and a way to reload it after a change.
import { useOutletContext } from 'react-router';
import { mutate } from 'swr';
import { contract } from '../../../shared/contract';
import type { MembershipDTO } from '../../../shared/schemas/memberships';
import { urlOf, useData } from '../../api/endpoints';
import { SELF_KEY } from '../../api/hooks';
import { refreshApprovableCount } from '../../api/process-badge';
import { HOME_KEY } from '../home/keys';

export interface MembershipContext {
  membership: MembershipDTO;
  /** Stores the answer of a change as the new state and refreshes the user's overview. */
  update: (next: MembershipDTO) => Promise<void>;
}

/** GET /self/players/{id} with team, club and league: the membership pages' data. */
export const membershipInput = (id: number) => ({ params: { id }, query: { include: 'team,club,league' } });
/** useData's key of membershipInput(id): `mutate(membershipKey(id), next)` stores a change's answer. */
export const membershipKey = (id: number) => urlOf(contract.self.player, membershipInput(id));

/** A membership's club with what its profile pages show: the profile, contact persons and fields. */
export const useMembershipClub = (clubId: number) =>
  useData(contract.clubs.get, { params: { id: clubId }, query: { include: 'profile,contacts,fields' } });

export function useMembershipContext(): MembershipContext {
  return useOutletContext<MembershipContext>();
}

/** After a change of a membership (its processes too: a member may also be an admin who sees the badge). */
export async function refreshOverview(): Promise<void> {
  await Promise.all([mutate(SELF_KEY), mutate(HOME_KEY), refreshApprovableCount()]);
}
