// "Meine Daten herunterladen": the ZIP of everything stored about the member, with the note that the full bank
// details need a fresh password entry (the re-login page comes back here).
import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSaving } from '../../lib/use-saving';
import { showSuccess } from '../../ui/toast';
import { downloadDataExport } from './api';

export function DataExportCard() {
  const { t } = useTranslation('privacy');
  const [loading, whileLoading] = useSaving();
  const download = () =>
    whileLoading(async () => {
      await downloadDataExport();
      showSuccess(t('download.started'));
    });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="privacy-download">
      <Stack gap="sm">
        <Title order={2} size="h4" id="privacy-download">
          {t('download.title')}
        </Title>
        <Text size="sm">{t('download.text')}</Text>
        <Text size="sm" c="dimmed">
          {t('download.reAuthHint')}{' '}
          <Anchor component={Link} to="/reLogin?next=%2Fprivacy" size="sm" inline underline="always">
            <IconKey size={14} aria-hidden style={{ verticalAlign: '-2px', marginInlineEnd: 4 }} />
            {t('download.reAuth')}
          </Anchor>
        </Text>
        <div>
          <Button leftSection={<IconDownload size={16} aria-hidden />} loading={loading} onClick={() => void download()}>
            {t('download.button')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
