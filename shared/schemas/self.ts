// The signed-in user as the client sees it (spec section 3, "User (self)").
import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from '../constants';

export interface SelfMembershipDTO {
  id: number;
  sport: { id: number; name: string; key: string };
  club: { id: number; name: string };
  team: { id: number; name: string } | null;
  league: { id: number; name: string } | null;
  is_alumni: boolean;
}

export interface SelfDTO {
  id: number;
  uuid: string;
  firstname: string;
  lastname: string;
  email: string | null;
  gender: 'male' | 'female';
  avatar_state: 'ok' | 'none';
  preferred_language: LanguageCode;
  permissions: string[];
  roles: { role: string; target: string; target_id: number; target_name: string | null }[];
  is_customer: boolean;
  isMemberOfClub: boolean;
  isMemberOfTeam: boolean;
  terms_requiring_consent: number[];
  game_tasks_count: number;
  memberships: SelfMembershipDTO[];
}

export interface CountryDTO {
  code: string;
  alpha3: string;
  name: string;
}

export const SelfUpdateInput = z
  .object({
    public_short_name: z.string().trim().max(60).nullable(),
    exclude_from_maillists: z.boolean(),
    preferred_language: z.enum(LANGUAGES),
  })
  .partial()
  .strict();
export type SelfUpdateInput = z.infer<typeof SelfUpdateInput>;

export const CountriesQuery = z.object({ language: z.string().max(10).optional() });
