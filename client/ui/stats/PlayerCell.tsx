// A player's name, jersey number and team. On phones the three share one cell (name over "#nr · team"), so the
// numbers that matter stay on screen without sideways scrolling.
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlayerName } from './player-name';

interface Player {
  name: string;
  erased?: boolean;
  jersey_number: string | null;
  team: string;
  team_id: number;
}

export function PlayerHeaders({ phone }: { phone: boolean }) {
  const { t } = useTranslation('stats');
  if (phone) return <Table.Th>{t('players.name')}</Table.Th>;
  return (
    <>
      <Table.Th>{t('players.name')}</Table.Th>
      <Table.Th ta="right">{t('players.jersey')}</Table.Th>
      <Table.Th>{t('players.team')}</Table.Th>
    </>
  );
}

export function PlayerCells({ player, phone, teamHref }: { player: Player; phone: boolean; teamHref: string }) {
  const name = usePlayerName()(player.name, player.erased);
  const team = (
    <Anchor component={Link} to={teamHref} size="sm" style={{ whiteSpace: 'nowrap' }}>
      {player.team}
    </Anchor>
  );
  if (phone) {
    return (
      <Table.Td>
        <Text size="sm" fw={600} lh={1.3}>
          {name}
        </Text>
        <Text size="xs" c="dimmed" lh={1.3}>
          {player.jersey_number ? `#${player.jersey_number} · ` : ''}
          <Anchor component={Link} to={teamHref} size="xs">
            {player.team}
          </Anchor>
        </Text>
      </Table.Td>
    );
  }
  return (
    <>
      <Table.Td fw={500} style={{ whiteSpace: 'nowrap' }}>
        {name}
      </Table.Td>
      <Table.Td ta="right">{player.jersey_number ?? '–'}</Table.Td>
      <Table.Td>{team}</Table.Td>
    </>
  );
}
