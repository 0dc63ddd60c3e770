// Club search (docs/product.md#clubs-and-joining): a quick search with 500 ms debounce, 50 per page, and the warning above 50 results.
import { Alert, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CLUB_SEARCH_DEBOUNCE_MS } from '../../../shared/constants';
import { ClubLogo } from '../../ui/clubs/ClubLogo';
import { usePageTitle } from '../../ui/use-page-title';
import { useClubSearch } from './api';

export function ClubSearchPage() {
  const { t } = useTranslation(['clubs', 'errors']);
  usePageTitle(t('search.title'));
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), CLUB_SEARCH_DEBOUNCE_MS);
  const { data, isLoading } = useClubSearch(debounced);

  return (
    <Stack gap="md" maw={1200}>
      <div>
        <Title order={1} size="h2">
          {t('search.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('search.intro')}
        </Text>
      </div>
      <TextInput
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={isLoading ? <Loader size="xs" /> : null}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        type="search"
        size="md"
        maxLength={120}
      />
      {data?.tooMany && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} role="status">
          {t('errors:TooManyResults')}
        </Alert>
      )}
      {data && !data.tooMany && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('search.count', { count: data.list.meta.total_results })}
          </Text>
          {data.list.data.length === 0 ? (
            <Text c="dimmed">{t('search.empty')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.list.data.map((club) => (
                <li key={club.id}>
                  <Card withBorder padding="sm" component={Link} to={`/clubs/${club.id}`}>
                    <Group wrap="nowrap" gap="sm">
                      <ClubLogo clubId={club.id} name={club.name} avatarState={club.avatarState} alt="" />
                      <div style={{ minWidth: 0 }}>
                        <Text fw={600} truncate>
                          {club.name}
                        </Text>
                        <Group gap={4} mt={2}>
                          {club.city && (
                            <Text size="sm" c="dimmed" mr={4}>
                              {club.city}
                            </Text>
                          )}
                          {club.offeredSports?.map((s) => (
                            <Badge key={s.id} size="xs" variant="light">
                              {s.name}
                            </Badge>
                          ))}
                        </Group>
                      </div>
                    </Group>
                  </Card>
                </li>
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}
