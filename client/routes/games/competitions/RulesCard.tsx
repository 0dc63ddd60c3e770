// A competition's rules (docs/product.md#game-day): name, kind, default season, standings points and the periods
// (count and length in minutes; the API keeps seconds). Regular play in the statistics follows the periods. The
// licence players must hold on game day and the age class are flagged on the score sheet (docs/product.md#score-sheet);
// the start window, the forfeit score and the abandoned rule decide the game day's rulings. Shots, overtime and
// shootout at the table: docs/decisions/051-goalies-overtime-and-shootout.md.
import {
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contract } from '../../../../shared/contract';
import { CompetitionUpdateInput, type CompetitionDTO } from '../../../../shared/schemas/competitions';
import { api, useData } from '../../../api/endpoints';
import { useSchemaForm } from '../../../lib/form';
import { useSaving } from '../../../lib/use-saving';
import { showSuccess } from '../../../ui/toast';

interface Values extends Record<string, unknown> {
  name: string;
  kind: 'league' | 'tournament';
  default_season_id: string | null;
  points_win: number | string;
  points_tie: number | string;
  points_loss: number | string;
  period_count: number | string;
  period_minutes: number | string;
  required_license_id: string | null;
  start_window_minutes: number | string;
  forfeit_goals: number | string;
  abandoned_rule: 'replay' | 'score_stands';
  min_age: number | string;
  max_age: number | string;
  track_shots: boolean;
  overtime_minutes: number | string;
  shootout: boolean;
}

const num = (v: number | string) => (v === '' ? Number.NaN : Number(v));
const toRequest = (v: Values) => ({
  name: v.name,
  kind: v.kind,
  default_season_id: v.default_season_id ? Number(v.default_season_id) : null,
  points_win: num(v.points_win),
  points_tie: num(v.points_tie),
  points_loss: num(v.points_loss),
  period_count: num(v.period_count),
  period_seconds: Math.round(num(v.period_minutes) * 60),
  required_license_id: v.required_license_id ? Number(v.required_license_id) : null,
  start_window_minutes: num(v.start_window_minutes),
  forfeit_goals: num(v.forfeit_goals),
  abandoned_rule: v.abandoned_rule,
  // An empty bound is no limit.
  min_age: v.min_age === '' ? 0 : Number(v.min_age),
  max_age: v.max_age === '' ? 0 : Number(v.max_age),
  track_shots: v.track_shots,
  overtime_minutes: num(v.overtime_minutes),
  shootout: v.shootout,
});
const schema = z.preprocess((values) => toRequest(values as Values), CompetitionUpdateInput);

const valuesOf = (c: CompetitionDTO): Values => ({
  name: c.name,
  kind: c.kind,
  default_season_id: c.default_season_id === null ? null : String(c.default_season_id),
  points_win: c.points_win,
  points_tie: c.points_tie,
  points_loss: c.points_loss,
  period_count: c.period_count,
  period_minutes: c.period_seconds / 60,
  required_license_id: c.required_license_id === null ? null : String(c.required_license_id),
  start_window_minutes: c.start_window_minutes,
  forfeit_goals: c.forfeit_goals,
  abandoned_rule: c.abandoned_rule,
  min_age: c.min_age,
  max_age: c.max_age,
  track_shots: c.track_shots,
  overtime_minutes: c.overtime_minutes,
  shootout: c.shootout,
});

