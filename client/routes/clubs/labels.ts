// Small display helpers of clubs and teams: the age class (docs/product.md#team-age-class) and a team's one-line description.
import type { TFunction } from 'i18next';
import { ageClassLabel, type TeamDTO } from '../../../shared/schemas/teams';
import { sportName } from '../../ui/sport-name';

export function teamSubtitle(t: TFunction<'clubs'>, team: Pick<TeamDTO, 'gender' | 'min_age' | 'max_age' | 'sport'>): string {
  const age = ageClassLabel(team.min_age, team.max_age);
  return [sportName(team.sport), t(`genders.${team.gender}`), age ? t('club.ageClass', { label: age }) : null]
    .filter(Boolean)
    .join(' · ');
}
