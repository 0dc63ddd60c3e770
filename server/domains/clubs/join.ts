// Joining a club or team (docs/product.md#joining): who may join what, the join info the form needs, and the join
// itself: consents to the pending terms first, then the membership and its team history, in one transaction.
import { joinChoiceProblem, type JoinInput } from '../../../shared/schemas/players';
import { ageOnReferenceDay } from '../../../shared/schemas/teams';
import { db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { SPORT_SELECT, type SportRow, TEAM_SELECT, type TeamRow } from './rows';
import { audit } from '../../platform/audit';
import { pickLanguage } from '../../platform/language';
import { availableSubscriptions, lockPerson, type Tx } from '../memberships';
import { todayDate } from '../../../shared/clock';
import { currentMembership } from '../access';
import { sportRefusal, teamRefusal, teamUserMeta, type JoinContext } from './join-rules';

/** The join rules' context, plus the birthdate that picks the subscriptions on offer. */
export async function loadJoinContext(client: Tx, personId: number): Promise<JoinContext & { birthdate: Date }> {
  const person = await client.person.findUniqueOrThrow({
    where: { id: personId },
    select: {
      gender: true,
      birthdate: true,
      memberships: {
        where: currentMembership(),
        select: {
          id: true,
          clubId: true,
          sportId: true,
          teamId: true,
          isAlumni: true,
          club: { select: { associationId: true } },
        },
      },
    },
  });
  return {
    personId,
    gender: person.gender,
    age: ageOnReferenceDay(person.birthdate),
    birthdate: person.birthdate,
    memberships: person.memberships.map((m) => ({ ...m, associationId: m.club.associationId })),
  };
}

/** The association's and the club's terms whose newest version the person has not consented to yet. */
export async function pendingJoinTerms(client: Tx, personId: number, associationId: number, clubId: number) {
  const terms = await client.term.findMany({
    where: { OR: [{ associationId, clubId: null }, { clubId }], NOT: { product: 'portal' } },
    orderBy: { id: 'asc' },
    select: {
      id: true,
      versions: {
        orderBy: { version: 'desc' },
        take: 1,
        select: {
          id: true,
          version: true,
          title: true,
          content: true,
          checkboxes: true,
          consents: { where: { personId }, select: { id: true } },
        },
      },
    },
  });
  return terms
    .filter((t) => t.versions.length > 0 && t.versions[0].consents.length === 0)
    .map((t) => ({ id: t.id, version: t.versions[0] }));
}

interface Target {
  club: { id: number; name: string; associationId: number };
  team: TeamRow | null;
  sport: SportRow;
}

/** The club and the team or sport a join is about; unknown ones answer 404, a mismatch 400. */
async function resolveTarget(client: Tx, clubId: number, teamId: number | null | undefined, sportId: number | null | undefined) {
  const club = await client.club.findUnique({ where: { id: clubId }, select: { id: true, name: true, associationId: true } });
  if (!club) throw notFound('Club');
  if (teamId != null) {
    const team = await client.team.findFirst({ where: { id: teamId, clubId }, select: TEAM_SELECT });
    if (!team) throw notFound('Team');
    if (sportId != null && sportId !== team.sport.id)
      throw new AppError('ValidationFailed', 'The team plays another sport', { details: [{ path: 'sportID' }] });
    return { club, team, sport: team.sport } satisfies Target;
  }
  const offered = await client.clubSport.findUnique({
    where: { clubId_sportId: { clubId, sportId: sportId! } },
    select: { sport: { select: SPORT_SELECT } },
  });
  if (!offered) throw notFound('Sport of the club');
  return { club, team: null, sport: offered.sport } satisfies Target;
}

/** The join form's data (server/domains/clubs/club-presenter.ts presents it); terms in the asked language, else the user's. */
export async function joinInfo(
  personId: number,
  requestedLanguage: string | undefined,
  clubId: number,
  query: { teamID?: number; sportID?: number },
) {
  const client = db();
  const person = await client.person.findUniqueOrThrow({ where: { id: personId }, select: { preferredLanguage: true } });
  const language = pickLanguage(requestedLanguage ?? person.preferredLanguage, undefined);
  const target = await resolveTarget(client, clubId, query.teamID, query.sportID);
  const ctx = await loadJoinContext(client, personId);
  const refusal = target.team
    ? teamRefusal(ctx, target.team)
    : sportRefusal(ctx, { id: target.club.id, associationId: target.club.associationId }, target.sport.id);
  const [subscriptions, terms] = await Promise.all([
    availableSubscriptions(client, target.club.associationId, target.sport.id, ctx.birthdate),
    pendingJoinTerms(client, personId, target.club.associationId, target.club.id),
  ]);
  const teamMeta = target.team ? teamUserMeta(ctx, target.team) : null;
  return { ...target, teamMeta, language, refusal, subscriptions, terms };
}
export type JoinInfoRows = Awaited<ReturnType<typeof joinInfo>>;

/**
 * POST /api/self/players. Everything is checked inside the transaction that writes, under the person's lock, so
 * a refused join stores nothing, not even the consents.
 */
export async function join(personId: number, input: JoinInput): Promise<number> {
  return db().$transaction(async (tx) => {
    await lockPerson(tx, personId);
    const target = await resolveTarget(tx, input.clubID, input.teamID, input.sportID);
    const ctx = await loadJoinContext(tx, personId);
    const refusal = target.team
      ? teamRefusal(ctx, target.team)
      : sportRefusal(ctx, { id: target.club.id, associationId: target.club.associationId }, target.sport.id);
    if (refusal) throw new AppError(refusal, refusal === 'SportAlreadyPlayed' ? 'Sport already played' : 'Team not joinable');

    const [subscriptions, terms] = await Promise.all([
      availableSubscriptions(tx, target.club.associationId, target.sport.id, ctx.birthdate),
      pendingJoinTerms(tx, personId, target.club.associationId, target.club.id),
    ]);
    const problem = joinChoiceProblem({ subscriptions, terms }, input);
    if (problem === 'terms') throw new AppError('TermsNotAccepted', 'Every listed term must be accepted');
    if (problem) throw new AppError('ValidationFailed', `Invalid ${problem}`, { details: [{ path: problem }] });

    // Consent first (docs/product.md#joining), then the membership.
    if (terms.length > 0)
      await tx.consent.createMany({ data: terms.map((t) => ({ personId, termVersionId: t.version.id })), skipDuplicates: true });
    const today = todayDate();
    const membership = await tx.membership.create({
      data: {
        personId,
        clubId: target.club.id,
        sportId: target.sport.id,
        teamId: target.team?.id ?? null,
        subscriptionId: input.subscription_id ?? null,
        billingInterval: input.subscription_id != null ? (input.billing_interval ?? null) : null,
        activeFrom: today,
      },
      select: { id: true },
    });
    if (target.team)
      await tx.teamHistory.create({ data: { membershipId: membership.id, teamId: target.team.id, activeFrom: today } });
    await audit(tx, {
      subjectId: personId,
      actorId: personId,
      action: 'membership.join',
      entity: 'membership',
      entityId: membership.id,
      data: {
        club_id: target.club.id,
        team_id: target.team?.id ?? null,
        sport_id: target.sport.id,
        subscription_id: input.subscription_id ?? null,
        billing_interval: input.billing_interval ?? null,
        consented_term_versions: terms.map((t) => t.version.id),
      },
    });
    return membership.id;
  });
}
