// The reads behind a member's own membership (docs/product.md#memberships) and a process as its subject sees it:
// what server/domains/memberships/presenter.ts needs, loaded here so that the presenter never queries.
import { db } from '../../db/client';
import { notFound } from '../../errors';
import { availableSubscriptions, openProcessWhere } from './memberships';

export const PROCESS_SELECT = {
  id: true,
  type: true,
  status: true,
  createdAt: true,
  startedById: true,
  fromClub: { select: { id: true, name: true } },
  fromTeam: { select: { id: true, name: true } },
  toClub: { select: { id: true, name: true } },
  toTeam: { select: { id: true, name: true } },
  approvals: {
    orderBy: { id: 'asc' as const },
    select: {
      id: true,
      approver: true,
      state: true,
      givenAt: true,
      contextAssociation: { select: { id: true, name: true } },
      contextClub: { select: { id: true, name: true } },
      contextCompetition: { select: { id: true, name: true } },
    },
  },
} as const;

/** One of the person's own memberships with its subscriptions and open process; anyone else's is "not found". */
export async function ownMembershipRows(personId: number, membershipId: number) {
  const m = await db().membership.findFirst({
    where: { id: membershipId, personId },
    select: {
      id: true,
      personId: true,
      jerseyNumber: true,
      positions: true,
      isAlumni: true,
      billingInterval: true,
      activeFrom: true,
      activeTo: true,
      person: { select: { birthdate: true } },
      sport: { select: { id: true, name: true, key: true } },
      club: {
        select: {
          id: true,
          name: true,
          logoId: true,
          association: { select: { id: true, name: true, abbreviation: true, countryCode: true } },
          sports: { select: { sport: { select: { id: true, name: true, key: true } } }, orderBy: { sportId: 'asc' } },
        },
      },
      team: {
        select: {
          id: true,
          name: true,
          localName: true,
          gender: true,
          minAge: true,
          maxAge: true,
          sport: { select: { id: true, name: true, key: true } },
          groupEntries: {
            where: { group: { competition: { kind: 'league' } } },
            select: {
              group: { select: { seasonId: true, competition: { select: { id: true, name: true, defaultSeasonId: true } } } },
            },
          },
        },
      },
      subscription: { select: { id: true, name: true } },
      teamHistory: {
        orderBy: [{ activeFrom: 'desc' }, { id: 'desc' }],
        select: { activeFrom: true, activeTo: true, team: { select: { id: true, name: true } } },
      },
    },
  });
  if (!m) throw notFound('Membership');
  const association = m.club.association;
  const [subscriptions, process] = await Promise.all([
    availableSubscriptions(db(), association.id, m.sport.id, m.person.birthdate, m.subscription?.id ?? null),
    db().process.findFirst({
      where: openProcessWhere({ id: m.id, personId: m.personId, associationId: association.id }),
      orderBy: { createdAt: 'desc' },
      select: PROCESS_SELECT,
    }),
  ]);
  return { membership: m, subscriptions, process };
}
export type OwnMembershipRows = Awaited<ReturnType<typeof ownMembershipRows>>;

/** A process by id with what its subject sees of it. */
export async function loadMemberProcess(processId: number) {
  const p = await db().process.findUnique({ where: { id: processId }, select: PROCESS_SELECT });
  if (!p) throw notFound('Process');
  return p;
}
