// The member page's "merge a duplicate" box: the other record's id opens the side-by-side comparison.
import { Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function MergeCard({ personId }: { personId: number }) {
  const { t } = useTranslation('adminAudit');
  const navigate = useNavigate();
  const [other, setOther] = useState('');
  const valid = /^\d{1,10}$/.test(other) && Number(other) !== personId;
  return (
    <Card withBorder padding="sm" data-testid="merge-card">
      <Title order={2} size="h5" mb={4}>
        {t('merge.title')}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {t('merge.hint')}
      </Text>
      <Group gap="xs" align="end">
        <TextInput
          size="xs"
          w={160}
          label={t('merge.otherId')}
          inputMode="numeric"
          value={other}
          onChange={(e) => setOther(e.currentTarget.value.trim())}
        />
        <Button size="xs" disabled={!valid} onClick={() => void navigate(`/admin/members/${personId}/merge/${other}`)}>
          {t('merge.compare')}
        </Button>
      </Group>
    </Card>
  );
}
