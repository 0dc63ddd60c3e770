// Report a person's picture (/report-abuse/{personID}, docs/product.md#avatars): it is hidden until an admin handles it.
import { Alert, Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSelf } from '../../api/hooks';
import { parseRouteId } from '../../api/resource';
import { showSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';
import { avatarUrl, reportAvatar } from './avatar-api';
import { useSaving } from '../../lib/use-saving';

export function ReportAbusePage() {
  const { t } = useTranslation('member');
  usePageTitle(t('reportAbuse.title'));
  const navigate = useNavigate();
  const personId = parseRouteId(useParams().personID);
  const { data: self } = useSelf();
  const [ts] = useState(() => Date.now());
  const [pictureMissing, setPictureMissing] = useState(false);
  const [sending, whileSending] = useSaving();
  const own = personId !== null && self?.id === personId;

  const send = async () => {
    if (personId === null) return;
    await whileSending(async () => {
      await reportAvatar(personId);
      showSuccess(t('reportAbuse.thanks'));
      await navigate('/home');
    });
  };

  return (
    <Stack gap="md" maw={560}>
      <div>
        <Title order={1} size="h2">
          {t('reportAbuse.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('reportAbuse.intro')}
        </Text>
      </div>
      <Card withBorder padding="lg">
        <Stack gap="md" align="center">
          {personId !== null && !pictureMissing ? (
            <Avatar
              src={avatarUrl(personId, ts, true)}
              size={160}
              radius="md"
              alt={t('reportAbuse.pictureAlt')}
              imageProps={{ onError: () => setPictureMissing(true) }}
            />
          ) : (
            <Alert color="gray" w="100%">
              {t('reportAbuse.noPicture')}
            </Alert>
          )}
          {own && (
            <Alert color="orange" w="100%">
              {t('reportAbuse.own')}
            </Alert>
          )}
        </Stack>
      </Card>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate(-1)}>
          {t('reportAbuse.cancel')}
        </Button>
        <Button
          color="red"
          leftSection={<IconFlag size={16} aria-hidden />}
          loading={sending}
          disabled={personId === null || pictureMissing || own}
          onClick={() => void send()}
        >
          {t('reportAbuse.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
