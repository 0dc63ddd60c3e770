// A member's own data (GDPR art. 15 to 17, docs/decisions/024-privacy-requests.md): the requests to
// correct one's name or email (rectify) and to be erased (erase), both processes the association approves.
import { z } from 'zod';
import { IsoTime, PROCESS_STATES, PersonRef, ProcessChange } from './processes';

export const PRIVACY_REQUEST_TYPES = ['rectify', 'erase'] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];

/** A privacy request's note to the association: optional, plain text. */
const note = z.string().trim().max(1000, 'tooLong').optional();

/**
 * POST /api/self/privacyRequests/rectify: the new values (at least one field; a value equal to the current one
 * counts as no change, so the server answers 400 NothingToChange when nothing differs).
 */
export const RectifyInput = z
  .strictObject({
    firstname: z.string().trim().min(1, 'required').max(60, 'tooLong').optional(),
    lastname: z.string().trim().min(1, 'required').max(60, 'tooLong').optional(),
    email: z.string().trim().toLowerCase().min(1, 'required').max(254, 'tooLong').email('invalidEmail').optional(),
    note,
  })
  .refine((v) => v.firstname !== undefined || v.lastname !== undefined || v.email !== undefined, {
    message: 'NothingToChange',
    path: ['firstname'],
  });
export type RectifyInput = z.input<typeof RectifyInput>;

/** POST /api/self/privacyRequests/erase: an optional note. */
export const EraseInput = z.strictObject({ note });
export type EraseInput = z.input<typeof EraseInput>;

const Named = z.strictObject({ id: z.int(), name: z.string() });

/** One of the member's own privacy requests, as the "Meine Daten" page lists them. */
export const PrivacyRequest = z.strictObject({
  /** The process id (withdraw: PUT /api/processes/{id}?action=withdraw). */
  id: z.int(),
  type: z.enum(PRIVACY_REQUEST_TYPES),
  status: z.enum(PROCESS_STATES),
  created_at: IsoTime,
  completed_at: IsoTime.nullable(),
  /** rectify: each changed field with its old and new value; erase: empty. */
  changes: z.array(ProcessChange),
  note: z.string().nullable(),
  /** The associations that decide (one approval each). */
  associations: z.array(Named),
  approvals_done: z.int().min(0),
  approvals_total: z.int().min(0),
  /** Open, and the member started it. */
  can_withdraw: z.boolean(),
});
export type PrivacyRequestDTO = z.infer<typeof PrivacyRequest>;

/** GET /api/self/privacyRequests: the member's requests, newest first. */
export const PrivacyRequests = z.strictObject({ data: z.array(PrivacyRequest) });

/** The admin dashboard: open privacy requests the viewer may decide, oldest first (the legal limit is a month). */
export const PendingPrivacyRequest = z.strictObject({
  id: z.int(),
  type: z.enum(PRIVACY_REQUEST_TYPES),
  person: PersonRef,
  created_at: IsoTime,
  /** Whole days since the request (the association answers within a month: PRIVACY_ANSWER_DAYS). */
  age_days: z.int().min(0),
});
export type PendingPrivacyRequestDTO = z.infer<typeof PendingPrivacyRequest>;

/** The days an association has to answer a privacy request (GDPR art. 12(3): one month). */
export const PRIVACY_ANSWER_DAYS = 30;

export const PendingPrivacyRequests = z.strictObject({
  count: z.int().min(0),
  /** The oldest first, at most 10. */
  items: z.array(PendingPrivacyRequest),
});
export type PendingPrivacyRequestsDTO = z.infer<typeof PendingPrivacyRequests>;

/** The ZIP of GET /api/self/dataExport. */
export const ZIP = 'application/zip';
