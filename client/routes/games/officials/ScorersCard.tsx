// The scorers of one game (docs/product.md#score-sheet): persons the league representative names to keep this game's
// score sheet besides those who may anyway; found in the member search of the caller's scope, saved as a whole list
// (PUT /games/{id}/scorers).
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { contract } from '../../../../shared/contract';
import { QUICK_SEARCH_DEBOUNCE_MS } from '../../../../shared/constants';
import { api, urlOf, useData } from '../../../api/endpoints';
import { useSaving } from '../../../lib/use-saving';
import { showSuccess } from '../../../ui/toast';
import { personName } from '../../../../shared/person-name';

interface Scorer {
  person_id: number;
  name: string;
}

export function ScorersCard({ gameId }: { gameId: number }) {
  const { t } = useTranslation('games');
  const sheetInput = { params: { id: gameId } };
  const { data: sheet } = useData(contract.scoreSheet.get, sheetInput);
  // The list being edited; null while it is the stored one.
  const [edited, setScorers] = useState<Scorer[] | null>(null);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), QUICK_SEARCH_DEBOUNCE_MS);
  const { data: found } = useData(
    contract.persons.list,
    query.length >= 2 ? { query: { q: query, page_size: 8, page: 0 } } : null,
  );
  const [saving, whileSaving] = useSaving();

  if (!sheet?.rights.name_scorers) return null;
  const loaded = sheet.scorers.map((s) => s.person_id).join(',');
  const scorers = edited ?? sheet.scorers;
  const chosen = new Set(scorers.map((s) => s.person_id));
  const dirty = scorers.map((s) => s.person_id).join(',') !== loaded;
  const add = (s: Scorer) => {
    setScorers([...scorers, s]);
    setSearch('');
  };
  const save = () =>
    whileSaving(async () => {
      const answer = await api.scoreSheet.scorers({
        params: { id: gameId },
        body: { person_ids: scorers.map((s) => s.person_id) },
      });
      await mutate(urlOf(contract.scoreSheet.get, sheetInput), answer.data, { revalidate: false });
      setScorers(null);
      showSuccess(t('officials.scorers.saved'));
    });

  return (
    <Card withBorder padding="sm" data-testid="scorers-card">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            {t('officials.scorers.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('officials.scorers.hint')}
          </Text>
        </div>
        {scorers.length === 0 ? (
          <Text size="sm" c="dimmed" fs="italic">
            {t('officials.scorers.none')}
          </Text>
        ) : (
          <Group gap={6} data-testid="scorers">
            {scorers.map((s) => (
              <Badge
                key={s.person_id}
                variant="light"
                size="lg"
                tt="none"
                fw={500}
                rightSection={
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    aria-label={t('officials.scorers.remove', { name: s.name })}
                    onClick={() => setScorers(scorers.filter((x) => x.person_id !== s.person_id))}
                  >
                    <IconX size={12} />
                  </ActionIcon>
                }
              >
                {s.name}
              </Badge>
            ))}
          </Group>
        )}
        <TextInput
          label={t('officials.scorers.search')}
          size="xs"
          maw={320}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {query.length >= 2 && found && (
          <Stack gap={4} data-testid="scorer-candidates">
            {found.filter((p) => !chosen.has(p.id)).length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('officials.scorers.noMatch')}
              </Text>
            ) : (
              found
                .filter((p) => !chosen.has(p.id))
                .map((p) => (
                  <UnstyledButton
                    key={p.id}
                    onClick={() => add({ person_id: p.id, name: personName(p) })}
                    aria-label={t('officials.scorers.add', { name: personName(p) })}
                  >
                    <Group gap={6}>
                      <IconPlus size={14} aria-hidden />
                      <Text size="sm">{personName(p)}</Text>
                      {p.memberships[0] && (
                        <Text size="xs" c="dimmed">
                          {p.memberships[0].club.name}
                        </Text>
                      )}
                    </Group>
                  </UnstyledButton>
                ))
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button onClick={save} loading={saving} disabled={!dirty}>
            {t('officials.scorers.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
