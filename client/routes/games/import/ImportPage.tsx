// /games/import (docs/product.md#game-day): a schedule file (CSV or XLSX) is checked first - the preview lists every
// row with its problems, highlighted - and imported only when the whole file is clean. Templates to fill in are
// offered for the chosen competition. A table on a desk, one card per row on a phone.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contract } from '../../../../shared/contract';
import {
  GAME_IMPORT_COLUMNS,
  type GameImportColumnName,
  type GameImportPreviewDTO,
  type GameImportProblemDTO,
  type GameImportRowDTO,
} from '../../../../shared/schemas/games-import';
import { useData } from '../../../api/endpoints';
import { formatGameDateTime } from '../../../lib/datetime';
import { useSaving } from '../../../lib/use-saving';
import { usePageTitle } from '../../../ui/use-page-title';
import { templateUrl, uploadSchedule } from './import-api';

/** More rows than this are not drawn at once (a season of a large league); the problems come first. */
const SHOWN_ROWS = 300;

function useProblemText() {
  const { t } = useTranslation('games');
  return (p: GameImportProblemDTO): string => {
    const where = p.column ? `${t(`import.columns.${p.column}`)}: ` : '';
    if (p.kind === 'fieldDoubleBooked') {
      return (
        where +
        (p.other_row !== null
          ? t('import.problems.fieldDoubleBookedRow', { row: p.other_row })
          : t('import.problems.fieldDoubleBookedGame', { number: p.other_game_number }))
      );
    }
    return where + t(`import.problems.${p.kind}`, { row: p.other_row, number: p.other_game_number });
  };
}

/** What a cell shows: the value the server understood, else what the file says. */
function cellValue(row: GameImportRowDTO, column: GameImportColumnName): string {
  switch (column) {
    case 'number':
      return row.number !== null ? String(row.number) : row.raw.number;
    case 'date':
    case 'time':
      return row.raw[column];
    case 'group':
      return row.group?.name ?? row.raw.group;
    case 'home':
      return row.home_team?.name ?? row.raw.home;
    case 'away':
      return row.away_team?.name ?? row.raw.away;
    case 'field':
      return row.field?.name ?? row.location ?? row.raw.field;
  }
}

const hasProblemIn = (row: GameImportRowDTO, column: GameImportColumnName) => row.problems.some((p) => p.column === column);

const TABLE_COLUMNS: readonly GameImportColumnName[] = ['number', 'group', 'home', 'away', 'field'];

function Kickoff({ row }: { row: GameImportRowDTO }) {
  const bad = hasProblemIn(row, 'date') || hasProblemIn(row, 'time');
  return (
    <Text size="sm" c={bad ? 'red.8' : undefined} fw={bad ? 600 : undefined}>
      {row.kickoff ? formatGameDateTime(row.kickoff) : `${row.raw.date} ${row.raw.time}`.trim() || '–'}
    </Text>
  );
}

