// Reported pictures (issue 12, item 3): the open reports an admin handles, and what the admin decides.
import { z } from 'zod';
import { PathId } from './ids';

export const AVATAR_REPORT_ACTIONS = ['release', 'remove'] as const;
export type AvatarReportAction = (typeof AVATAR_REPORT_ACTIONS)[number];

export const AvatarReportParams = z.object({ personId: PathId });

/** PUT /api/avatar-reports/{personId}: show the picture again (`release`) or delete it (`remove`). */
export const AvatarReportDecisionInput = z.object({ action: z.enum(AVATAR_REPORT_ACTIONS) }).strict();
export type AvatarReportDecisionInput = z.infer<typeof AvatarReportDecisionInput>;

/** One person's picture with open reports (GET /api/avatar-reports). */
export interface AvatarReportDTO {
  person: { id: number; firstname: string; lastname: string };
  /** The full-size picture; `ts` changes with each new picture. */
  avatar_url: string;
  /** Hidden from everybody but its owner and the admins handling it (one report, or three for an admin's picture). */
  hidden: boolean;
  /** Open reports, each from another account. */
  report_count: number;
  first_reported_at: string;
  last_reported_at: string;
}

export interface AvatarReportDecisionDTO {
  person_id: number;
  action: AvatarReportAction;
  /** Reports closed by the decision. */
  handled: number;
  avatar_state: 'ok' | 'none';
}
