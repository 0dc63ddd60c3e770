// Request schemas and answers of the session API (docs/product.md#api-calls).
import { z } from 'zod';
import { PasswordPolicyAnswer } from './self';

export const SignInInput = z.object({
  username: z.string().trim().min(1).max(254).email(),
  password: z.string().min(1).max(1024),
  remember: z.boolean().optional().default(false),
});
export type SignInInput = z.infer<typeof SignInInput>;

export const RevalidateInput = z.object({
  password: z.string().min(1).max(1024),
});
export type RevalidateInput = z.infer<typeof RevalidateInput>;

export const PasswordLostInput = z.object({
  email: z.string().trim().min(1).max(254).email(),
});
export type PasswordLostInput = z.infer<typeof PasswordLostInput>;

export const PasswordResetInput = z.object({
  password: z.string().min(1).max(1024),
});
export type PasswordResetInput = z.infer<typeof PasswordResetInput>;

export const ResetTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});

/** GET /api/auth, POST /api/auth/signout: whether the caller has a session. */
export const SessionState = z.strictObject({ has_session: z.boolean() });
export type SessionStateDTO = z.infer<typeof SessionState>;

/** GET /api/auth/reset/{token}: the policy the new password must meet; `policy_mismatch`: the old one no longer does. */
export const ResetToken = z.strictObject({ policy: PasswordPolicyAnswer, policy_mismatch: z.boolean() });
export type ResetTokenDTO = z.infer<typeof ResetToken>;

/** A change that answers only that it happened (revalidate, password reset, email change links). */
export const Done = z.strictObject({ data: z.strictObject({ ok: z.literal(true) }) });

/** POST /api/auth/reset: the same answer whether or not the address has an account. */
export const ResetRequested = z.strictObject({ data: z.strictObject({ sent: z.literal(true) }) });

/** GET /api/auth/admin: the admin area's entry check passed. */
export const AdminAreaEntry = z.strictObject({ data: z.strictObject({ is_admin: z.literal(true) }) });
