// Request schemas and answers of the session API (docs/product.md#api-calls).
import { z } from 'zod';
import type { PasswordPolicy } from '../password-policy';

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

export interface SessionStateDTO {
  has_session: boolean;
}

export interface ResetTokenDTO {
  policy: PasswordPolicy;
  policy_mismatch: boolean;
}
