// Reported pictures: the open reports an admin handles, and what the admin decides.
import { z } from 'zod';
import { PathId } from './ids';

export const AVATAR_REPORT_ACTIONS = ['release', 'remove'] as const;
export type AvatarReportAction = (typeof AVATAR_REPORT_ACTIONS)[number];

export const AvatarReportParams = z.object({ personId: PathId });

/** PUT /api/avatar-reports/{personId}: show the picture again (`release`) or delete it (`remove`). */
export const AvatarReportDecisionInput = z.object({ action: z.enum(AVATAR_REPORT_ACTIONS) }).strict();
export type AvatarReportDecisionInput = z.infer<typeof AvatarReportDecisionInput>;

/** One person's picture with open reports (GET /api/avatar-reports). */
export const AvatarReport = z.strictObject({
  person: z.strictObject({ id: z.int(), firstname: z.string(), lastname: z.string() }),
  /** The full-size picture; `ts` changes with each new picture. */
  avatar_url: z.string(),
  /** Hidden from everybody but its owner and the admins handling it (one report, or three for an admin's picture). */
  hidden: z.boolean(),
  /** Open reports, each from another account. */
  report_count: z.int().min(1),
  first_reported_at: z.string(),
  last_reported_at: z.string(),
});
export type AvatarReportDTO = z.infer<typeof AvatarReport>;

export const AvatarReportDecision = z.strictObject({
  person_id: z.int(),
  action: z.enum(AVATAR_REPORT_ACTIONS),
  /** Reports closed by the decision. */
  handled: z.int().min(0),
  avatar_state: z.enum(['ok', 'none']),
});
export type AvatarReportDecisionDTO = z.infer<typeof AvatarReportDecision>;
