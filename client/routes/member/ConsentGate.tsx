// Consent gate (docs/product.md#consent-gate): while terms wait for the user's consent, the menu and the page give way to this
// form. 'Save and continue' stays disabled until every checkbox is ticked; per term the first one is recorded.
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
// Rendered inside the member frame before any page of the area loaded (client/styles-full.ts).
import '../../styles-full';
import { IconChartBar, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import useSWR from 'swr';
import type { TermDTO } from '../../../shared/schemas/terms';
import { api } from '../../api/endpoints';
import { useSelf } from '../../api/hooks';
import type { SelfDTO as Self } from '../../../shared/schemas/self';
import { currentLanguage } from '../../i18n';
import { PageLoader } from '../../ui/PageLoader';
import { showSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';
import { TermCheckboxes, allTicked } from './TermCheckboxes';
import { TermText } from './TermText';
import { fetchTerm } from './terms-api';
import { useSaving } from '../../lib/use-saving';
import { useSignOut } from '../../layouts/use-sign-out';

async function loadTerms([, ids, language]: [string, string, string]): Promise<TermDTO[]> {
  return Promise.all(ids.split(',').map((id) => fetchTerm(Number(id), language)));
}

export function ConsentGate({ self }: { self: Self }) {
  const { t } = useTranslation(['member', 'menu']);
  const { signOut, warning } = useSignOut();
  usePageTitle(t('consent.title'));
  const { mutate } = useSelf();
  const language = currentLanguage();
  const ids = self.terms_requiring_consent.join(',');
  const { data: terms } = useSWR(['consent-gate', ids, language] as [string, string, string], loadTerms);
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const [saving, whileSaving] = useSaving();

  if (!terms) return <PageLoader />;
  const valid = allTicked(terms, ticked, t('consent.defaultCheckbox'));

  const save = async () => {
    const done = await whileSaving(async () => {
      const { data: updated } = await api.terms.consent({
        body: { consents: terms.map((term) => ({ id: term.id, version: term.version })) },
      });
      showSuccess(t('consent.thanks'));
      await mutate(updated, { revalidate: false });
    });
    if (!done) {
      // A newer version meanwhile (409) or an expired session: the central handler told the user.
      await mutate();
    }
  };

  return (
    <Stack gap="md" maw={760} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('consent.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('consent.intro')}
        </Text>
        {/* The gate is not a trap: the public statistics stay open, and signing out is always possible. */}
        <Group gap="lg" mt="xs" data-testid="consent-way-out">
          <Anchor component={Link} to="/stats" size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <IconChartBar size={16} aria-hidden />
              {t('menu:stats')}
            </Group>
          </Anchor>
          <Anchor component={Link} to="/logout" onClick={signOut} size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <IconLogout size={16} aria-hidden />
              {t('menu:logout')}
            </Group>
          </Anchor>
          {warning}
        </Group>
      </div>
      {terms.map((term) => (
        <Card key={term.id} withBorder padding="lg">
          <Stack gap="md">
            <TermText term={term} maxHeight={360} />
            <TermCheckboxes
              term={term}
              ticked={ticked}
              onChange={(key, value) => setTicked((old) => ({ ...old, [key]: value }))}
            />
          </Stack>
        </Card>
      ))}
      <Button size="md" disabled={!valid} loading={saving} onClick={() => void save()} style={{ alignSelf: 'flex-end' }}>
        {t('consent.submit')}
      </Button>
    </Stack>
  );
}
