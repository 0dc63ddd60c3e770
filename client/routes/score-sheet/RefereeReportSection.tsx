// The referees' report on the sheet (docs/decisions/047-referee-report.md): a form for the game's referees until the
// lock, read-only for the league with its PDF; nothing for anyone else (the server answers them 403).
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconFileTypePdf, IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { z } from 'zod';
import { contract } from '../../../shared/contract';
import {
  INCIDENT_KINDS,
  REFEREE_REPORT_MAX_INCIDENTS,
  REFEREE_REPORT_MAX_TEXT,
  RefereeReportInput,
  type IncidentKind,
  type RefereeIncident,
  type RefereeReportDTO,
} from '../../../shared/schemas/score-sheet';
import { ApiError } from '../../api/api-error';
import { api, call, urlOf } from '../../api/endpoints';
import { formatDateTime } from '../../lib/datetime';
import { useSchemaForm } from '../../lib/form';
import { useSaving } from '../../lib/use-saving';
import { showSuccess } from '../../ui/toast';
import type { ScoreSheetState } from './use-score-sheet';

/** An incident as the form holds it: an empty number field is ''. */
interface IncidentRow {
  period: number | '';
  minute: number | '';
  kind: IncidentKind;
  text: string;
}

interface Values extends Record<string, unknown> {
  text: string;
  incidents: IncidentRow[];
}

const toRequest = (values: Values): RefereeReportInput => ({
  text: values.text,
  incidents: values.incidents.map((i) => ({
    period: i.period === '' ? null : i.period,
    minute: i.minute === '' ? null : i.minute,
    kind: i.kind,
    text: i.text,
  })),
});

const schema = z.preprocess((values) => toRequest(values as Values), RefereeReportInput);

const valuesOf = (report: RefereeReportDTO): Values => ({
  text: report.text,
  incidents: report.incidents.map((i) => ({ period: i.period ?? '', minute: i.minute ?? '', kind: i.kind, text: i.text })),
});

/** Period and minute as far as the referee gave them. */
function useWhen() {
  const { t } = useTranslation('sheet');
  return (i: Pick<RefereeIncident, 'period' | 'minute'>) =>
    i.period !== null && i.minute !== null
      ? t('report.when', { period: i.period, minute: i.minute })
      : i.period !== null
        ? t('report.whenPeriod', { period: i.period })
        : i.minute !== null
          ? t('report.whenMinute', { minute: i.minute })
          : null;
}

function Updated({ report }: { report: RefereeReportDTO }) {
  const { t } = useTranslation('sheet');
  if (!report.updated_at) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="referee-report-updated">
      {t('report.updated', { name: report.updated_by ?? '–', at: formatDateTime(report.updated_at) })}
    </Text>
  );
}

