// A new league or tournament of one of the user's associations (association admins): name, kind, sport (one the
// association offers) and default season; periods, penalties and points start as the sport's defaults
// (shared/game-day.ts) and are changed on the competition's page, which opens after saving.
import { Button, Group, Modal, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mutate } from 'swr';
import { z } from 'zod';
import { contract } from '../../../../shared/contract';
import { CompetitionCreateInput } from '../../../../shared/schemas/competitions';
import { api, urlOf, useData } from '../../../api/endpoints';
import { useSchemaForm } from '../../../lib/form';
import { useSaving } from '../../../lib/use-saving';
import { rememberCompetition } from '../current-competition';
import type { AssociationChoice } from './association-admin';

interface Values extends Record<string, unknown> {
  name: string;
  kind: 'league' | 'tournament';
  association_id: string | null;
  sport_id: string | null;
  default_season_id: string | null;
}

const toRequest = (v: Values) => ({
  name: v.name,
  kind: v.kind,
  association_id: v.association_id ? Number(v.association_id) : undefined,
  sport_id: v.sport_id ? Number(v.sport_id) : undefined,
  default_season_id: v.default_season_id ? Number(v.default_season_id) : null,
});
const schema = z.preprocess((values) => toRequest(values as Values), CompetitionCreateInput);

export function NewCompetitionModal({
  opened,
  associations,
  onClose,
}: {
  opened: boolean;
  associations: AssociationChoice[];
  onClose: () => void;
}) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const [saving, whileSaving] = useSaving();
  const { data: seasons } = useData(contract.seasons.list, opened ? {} : null);
  const { data: lookup } = useData(contract.associations.list, opened ? { query: {} } : null);
  const form = useSchemaForm<Values>(schema, {
    initialValues: {
      name: '',
      kind: 'league',
      association_id: associations.length === 1 ? String(associations[0].id) : null,
      sport_id: null,
      default_season_id: null,
    },
  });
  const values = form.getValues();
  const sports = lookup?.find((a) => String(a.id) === values.association_id)?.sports ?? [];
  const save = form.onSubmit((v) =>
    whileSaving(async () => {
      const answer = await api.competitions.create({ body: CompetitionCreateInput.parse(toRequest(v)) });
      await mutate(urlOf(contract.competitions.list, { query: {} }));
      onClose();
      // Its page first (groups and rules come before a schedule); the schedule then opens at it.
      rememberCompetition(answer.data.id);
      void navigate(`/games/competitions/${answer.data.id}`);
    }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={t('competitions.new')} centered>
      <form onSubmit={save}>
        <Stack gap="sm">
          <TextInput label={t('competitions.name')} required {...form.getInputProps('name')} />
          <SegmentedControl
            aria-label={t('competitions.kindLabel')}
            data={[
              { value: 'league', label: t('competitions.kind.league') },
              { value: 'tournament', label: t('competitions.kind.tournament') },
            ]}
            {...form.getInputProps('kind')}
          />
          <Select
            label={t('competitions.association')}
            required
            data={associations.map((a) => ({ value: String(a.id), label: a.name }))}
            {...form.getInputProps('association_id')}
          />
          <Select
            label={t('competitions.sport')}
            required
            data={sports.map((s) => ({ value: String(s.id), label: s.name }))}
            {...form.getInputProps('sport_id')}
          />
          <Select
            label={t('competitions.defaultSeason')}
            clearable
            data={(seasons ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            {...form.getInputProps('default_season_id')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('competitions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('competitions.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
