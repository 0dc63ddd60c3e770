// A player's name, jersey number and team. On phones the three share one cell (name over "#nr · team"), so the
// numbers that matter stay on screen without sideways scrolling. The rows of the long player tables are plain cells
// with Mantine's table classes (`StatsRow`, `cell`): hundreds of Mantine components per page cost a phone's CPU
// when a served page hydrates; client/ui/stats/stats-rows.css styles what is not the table's.
import { Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
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

const CELL = `${Table.classes.td} mantine-Table-td`;
const ROW = `${Table.classes.tr} mantine-Table-tr`;

/** A plain cell of a statistics table, styled as Mantine's (the table's spacing, borders and stripes apply). */
export function Cell({ children, right, bold }: { children: ReactNode; right?: boolean; bold?: 500 | 600 | 700 }) {
  const style: CSSProperties | undefined =
    right || bold ? { textAlign: right ? 'right' : undefined, fontWeight: bold } : undefined;
  return (
    <td className={CELL} style={style}>
      {children}
    </td>
  );
}

/** A plain row of a striped, hover-highlighted statistics table (StatsTable). */
export function StatsRow({ children }: { children: ReactNode }) {
  return (
    <tr className={ROW} data-with-row-border="true" data-striped="odd" data-hover="true">
      {children}
    </tr>
  );
}

export function PlayerCells({ player, phone, teamHref }: { player: Player; phone: boolean; teamHref: string }) {
  const name = usePlayerName()(player.name, player.erased);
  const team = (
    <Link to={teamHref} className="stats-link mantine-focus-auto">
      {player.team}
    </Link>
  );
  if (phone) {
    return (
      <td className={CELL}>
        <div className="stats-player__name">{name}</div>
        <div className="stats-player__meta">
          {player.jersey_number ? `#${player.jersey_number} · ` : ''}
          {team}
        </div>
      </td>
    );
  }
  return (
    <>
      <td className={CELL} style={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
        {name}
      </td>
      <Cell right>{player.jersey_number ?? '–'}</Cell>
      <td className={CELL} style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
        {team}
      </td>
    </>
  );
}