export function RulesCard({ competition, onSaved }: { competition: CompetitionDTO; onSaved: (c: CompetitionDTO) => void }) {
  const { t } = useTranslation('games');
  const { data: seasons } = useData(contract.seasons.list, {});
  const [saving, whileSaving] = useSaving();
  const form = useSchemaForm<Values>(schema, { initialValues: valuesOf(competition) });
  const readOnly = !competition.editable;
  const save = form.onSubmit((values) =>
    whileSaving(async () => {
      const answer = await api.competitions.update({
        params: { id: competition.id },
        body: CompetitionUpdateInput.parse(toRequest(values)),
      });
      form.setInitialValues(valuesOf(answer.data));
      form.reset();
      onSaved(answer.data);
      showSuccess(t('competitions.saved'));
    }),
  );
  const minutes = num(form.getValues().period_minutes);
  const count = num(form.getValues().period_count);
  return (
    <Card withBorder padding="sm" component="form" onSubmit={save} aria-labelledby="rules-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="rules-title">
          {t('competitions.rules')}
        </Title>
        <TextInput label={t('competitions.name')} required readOnly={readOnly} {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('competitions.kindLabel')}
            </Text>
            <SegmentedControl
              aria-label={t('competitions.kindLabel')}
              disabled={readOnly}
              data={[
                { value: 'league', label: t('competitions.kind.league') },
                { value: 'tournament', label: t('competitions.kind.tournament') },
              ]}
              {...form.getInputProps('kind')}
            />
          </Stack>
          <Select
            label={t('competitions.defaultSeason')}
            clearable
            readOnly={readOnly}
            data={(seasons ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            {...form.getInputProps('default_season_id')}
          />
        </SimpleGrid>
        <div>
          <Text size="sm" fw={500}>
            {t('competitions.periods')}
          </Text>
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput
              label={t('competitions.periodCount')}
              min={1}
              max={10}
              allowDecimal={false}
              readOnly={readOnly}
              {...form.getInputProps('period_count')}
            />
            <NumberInput
              label={t('competitions.periodMinutes')}
              min={1}
              max={120}
              decimalScale={2}
              readOnly={readOnly}
              {...form.getInputProps('period_minutes')}
              error={form.errors.period_seconds ?? form.errors.period_minutes}
            />
          </SimpleGrid>
          {Number.isFinite(minutes * count) && minutes * count > 0 && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('competitions.regularPlay', { minutes: Math.round(minutes * count * 100) / 100 })}
            </Text>
          )}
        </div>
        <div>
          <Text size="sm" fw={500}>
            {t('competitions.points')}
          </Text>
          <SimpleGrid cols={3} spacing="sm">
            {(['win', 'tie', 'loss'] as const).map((result) => (
              <NumberInput
                key={result}
                label={t(`competitions.pointsFor.${result}`)}
                // Three in a row on a phone: "Unentschieden" fits only in the small size.
                styles={{ label: { fontSize: 'var(--mantine-font-size-xs)' } }}
                min={0}
                max={100}
                allowDecimal={false}
                readOnly={readOnly}
                {...form.getInputProps(`points_${result}`)}
              />
            ))}
          </SimpleGrid>
        </div>
        <Select
          label={t('competitions.requiredLicense')}
          description={t('competitions.requiredLicenseHint')}
          placeholder={t('competitions.noRequiredLicense')}
          clearable
          readOnly={readOnly}
          data={competition.license_options.map((l) => ({ value: String(l.id), label: l.name }))}
          {...form.getInputProps('required_license_id')}
        />
        <div>
          <Text size="sm" fw={500}>
            {t('competitions.ageClass')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('competitions.ageClassHint')}
          </Text>
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput
              label={t('competitions.minAge')}
              min={0}
              max={99}
              allowDecimal={false}
              readOnly={readOnly}
              {...form.getInputProps('min_age')}
            />
            <NumberInput
              label={t('competitions.maxAge')}
              min={0}
              max={99}
              allowDecimal={false}
              readOnly={readOnly}
              {...form.getInputProps('max_age')}
            />
          </SimpleGrid>
        </div>
        <div>
          <Text size="sm" fw={500}>
            {t('competitions.gameDay')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label={t('competitions.startWindow')}
              description={t('competitions.startWindowHint')}
              min={0}
              max={1440}
              allowDecimal={false}
              readOnly={readOnly}
              {...form.getInputProps('start_window_minutes')}
            />
            <NumberInput
              label={t('competitions.forfeitGoals')}
              description={t('competitions.forfeitGoalsHint')}
              min={0}
              max={99}
              allowDecimal={false}
              readOnly={readOnly}
              {...form.getInputProps('forfeit_goals')}
            />
          </SimpleGrid>
          <Select
            mt="sm"
            label={t('competitions.abandonedRule')}
            description={t('competitions.abandonedRuleHint')}
            allowDeselect={false}
            readOnly={readOnly}
            data={(['replay', 'score_stands'] as const).map((value) => ({
              value,
              label: t(`competitions.abandonedRules.${value}`),
            }))}
            {...form.getInputProps('abandoned_rule')}
          />
        </div>
        {/* Shots, overtime and shootout at the table. */}
        <div>
          <Text size="sm" fw={500}>
            {t('competitions.extraTime')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
            <NumberInput
              label={t('competitions.overtimeMinutes')}
              description={t('competitions.overtimeHint')}
              min={0}
              max={60}
              allowDecimal={false}
              readOnly={readOnly}
              {...form.getInputProps('overtime_minutes')}
            />
            <Checkbox
              mt={{ sm: 'xl' }}
              label={t('competitions.shootout')}
              disabled={readOnly}
              {...form.getInputProps('shootout', { type: 'checkbox' })}
            />
            <Checkbox
              mt={{ sm: 'xl' }}
              label={t('competitions.trackShots')}
              disabled={readOnly}
              {...form.getInputProps('track_shots', { type: 'checkbox' })}
            />
          </SimpleGrid>
        </div>
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={!form.isDirty()}>
              {t('competitions.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