function PreviewTable({ rows }: { rows: GameImportRowDTO[] }) {
  const { t } = useTranslation('games');
  const problemText = useProblemText();
  return (
    <Table.ScrollContainer minWidth={900} visibleFrom="sm">
      <Table striped={false} withTableBorder verticalSpacing={6} data-testid="import-preview-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('import.row')}</Table.Th>
            <Table.Th>{t('import.columns.number')}</Table.Th>
            <Table.Th>{t('import.kickoff')}</Table.Th>
            {TABLE_COLUMNS.slice(1).map((c) => (
              <Table.Th key={c}>{t(`import.columns.${c}`)}</Table.Th>
            ))}
            <Table.Th>{t('import.problemsTitle')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const bad = row.problems.length > 0;
            return (
              <Table.Tr
                key={row.row}
                bg={bad ? 'var(--mantine-color-red-light)' : undefined}
                data-testid={`import-row-${row.row}`}
              >
                <Table.Td>{row.row}</Table.Td>
                <Table.Td
                  fw={hasProblemIn(row, 'number') ? 700 : undefined}
                  c={hasProblemIn(row, 'number') ? 'red.8' : undefined}
                >
                  {cellValue(row, 'number') || '–'}
                </Table.Td>
                <Table.Td>
                  <Kickoff row={row} />
                </Table.Td>
                {TABLE_COLUMNS.slice(1).map((c) => (
                  <Table.Td key={c} fw={hasProblemIn(row, c) ? 700 : undefined} c={hasProblemIn(row, c) ? 'red.8' : undefined}>
                    {cellValue(row, c) || '–'}
                  </Table.Td>
                ))}
                <Table.Td>
                  {bad ? (
                    <Stack gap={2}>
                      {row.problems.map((p, i) => (
                        <Text key={i} size="sm" c="red.8">
                          {problemText(p)}
                        </Text>
                      ))}
                    </Stack>
                  ) : (
                    <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-label={t('import.rowOk')} />
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PreviewCards({ rows }: { rows: GameImportRowDTO[] }) {
  const { t } = useTranslation('games');
  const problemText = useProblemText();
  return (
    <Stack gap="xs" hiddenFrom="sm" data-testid="import-preview-cards">
      {rows.map((row) => {
        const bad = row.problems.length > 0;
        return (
          <Card
            key={row.row}
            withBorder
            padding="sm"
            bg={bad ? 'var(--mantine-color-red-light)' : undefined}
            style={bad ? { borderColor: 'var(--mantine-color-red-5)' } : undefined}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                {t('import.rowNumber', { row: row.row })} · {t('import.columns.number')} {cellValue(row, 'number') || '–'}
              </Text>
              {bad ? (
                <Badge color="red" variant="filled" size="sm">
                  {t('import.problemCount', { count: row.problems.length })}
                </Badge>
              ) : (
                <Badge color="green" variant="light" size="sm">
                  {t('import.rowOk')}
                </Badge>
              )}
            </Group>
            <Kickoff row={row} />
            <Text size="sm">
              {cellValue(row, 'home') || '–'} – {cellValue(row, 'away') || '–'}
            </Text>
            <Text size="xs" c="dimmed">
              {[cellValue(row, 'group'), cellValue(row, 'field')].filter(Boolean).join(' · ')}
            </Text>
            {row.problems.map((p, i) => (
              <Text key={i} size="sm" c="red.8" fw={500}>
                {problemText(p)}
              </Text>
            ))}
          </Card>
        );
      })}
    </Stack>
  );
}

function Preview({ preview }: { preview: GameImportPreviewDTO }) {
  const { t } = useTranslation('games');
  const bad = preview.rows.filter((r) => r.problems.length > 0);
  const [filter, setFilter] = useState<'problems' | 'all'>(bad.length > 0 ? 'problems' : 'all');
  const rows = filter === 'problems' ? bad : preview.rows;
  if (preview.missing_columns.length > 0) {
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('import.missingColumnsTitle')}
        data-testid="import-summary"
      >
        {t('import.missingColumns', { columns: preview.missing_columns.map((c) => t(`import.columns.${c}`)).join(', ') })}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {preview.clean ? (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} data-testid="import-summary">
          {t('import.clean', { count: preview.rows.length, season: preview.season.name })}
        </Alert>
      ) : (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} data-testid="import-summary">
          {t('import.notClean', { count: bad.length, total: preview.rows.length })}
        </Alert>
      )}
      {bad.length > 0 && (
        <SegmentedControl
          size="xs"
          w="fit-content"
          value={filter}
          onChange={(v) => setFilter(v as 'problems' | 'all')}
          data={[
            { value: 'problems', label: t('import.showProblems', { count: bad.length }) },
            { value: 'all', label: t('import.showAll', { count: preview.rows.length }) },
          ]}
        />
      )}
      <PreviewTable rows={rows.slice(0, SHOWN_ROWS)} />
      <PreviewCards rows={rows.slice(0, SHOWN_ROWS)} />
      {rows.length > SHOWN_ROWS && (
        <Text size="sm" c="dimmed">
          {t('import.moreRows', { count: rows.length - SHOWN_ROWS })}
        </Text>
      )}
    </Stack>
  );
}

export function ImportPage() {
  const { t } = useTranslation('games');
  usePageTitle(t('import.title'));
  const { data: competitions } = useData(contract.competitions.list, { query: {} });
  const { data: seasons } = useData(contract.seasons.list, {});
  const editable = useMemo(() => (competitions ?? []).filter((c) => c.editable), [competitions]);
  const [competitionId, setCompetitionId] = useState<string | null>(null);
  const [seasonId, setSeasonId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<GameImportPreviewDTO | null>(null);
  const [imported, setImported] = useState<number | null>(null);
  const [checking, whileChecking] = useSaving();
  const [importing, whileImporting] = useSaving();

  const competition = editable.find((c) => String(c.id) === competitionId) ?? (editable.length === 1 ? editable[0] : undefined);
  const season = seasonId ?? (competition?.default_season_id ? String(competition.default_season_id) : null);
  const reset = () => {
    setPreview(null);
    setImported(null);
  };

  const check = () =>
    whileChecking(async () => {
      if (!competition || !file) return;
      setImported(null);
      setPreview(await uploadSchedule(competition.id, season ? Number(season) : null, file, true));
    });
  const runImport = () =>
    whileImporting(async () => {
      if (!competition || !file) return;
      const answer = await uploadSchedule(competition.id, season ? Number(season) : null, file, false);
      if (answer.imported > 0) {
        setPreview(null);
        setFile(null);
        setImported(answer.imported);
      } else setPreview(answer);
    });

  return (
    <Stack gap="md" maw={1200}>
      <Text size="sm" c="dimmed">
        {t('import.intro')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('import.competition')}
          placeholder={t('import.chooseCompetition')}
          data={editable.map((c) => ({ value: String(c.id), label: c.name }))}
          value={competition ? String(competition.id) : null}
          onChange={(v) => {
            setCompetitionId(v);
            setSeasonId(null);
            reset();
          }}
          searchable
          w={{ base: '100%', sm: 320 }}
          data-testid="import-competition"
        />
        <Select
          label={t('import.season')}
          data={(seasons ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={season}
          onChange={(v) => {
            setSeasonId(v);
            reset();
          }}
          w={{ base: '100%', sm: 260 }}
          data-testid="import-season"
        />
      </Group>
      {competition && (
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{t('import.template')}</Text>
          <Anchor href={templateUrl(competition.id, 'xlsx')} size="sm" download>
            <Group gap={4} wrap="nowrap">
              <IconDownload size={14} aria-hidden />
              XLSX
            </Group>
          </Anchor>
          <Anchor href={templateUrl(competition.id, 'csv')} size="sm" download>
            <Group gap={4} wrap="nowrap">
              <IconDownload size={14} aria-hidden />
              CSV
            </Group>
          </Anchor>
        </Group>
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label={t('import.file')}
          placeholder={t('import.chooseFile')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          value={file}
          onChange={(f) => {
            setFile(f);
            reset();
          }}
          clearable
          w={{ base: '100%', sm: 360 }}
          data-testid="import-file"
        />
        <Button onClick={check} loading={checking} disabled={!competition || !file} variant="default">
          {t('import.check')}
        </Button>
        <Button
          onClick={runImport}
          loading={importing}
          disabled={!preview || !preview.clean || preview.rows.length === 0}
          data-testid="import-run"
        >
          {preview?.clean ? t('import.run', { count: preview.rows.length }) : t('import.runDisabled')}
        </Button>
      </Group>
      {imported !== null && (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} data-testid="import-done">
          <Group gap="xs" wrap="wrap">
            <span>{t('import.done', { count: imported })}</span>
            <Anchor component={Link} to="/games/schedule" size="sm">
              {t('import.toSchedule')}
            </Anchor>
          </Group>
        </Alert>
      )}
      {preview && <Preview key={`${preview.rows.length}-${preview.clean}`} preview={preview} />}
      {!competitions ? null : editable.length === 0 && <Text c="dimmed">{t('import.noCompetitions')}</Text>}
      <Text size="xs" c="dimmed">
        {t('import.columnsHelp', { columns: GAME_IMPORT_COLUMNS.map((c) => t(`import.columns.${c}`)).join(', ') })}
      </Text>
    </Stack>
  );
}
