// The live score sheet of one game on a phone (docs/product.md#score-sheet): a sticky scoreboard, then the game, the
// line-ups and the signatures as tabs. Whoever may not keep the sheet gets the server's 403 like on any page.
import { ActionIcon, Anchor, Badge, Container, Group, Loader, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconCloudOff, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { contract } from '../../../shared/contract';
import { readsRefereeReport } from '../../../shared/schemas/score-sheet';
import { urlOf } from '../../api/endpoints';
import { formatGameDateTime } from '../../lib/datetime';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { usePageTitle } from '../../ui/use-page-title';
import { GamePanel } from './GamePanel';
import { LineupsPanel } from './LineupsPanel';
import classes from './score-sheet.module.css';
import { RefereeReportSection } from './RefereeReportSection';
import { useGameCodeGame } from './game-code-session';
import { SignaturesPanel } from './SignaturesPanel';
import { useScoreSheet, type ScoreSheetState } from './use-score-sheet';

type Tab = 'game' | 'lineups' | 'signatures';

function idOf(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function Scoreboard({ state }: { state: ScoreSheetState }) {
  const { t } = useTranslation('sheet');
  const sheet = state.sheet!;
  const { game } = sheet;
  const status = game.locked_at ? 'locked' : game.finished_at ? 'finished' : game.started_at ? 'live' : 'scheduled';
  const color = { locked: 'gray.8', finished: 'dark.6', live: 'red.8', scheduled: 'blue.8' }[status];
  // A game code's session has no start page: back is its own code page.
  const home = useGameCodeGame() === null ? '/home' : '/scorer';
  return (
    <div className={classes.header}>
      <Group justify="space-between" wrap="nowrap" mb={6}>
        <ActionIcon component={Link} to={home} size={48} variant="subtle" aria-label={t('back')}>
          <IconArrowLeft />
        </ActionIcon>
        <div style={{ minWidth: 0, textAlign: 'center' }}>
          <Text size="sm" fw={600}>
            #{game.number} · {formatGameDateTime(game.kickoff_time)}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {game.competition.name}
          </Text>
        </div>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          {!state.online && (
            <Badge
              color="yellow.4"
              autoContrast
              variant="filled"
              leftSection={<IconCloudOff size={14} />}
              data-testid="sheet-offline"
            >
              {t('offline')}
            </Badge>
          )}
          <Badge color={color} variant="filled" data-testid="sheet-status">
            {t(`status.${status}`)}
          </Badge>
        </Group>
      </Group>
      <div className={classes.scoreboard}>
        <Text className={classes.teamName} ta="right" data-testid="sheet-home-team">
          {sheet.home.team.name}
        </Text>
        <Text
          className={classes.score}
          data-testid="sheet-score"
          aria-label={t('scoreLabel', { home: state.score.home, away: state.score.away })}
        >
          {state.score.home}:{state.score.away}
        </Text>
        <Text className={classes.teamName} data-testid="sheet-away-team">
          {sheet.away.team.name}
        </Text>
      </div>
      {state.pendingEvents > 0 && (
        <Text
          size="sm"
          ta="center"
          c="dark.9"
          bg="yellow.2"
          fw={700}
          mt={4}
          style={{ borderRadius: 4 }}
          data-testid="sheet-pending-count"
        >
          {t('outbox.pendingEvents', { count: state.pendingEvents })}
        </Text>
      )}
    </div>
  );
}

export function ScoreSheetPage() {
  const { t } = useTranslation('sheet');
  const { gameId } = useParams();
  const id = idOf(gameId);
  const state = useScoreSheet(id);
  const [tab, setTab] = useState<Tab | null>(null);
  usePageTitle(state.sheet ? `${state.sheet.home.team.name} – ${state.sheet.away.team.name}` : t('title'));

  if (id === null || state.notFound) return <NotFoundPage />;
  const { sheet } = state;
  if (!sheet) {
    return (
      <Container py="xl" ta="center">
        <Loader />
      </Container>
    );
  }
  const { game, rights } = sheet;
  const mayConfirm = rights.confirm_home_lineup || rights.confirm_away_lineup;
  // Line-ups first: before the start whoever may edit or confirm one lands on them, not on the start.
  const onLineups = mayConfirm || rights.edit_home_lineup || rights.edit_away_lineup;
  const defaultTab: Tab = game.finished_at ? 'signatures' : !game.started_at && onLineups ? 'lineups' : 'game';
  const current = tab ?? defaultTab;

  return (
    <main className={classes.page} data-testid="score-sheet">
      <VisuallyHidden component="h1">
        {t('heading', { number: game.number, home: sheet.home.team.name, away: sheet.away.team.name })}
      </VisuallyHidden>
      <Scoreboard state={state} />
      <Tabs value={current} onChange={(value) => setTab((value as Tab) ?? 'game')} mt="sm" keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="game" h={52} data-testid="tab-game">
            {t('tabs.game')}
          </Tabs.Tab>
          <Tabs.Tab value="lineups" h={52} data-testid="tab-lineups">
            {t('tabs.lineups')}
          </Tabs.Tab>
          <Tabs.Tab value="signatures" h={52} data-testid="tab-signatures">
            {t('tabs.signatures')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="game">
          <GamePanel state={state} />
        </Tabs.Panel>
        <Tabs.Panel value="lineups">
          <LineupsPanel state={state} initialSide={!rights.confirm_home_lineup && rights.confirm_away_lineup ? 'away' : 'home'} />
        </Tabs.Panel>
        <Tabs.Panel value="signatures">
          <SignaturesPanel state={state} />
          {readsRefereeReport(rights) && <RefereeReportSection state={state} />}
        </Tabs.Panel>
      </Tabs>
      {game.finished_at && (
        <Anchor
          href={urlOf(contract.scoreSheet.document, { params: { gameID: game.id } })}
          target="_blank"
          mt="lg"
          display="inline-flex"
          style={{ alignItems: 'center', gap: 6, minHeight: 48 }}
          data-testid="sheet-pdf"
        >
          <IconFileTypePdf /> {t('pdf')}
        </Anchor>
      )}
    </main>
  );
}
