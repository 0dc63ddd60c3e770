// Registration (docs/product.md#registration, #validation): one schema for the form and POST /api/self.
// Issue messages are either i18n keys (member:validation.*) or API error codes the server answers as such.
import { z } from 'zod';
import { BodyId } from './ids';
import { currentYear, today } from '../clock';
import { GENDERS, LANGUAGES } from '../constants';
import { MEMBER_POLICY, meetsPolicy } from '../password-policy';

/** Nobody alive was born longer ago than this. */
export const MAX_AGE_YEARS = 120;

/** A real calendar day (YYYY-MM-DD), not after the association's today and at most MAX_AGE_YEARS ago. */
export function isValidBirthdate(value: string, now: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return value <= today(now) && year >= currentYear(now) - MAX_AGE_YEARS;
}

export const RegistrationInput = z
  .object({
    email: z.string().trim().toLowerCase().min(1, 'required').max(254, 'tooLong').email('invalidEmail'),
    password: z
      .string()
      .max(1024, 'tooLong')
      .refine((value) => meetsPolicy(MEMBER_POLICY, value), 'PasswordNotStrongEnough'),
    password_repeat: z.string().max(1024, 'tooLong'),
    /** The registration form calls it the team preference: which teams the member may join. */
    gender: z.enum(GENDERS, 'required'),
    firstname: z.string().trim().min(1, 'required').max(60, 'tooLong'),
    lastname: z.string().trim().min(1, 'required').max(60, 'tooLong'),
    birthdate: z.string().refine((value) => isValidBirthdate(value), 'InvalidBirthdate'),
    correctness_confirmed: z.literal(true, 'mustConfirm'),
    preferred_language: z.enum(LANGUAGES, 'required'),
    /** Ids of the terms ticked in the terms step; every pending portal term must be among them. */
    accepted_terms: z.array(BodyId).max(50).default([]),
    include_in_maillists: z.boolean().default(false),
  })
  .strict()
  .refine((value) => value.password === value.password_repeat, { message: 'repeatMismatch', path: ['password_repeat'] });
export type RegistrationInput = z.input<typeof RegistrationInput>;
