// The club logo with its menu (docs/product.md#club-administration): change or remove, only when the viewer may edit the club.
import { Button, Menu, Stack } from '@mantine/core';
import { useFileDialog } from '@mantine/hooks';
import { IconPhotoEdit, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../toast';
import { ClubLogo } from './ClubLogo';
import { removeClubLogo, uploadClubLogo } from './logo-api';
import { useSaving } from '../../lib/use-saving';

interface LogoMenuProps {
  clubId: number;
  name: string;
  avatarState: 'ok' | 'none';
  editable: boolean;
  onChange: (state: 'ok' | 'none') => void;
}

export function LogoMenu({ clubId, name, avatarState, editable, onChange }: LogoMenuProps) {
  const { t } = useTranslation('adminClubs');
  const [ts, setTs] = useState(() => Date.now());
  const [busy, whileBusy] = useSaving();

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    await whileBusy(async () => {
      setTs(await uploadClubLogo(clubId, file));
      showSuccess(t('logo.uploaded'));
      onChange('ok');
    });
  };
  const dialog = useFileDialog({ accept: 'image/*', multiple: false, resetOnOpen: true, onChange: (f) => void upload(f) });

  const remove = async () => {
    await whileBusy(async () => {
      await removeClubLogo(clubId);
      showSuccess(t('logo.removed'));
      onChange('none');
    });
  };

  const logo = (
    <ClubLogo
      clubId={clubId}
      name={name}
      avatarState={avatarState}
      ts={ts}
      full
      size={64}
      style={{ opacity: busy ? 0.5 : 1 }}
      data-testid="club-logo"
    />
  );
  if (!editable) return logo;
  return (
    <Stack gap={4} align="center" style={{ flexShrink: 0 }}>
      {logo}
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            variant="light"
            size="compact-sm"
            loading={busy}
            leftSection={<IconPhotoEdit size={14} aria-hidden />}
            aria-label={t('logo.menu', { name })}
          >
            {t('logo.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPhotoUp size={16} aria-hidden />} onClick={dialog.open}>
            {avatarState === 'ok' ? t('logo.change') : t('logo.upload')}
          </Menu.Item>
          {avatarState === 'ok' && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void remove()}>
              {t('logo.remove')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Stack>
  );
}
