// /admin/clubs/{id}/teams: the club's teams with gender icon, name, sport, age class and player count; a click opens
// the roster (the member list filtered by the team).
import { Card, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconGenderFemale, IconGenderMale, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { printRql } from '../../../../shared/rql';
import { ageClassLabel, type TeamDTO } from '../../../../shared/schemas/teams';
import classes from '../admin.module.css';
import { useClubContext } from './api';

function GenderIcon({ gender }: { gender: TeamDTO['gender'] }) {
  const { t } = useTranslation('clubs');
  const label = t(`genders.${gender}`);
  const Icon = gender === 'male' ? IconGenderMale : gender === 'female' ? IconGenderFemale : IconUsers;
  return (
    <span title={label} aria-label={label} role="img" style={{ display: 'inline-flex' }}>
      <Icon size={18} aria-hidden />
    </span>
  );
}

export const rosterLink = (teamId: number) =>
  `/admin/member?${new URLSearchParams({ rql: printRql({ op: 'eq', subject: 'team', value: String(teamId) }) })}`;

export function TeamsTab() {
  const { t } = useTranslation('adminClubs');
  const { club } = useClubContext();
  const teams = club.listableTeams ?? [];
  if (teams.length === 0) return <Text c="dimmed">{t('teams.empty')}</Text>;
  return (
    <Card withBorder padding={0}>
      {teams.map((team) => {
        const age = ageClassLabel(team.min_age, team.max_age);
        const players = team.playerCount?.count ?? 0;
        return (
          <UnstyledButton key={team.id} component={Link} to={rosterLink(team.id)} className={classes.row} data-testid="club-team">
            <VisuallyHidden>{t('teams.roster', { name: team.name })}: </VisuallyHidden>
            <Group wrap="nowrap" gap="sm">
              <GenderIcon gender={team.gender} />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} size="sm" truncate>
                  {team.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {[team.sport.name, age ? t('teams.ageClass', { label: age }) : null].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {t('teams.players', { count: players })}
              </Text>
            </Group>
          </UnstyledButton>
        );
      })}
    </Card>
  );
}
