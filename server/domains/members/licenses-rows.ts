// What a licence answer selects (server/domains/members/person-presenter.ts presentLicense), shared by the pool and the details.
import type { Prisma } from '../../db/generated/client';

export const licenseSelect = {
  id: true,
  name: true,
  abbreviation: true,
  caption: true,
  color: true,
  isReferee: true,
  sport: { select: { id: true, name: true } },
  levels: { orderBy: { level: 'asc' as const }, select: { level: true, caption: true, color: true } },
} satisfies Prisma.LicenseSelect;
export type LicenseRow = Prisma.LicenseGetPayload<{ select: typeof licenseSelect }>;
