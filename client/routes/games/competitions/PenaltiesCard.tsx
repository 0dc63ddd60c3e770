// A competition's penalty types (docs/product.md#game-day): kind (technical or personal), name and minutes/seconds a
// player sits out, in the order of the score sheet. Saving sends the whole list, each kept type with its id (fouls on
// score sheets keep pointing at it); a type fouls use offers no delete. The sports' default types show their names in
// the reader's language and keep their key unless renamed.
import { ActionIcon, Button, Card, Group, NumberInput, Select, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  FOUL_KINDS,
  PenaltiesInput,
  type CompetitionDTO,
  type PenaltyTypeChange,
  type PenaltyTypeDTO,
} from '../../../../shared/schemas/competitions';
import { ApiError } from '../../../api/api-error';
import { api } from '../../../api/endpoints';
import { useSchemaForm } from '../../../lib/form';
import { usePenaltyName } from '../../../lib/penalty-name';
import { useSaving } from '../../../lib/use-saving';
import { showSuccess } from '../../../ui/toast';
import classes from './competitions.module.css';

/** A row of the form: what is sent, with what the form keeps beside it (stored name, in use). */
interface Row extends PenaltyTypeChange {
  stored: string | null;
  in_use: boolean;
}

interface Values extends Record<string, unknown> {
  penalties: Row[];
}

export function PenaltiesCard({ competition }: { competition: CompetitionDTO }) {
  const { t } = useTranslation(['games', 'errors']);
  const shownName = usePenaltyName();
  const [saving, whileSaving] = useSaving();
  const [inUseError, setInUseError] = useState(false);
  const valuesOf = (penalties: PenaltyTypeDTO[]): Values => ({
    penalties: penalties.map((p) => ({
      id: p.id,
      kind: p.kind,
      name: shownName(p.name),
      seconds: p.seconds,
      stored: p.name,
      in_use: p.in_use,
    })),
  });
  // What is sent: each row's id, kind, name and seconds; a default type's name as shown goes back as its key, so every
  // reader keeps seeing it in their own language.
  const toRequest = useCallback(
    (values: Values) => ({
      penalties: values.penalties.map((r) => ({
        ...(r.id === undefined ? {} : { id: r.id }),
        kind: r.kind,
        name: r.stored !== null && r.name === shownName(r.stored) ? r.stored : r.name,
        seconds: r.seconds,
      })),
    }),
    [shownName],
  );
  const schema = useMemo(() => z.preprocess((values) => toRequest(values as Values), PenaltiesInput), [toRequest]);
  const form = useSchemaForm<Values>(schema, { initialValues: valuesOf(competition.penalties) });
  const readOnly = !competition.editable;
  const rows = form.getValues().penalties;
  const save = form.onSubmit((values) =>
    whileSaving(async () => {
      setInUseError(false);
      try {
        const answer = await api.competitions.updatePenalties(
          { params: { id: competition.id }, body: toRequest(values) },
          { ownErrors: (error) => error.code === 'PenaltyTypeInUse' },
        );
        form.setInitialValues(valuesOf(answer.data));
        form.reset();
        showSuccess(t('competitions.saved'));
      } catch (error) {
        // A foul was recorded with a type removed here since the page was loaded: said in the card.
        if (error instanceof ApiError && error.code === 'PenaltyTypeInUse') setInUseError(true);
        throw error;
      }
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
            {!readOnly && rows[index]!.in_use && (
              <Tooltip label={t('competitions.penaltyInUse')} multiline w={220}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  mt={6}
                  aria-label={t('competitions.penaltyInUse')}
                  data-testid="penalty-in-use"
                >
                  <IconLock size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            {!readOnly && !rows[index]!.in_use && (
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
        {inUseError && (
          <Text size="sm" c="red" role="alert" data-testid="penalty-in-use-error">
            {t('errors:PenaltyTypeInUse')}
          </Text>
        )}
        {!readOnly && (
          <Group justify="space-between">
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() =>
                form.insertListItem('penalties', { kind: 'personal', name: '', seconds: 120, stored: null, in_use: false })
              }
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
