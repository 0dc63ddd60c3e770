// What a member sends about their own memberships ("players"): the join (POST /api/self/players) and the
// updates of PUT /api/players/{id}, with the rules of docs/product.md#membership-rules.
import { z } from 'zod';
import { BodyId, PathId } from './ids';
import { BILLING_INTERVALS, PLAYER_POSITIONS } from '../constants';
import type { JoinTermDTO, SubscriptionOptionDTO } from './clubs';

const id = BodyId;
/** A billing interval in months: one of 1, 3, 6, 12 ('Alle {n} Monate'). */
export const BillingInterval = z
  .number()
  .int()
  .refine((n) => (BILLING_INTERVALS as readonly number[]).includes(n), { message: 'Unknown billing interval' });

/** POST /api/self/players: join a team, or a club for a sport. */
export const JoinInput = z
  .object({
    clubID: id,
    sportID: id.nullish(),
    teamID: id.nullish(),
    subscription_id: id.nullish(),
    billing_interval: BillingInterval.nullish(),
    /** Ids of the terms the user ticked; their newest versions are consented to before the join. */
    accepted_terms: z.array(id).max(50).default([]),
  })
  .strict()
  .refine((v) => v.teamID != null || v.sportID != null, { message: 'teamID or sportID is required', path: ['teamID'] });
export type JoinInput = z.input<typeof JoinInput>;

export type JoinChoiceProblem = 'subscription' | 'billing_interval' | 'terms';

/**
 * The join rules that depend on the join info (docs/product.md#joining): with subscriptions on offer a subscription and
 * one of its intervals are required (without, neither may be sent); every listed term must be accepted.
 * The client disables the button with it, the server refuses with it.
 */
export function joinChoiceProblem(
  offer: { subscriptions: SubscriptionOptionDTO[]; terms: Pick<JoinTermDTO, 'id'>[] },
  choice: { subscription_id?: number | null; billing_interval?: number | null; accepted_terms?: number[] },
): JoinChoiceProblem | null {
  if (offer.subscriptions.length > 0) {
    const subscription = offer.subscriptions.find((s) => s.id === choice.subscription_id);
    if (!subscription) return 'subscription';
    if (choice.billing_interval == null || !subscription.available_intervals.includes(choice.billing_interval))
      return 'billing_interval';
  } else if (choice.subscription_id != null) return 'subscription';
  else if (choice.billing_interval != null) return 'billing_interval';
  const accepted = new Set(choice.accepted_terms ?? []);
  if (offer.terms.some((t) => !accepted.has(t.id))) return 'terms';
  return null;
}

export const JerseyNumber = z.string().regex(/^[0-9]{1,3}$/);

/** /memberships/{id}/edit: jersey number (1-3 digits, or none) and positions. */
export const PlayerEditInput = z
  .object({
    jersey_number: JerseyNumber.nullable(),
    positions: z.array(z.enum(PLAYER_POSITIONS)).max(PLAYER_POSITIONS.length),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change' });
export type PlayerEditInput = z.infer<typeof PlayerEditInput>;

/** /memberships/{id}/subscription: both required. */
export const SubscriptionChangeInput = z.object({ subscription_id: id, billing_interval: BillingInterval }).strict();
export type SubscriptionChangeInput = z.infer<typeof SubscriptionChangeInput>;

/** /memberships/{id}/switch: a change request to another club, the team cleared. */
export const ClubSwitchInput = z.object({ club_id: id, team_id: z.null() }).strict();
export type ClubSwitchInput = z.infer<typeof ClubSwitchInput>;

/** Becoming alumni starts a process; becoming active again needs a sport and happens at once. */
export const AlumniInput = z.object({ is_alumni: z.literal(true) }).strict();
export const ReactivateInput = z.object({ is_alumni: z.literal(false), sport_id: id }).strict();
export type ReactivateInput = z.infer<typeof ReactivateInput>;

/** PUT /api/players/{id} by the member: exactly one of the shapes above. */
export const PlayerSelfUpdateInput = z.union([
  ClubSwitchInput,
  SubscriptionChangeInput,
  AlumniInput,
  ReactivateInput,
  PlayerEditInput,
]);
export type PlayerSelfUpdateInput = z.infer<typeof PlayerSelfUpdateInput>;

export const PlayerParams = z.object({ id: PathId });

/** DELETE /api/persons/{id}/associations/{associationId}: the retirement request. */
export const RetireParams = z.object({
  id: PathId,
  associationId: PathId,
});
