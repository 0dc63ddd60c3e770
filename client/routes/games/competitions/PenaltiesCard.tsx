// A competition's penalty types (docs/product.md#game-day): kind (technical or personal), name and minutes/seconds a
// player sits out, in the order of the score sheet. Saving replaces the whole list.
import { ActionIcon, Button, Card, Group, NumberInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FOUL_KINDS, PenaltiesInput, type CompetitionDTO, type PenaltyTypeInput } from '../../../../shared/schemas/competitions';
import { api } from '../../../api/endpoints';
import { useSchemaForm } from '../../../lib/form';
import { useSaving } from '../../../lib/use-saving';
import { showSuccess } from '../../../ui/toast';
import classes from './competitions.module.css';

interface Values extends Record<string, unknown> {
  penalties: PenaltyTypeInput[];
}

const valuesOf = (c: Pick<CompetitionDTO, 'penalties'>): Values => ({
  penalties: c.penalties.map((p) => ({ kind: p.kind, name: p.name, seconds: p.seconds })),
});

export function PenaltiesCard({ competition }: { competition: CompetitionDTO }) {
  const { t } = useTranslation('games');
  const [saving, whileSaving] = useSaving();
  const form = useSchemaForm<Values>(PenaltiesInput, { initialValues: valuesOf(competition) });
  const readOnly = !competition.editable;
  const rows = form.getValues().penalties;
  const save = form.onSubmit((values) =>
    whileSaving(async () => {
      const answer = await api.competitions.updatePenalties({ params: { id: competition.id }, body: values });
      form.setInitialValues(valuesOf({ penalties: answer.data }));
      form.reset();
      showSuccess(t('competitions.saved'));
    }),
  );
  const listError = typeof form.errors.penalties === 'string' ? form.errors.penalties : null;
  return (
    <Card withBorder padding="sm" component="form" onSubmit={save} aria-labelledby="penalties-title">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" id="penalties-title">
            {t('competitions.penalties')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('competitions.penaltiesIntro')}
          </Text>
        </div>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('competitions.noPenalties')}
          </Text>
        )}
        {rows.map((_, index) => (
          <div key={index} className={classes.penaltyRow} data-testid="penalty-row">
            <Select
              aria-label={t('competitions.penaltyKind')}
              readOnly={readOnly}
              allowDeselect={false}
              data={FOUL_KINDS.map((kind) => ({ value: kind, label: t(`competitions.foulKind.${kind}`) }))}
              {...form.getInputProps(`penalties.${index}.kind`)}
            />
            <TextInput
              aria-label={t('competitions.penaltyName')}
              placeholder={t('competitions.penaltyName')}
              className={classes.penaltyName}
              readOnly={readOnly}
              {...form.getInputProps(`penalties.${index}.name`)}
            />
            <NumberInput
              aria-label={t('competitions.penaltySeconds')}
              min={0}
              max={3600}
              allowDecimal={false}
              suffix=" s"
              readOnly={readOnly}
              {...form.getInputProps(`penalties.${index}.seconds`)}
            />
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={6}
                aria-label={t('competitions.removePenalty')}
                onClick={() => form.removeListItem('penalties', index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </div>
        ))}
        {listError && (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        )}
        {!readOnly && (
          <Group justify="space-between">
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => form.insertListItem('penalties', { kind: 'personal', name: '', seconds: 120 })}
            >
              {t('competitions.addPenalty')}
            </Button>
            <Button type="submit" loading={saving} disabled={!form.isDirty()}>
              {t('competitions.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