function ReportView({ report }: { report: RefereeReportDTO }) {
  const { t } = useTranslation('sheet');
  const when = useWhen();
  if (!report.updated_at) {
    return (
      <Text size="sm" c="dimmed">
        {t('report.noReport')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Updated report={report} />
      {report.text && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="referee-report-text">
          {report.text}
        </Text>
      )}
      <Title order={4} size="h6">
        {t('report.incidents')}
      </Title>
      {report.incidents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('report.noIncidents')}
        </Text>
      ) : (
        <Stack gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {report.incidents.map((i, index) => (
            <Paper key={index} component="li" withBorder p="xs" data-testid="referee-report-incident">
              <Group gap={8} mb={4}>
                <Badge variant="light" color="dark">
                  {t(`report.kinds.${i.kind}`)}
                </Badge>
                {when(i) && (
                  <Text size="xs" c="dimmed">
                    {when(i)}
                  </Text>
                )}
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {i.text}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ReportForm({
  gameId,
  report,
  onSaved,
}: {
  gameId: number;
  report: RefereeReportDTO;
  onSaved: (next?: RefereeReportDTO) => void;
}) {
  const { t } = useTranslation('sheet');
  const [saving, whileSaving] = useSaving();
  const form = useSchemaForm<Values>(schema, { initialValues: valuesOf(report) });
  const rows = form.getValues().incidents;
  const kinds = INCIDENT_KINDS.map((kind) => ({ value: kind, label: t(`report.kinds.${kind}`) }));
  const save = form.onSubmit((values) =>
    whileSaving(async () => {
      try {
        const answer = await api.scoreSheet.saveRefereeReport({ params: { id: gameId }, body: toRequest(values) });
        showSuccess(t('report.saved'));
        onSaved(answer.data);
      } catch (error) {
        // Locked meanwhile: the central handler has said so; the report is read again, now read-only.
        if (error instanceof ApiError && error.code === 'SheetLocked') onSaved();
        throw error;
      }
    }),
  );
  return (
    <form onSubmit={save} noValidate data-testid="referee-report-form">
      <Stack gap="sm">
        <Updated report={report} />
        <Textarea
          label={t('report.text')}
          size="md"
          autosize
          minRows={4}
          maxRows={16}
          maxLength={REFEREE_REPORT_MAX_TEXT}
          data-testid="referee-report-text-input"
          {...form.getInputProps('text')}
        />
        <Title order={4} size="h6">
          {t('report.incidents')}
        </Title>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('report.noIncidents')}
          </Text>
        )}
        {rows.map((_, index) => (
          <Paper
            key={index}
            withBorder
            p="xs"
            component="fieldset"
            aria-label={t('report.incident', { n: index + 1 })}
            data-testid="referee-report-incident-row"
            style={{ margin: 0 }}
          >
            <Group gap="xs" align="flex-end" wrap="wrap">
              <NumberInput
                label={t('report.period')}
                w={96}
                min={1}
                max={20}
                allowDecimal={false}
                allowNegative={false}
                size="md"
                {...form.getInputProps(`incidents.${index}.period`)}
              />
              <NumberInput
                label={t('report.minute')}
                w={96}
                min={0}
                max={300}
                allowDecimal={false}
                allowNegative={false}
                size="md"
                {...form.getInputProps(`incidents.${index}.minute`)}
              />
              <Select
                label={t('report.kind')}
                data={kinds}
                allowDeselect={false}
                size="md"
                style={{ flex: '1 1 160px' }}
                {...form.getInputProps(`incidents.${index}.kind`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size={42}
                aria-label={t('report.removeIncident')}
                onClick={() => form.removeListItem('incidents', index)}
              >
                <IconTrash size={20} aria-hidden />
              </ActionIcon>
            </Group>
            <Textarea
              mt="xs"
              label={t('report.incidentText')}
              autosize
              minRows={2}
              maxLength={1000}
              size="md"
              {...form.getInputProps(`incidents.${index}.text`)}
            />
          </Paper>
        ))}
        <Button
          variant="light"
          size="md"
          leftSection={<IconPlus size={18} aria-hidden />}
          disabled={rows.length >= REFEREE_REPORT_MAX_INCIDENTS}
          onClick={() =>
            form.insertListItem('incidents', { period: '', minute: '', kind: 'other', text: '' } satisfies IncidentRow)
          }
          style={{ alignSelf: 'flex-start' }}
          data-testid="referee-report-add"
        >
          {t('report.addIncident')}
        </Button>
        <Button type="submit" size="lg" loading={saving} data-testid="referee-report-save">
          {t('report.save')}
        </Button>
      </Stack>
    </form>
  );
}

export function RefereeReportSection({ state }: { state: ScoreSheetState }) {
  const { t } = useTranslation('sheet');
  const sheet = state.sheet!;
  const { game } = sheet;
  const input = { params: { id: game.id } };
  // Whoever may not read the report gets 403: the section is not there for them (no toast, no redirect).
  const { data: report, mutate } = useSWR<RefereeReportDTO | null, ApiError>(
    urlOf(contract.scoreSheet.refereeReport, input),
    async () => {
      try {
        return (await call(contract.scoreSheet.refereeReport, input, { ownErrors: (e) => e.status === 403 })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return null;
        throw error;
      }
    },
    { shouldRetryOnError: false },
  );
  if (!report) return null;
  // A referee reads the report without the form only once the sheet is locked (the server's `editable` says so).
  const lockedForReferee = !report.editable && sheet.rights.sign_as_referee;
  return (
    <section aria-labelledby="referee-report-title" data-testid="referee-report">
      <Stack gap="sm" mt="xl">
        <div>
          <Title order={3} size="h5" id="referee-report-title">
            {t('report.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('report.intro')}
          </Text>
        </div>
        {lockedForReferee && (
          <Alert color="gray" variant="light" icon={<IconLock />}>
            {t('report.locked')}
          </Alert>
        )}
        {report.editable ? (
          <ReportForm
            key={report.updated_at ?? 'new'}
            gameId={game.id}
            report={report}
            onSaved={(next) => void (next ? mutate(next, { revalidate: false }) : mutate())}
          />
        ) : (
          <ReportView report={report} />
        )}
        {game.finished_at && (
          <Anchor
            href={urlOf(contract.scoreSheet.leagueDocument, input)}
            target="_blank"
            display="inline-flex"
            style={{ alignItems: 'center', gap: 6, minHeight: 48 }}
            data-testid="referee-report-pdf"
          >
            <IconFileTypePdf aria-hidden /> {t('report.pdf')}
          </Anchor>
        )}
      </Stack>
    </section>
  );
}
