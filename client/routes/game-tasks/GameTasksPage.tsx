// Open game tasks (docs/product.md#game-tasks): the page GET /game-tasks in a frame whose height follows the resize
// message the framed page posts; only messages of our own origin from that frame count.
import { Card, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { contract } from '../../../shared/contract';
import { urlOf } from '../../api/endpoints';
import { SELF_KEY } from '../../api/hooks';
import { usePageTitle } from '../../ui/use-page-title';
import { frameHeightOf } from './frame-height';

export function GameTasksPage() {
  const { t } = useTranslation('clubs');
  usePageTitle(t('gameTasks.title'));
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(160);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const next = frameHeightOf(event, frame.current?.contentWindow, window.location.origin);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    // The menu badge counts open tasks: fetch it fresh when the list is opened.
    void mutate(SELF_KEY);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <Stack gap="md" maw={880}>
      <div>
        <Title order={1} size="h2">
          {t('gameTasks.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('gameTasks.intro')}
        </Text>
      </div>
      <Card withBorder padding="sm">
        <iframe
          ref={frame}
          src={urlOf(contract.gameTasks.page, {})}
          title={t('gameTasks.frameTitle')}
          style={{ border: 0, width: '100%', height, display: 'block' }}
          data-testid="game-tasks-frame"
        />
      </Card>
    </Stack>
  );
}
