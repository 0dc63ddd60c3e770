// Referees (docs/product.md#licence-panel): a referee with their referee licences, and on the details page the
// licences of the viewer's associations they do not hold yet (no relation_id).
import { todayDate } from '../../../shared/clock';
import type { RefereeDTO, RefereeLicenseDTO } from '../../../shared/schemas/referees';
import type { LicenseRow } from './licenses-rows';
import type { RefereeRow } from './referees';
import { avatarState, isoDate } from './person-presenter';

function presentRefereeLicense(pl: RefereeRow['licenses'][number]): RefereeLicenseDTO {
  const today = todayDate();
  return {
    id: pl.license.id,
    name: pl.license.name,
    abbreviation: pl.license.abbreviation,
    color: pl.license.color,
    sport: pl.license.sport,
    levels: pl.license.levels,
    level: pl.level,
    start_date: isoDate(pl.validFrom),
    end_date: pl.validTo ? isoDate(pl.validTo) : null,
    is_valid: pl.validFrom <= today && (pl.validTo === null || pl.validTo >= today),
    relation_id: pl.id,
  };
}

export function presentReferee(p: RefereeRow): RefereeDTO {
  const clubs = new Map(p.memberships.map((m) => [m.club.id, m.club]));
  return {
    id: p.id,
    firstname: p.firstname,
    lastname: p.lastname,
    gender: p.gender,
    email: p.email,
    avatar_state: avatarState(p),
    clubs: [...clubs.values()],
    refereeLicenses: p.licenses.map(presentRefereeLicense),
  };
}

/** A not yet assigned licence of the pool: no level, no dates, no relation_id. */
const presentPoolLicense = (l: LicenseRow): RefereeLicenseDTO => ({
  id: l.id,
  name: l.name,
  abbreviation: l.abbreviation,
  color: l.color,
  sport: l.sport,
  levels: l.levels,
  level: null,
  start_date: null,
  end_date: null,
  is_valid: false,
});

/** One referee with every referee licence of the viewer's associations: assigned ones carry relation_id. */
export function presentRefereeDetails({ row, pool }: { row: RefereeRow; pool: LicenseRow[] }): RefereeDTO {
  const referee = presentReferee(row);
  return { ...referee, refereeLicenses: [...referee.refereeLicenses, ...pool.map(presentPoolLicense)] };
}
