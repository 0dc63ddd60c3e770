// /memberships/{playerID}/switch: a club switch request (the team is cleared), 'Wechsel beantragt!'.
import { Alert, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { CLUB_SEARCH_DEBOUNCE_MS } from '../../../shared/constants';
import { ClubSwitchInput } from '../../../shared/schemas/players';
import { api } from '../../api/endpoints';
import { showSuccess } from '../../ui/toast';
import { useClubSearch } from '../clubs/api';
import { useMembershipContext } from './context';
import { useSchemaForm } from '../../lib/form';
import { useSaving } from '../../lib/use-saving';

type SwitchValues = { club_id: string | null };

/** What PUT /players/{id} gets for a switch: the new club, the team cleared. */
const switchInput = ({ club_id }: SwitchValues) => ({ club_id: club_id === null ? undefined : Number(club_id), team_id: null });
const SwitchForm = z.preprocess((values) => switchInput(values as SwitchValues), ClubSwitchInput);

export function MembershipSwitchPage() {
  const { t } = useTranslation(['clubs', 'errors']);
  const navigate = useNavigate();
  const { membership, update } = useMembershipContext();
  const [search, setSearch] = useState('');
  const form = useSchemaForm<SwitchValues>(SwitchForm, { initialValues: { club_id: null } });
  const clubId = form.getValues().club_id;
  const [label, setLabel] = useState<string | null>(null);
  const [saving, whileSaving] = useSaving();
  const [debounced] = useDebouncedValue(search.trim(), CLUB_SEARCH_DEBOUNCE_MS);
  const { data } = useClubSearch(debounced);

  if (membership.pendingProcess) return <Text c="dimmed">{t('membership.switch.pending')}</Text>;

  // Only clubs of the same association that offer the membership's sport can take the member.
  const options =
    data && !data.tooMany
      ? data.list.data
          .filter(
            (c) =>
              c.id !== membership.club.id &&
              c.association_id === membership.association.association_id &&
              (c.offeredSports ?? []).some((s) => s.id === membership.sport.id),
          )
          .map((c) => ({ value: String(c.id), label: c.city ? `${c.name} (${c.city})` : c.name }))
      : [];
  // The chosen club stays selectable while the search shows other results.
  if (clubId && label && !options.some((o) => o.value === clubId)) options.unshift({ value: clubId, label });

  const submit = async (values: SwitchValues) => {
    await whileSaving(async () => {
      const { data: next } = await api.players.update({
        params: { id: membership.id },
        body: ClubSwitchInput.parse(switchInput(values)),
      });
      showSuccess(t('membership.switch.requested'));
      await update(next);
      await navigate(`/memberships/${membership.id}/profile`);
    });
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md" maw={640}>
        <Title order={2} size="h4">
          {t('membership.switch.title')}
        </Title>
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('membership.switch.text')}
        </Alert>
        <Select
          label={t('membership.switch.club')}
          placeholder={t('membership.switch.clubPlaceholder')}
          required
          searchable
          data={options}
          value={clubId}
          onChange={(value, option) => {
            form.setFieldValue('club_id', value);
            setLabel(option?.label ?? null);
          }}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={data?.tooMany ? t('errors:TooManyResults') : t('membership.switch.nothingFound')}
        />
        <Group>
          <Button type="submit" disabled={!form.isValid()} loading={saving}>
            {t('membership.switch.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
