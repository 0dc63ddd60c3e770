// A person's picture with its menu (docs/product.md#avatars): the person changes or removes their own picture,
// anybody else may report it. Pictures are re-encoded by the server; the timestamp defeats stale caches.
import { Avatar, Button, Group, Menu, UnstyledButton } from '@mantine/core';
import { useFileDialog } from '@mantine/hooks';
import { IconCamera, IconFlag, IconPhotoEdit, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showSuccess } from '../../ui/toast';
import { avatarUrl, removeAvatar, uploadAvatar } from './avatar-api';
import { useSaving } from '../../lib/use-saving';

interface AvatarMenuProps {
  personId: number;
  name: string;
  avatarState: 'ok' | 'none';
  /** The signed-in user's own picture: change and remove instead of report. */
  own: boolean;
  size?: number;
  /** After an upload or removal, with the new state. */
  /** The new state, and after an upload the new picture's version (its ts), so every copy of it can change. */
  onChange?: (state: 'ok' | 'none', version?: number) => void;
}

export function AvatarMenu({ personId, name, avatarState, own, size = 96, onChange }: AvatarMenuProps) {
  const { t } = useTranslation('member');
  const [ts, setTs] = useState(() => Date.now());
  const [busy, whileBusy] = useSaving();

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    await whileBusy(async () => {
      const uploaded = await uploadAvatar(file);
      const version = Number(new URL(uploaded.avatar_url, window.location.origin).searchParams.get('ts')) || Date.now();
      setTs(version);
      showSuccess(t('avatar.uploaded'));
      onChange?.('ok', version);
    });
  };
  const dialog = useFileDialog({
    accept: 'image/*',
    multiple: false,
    resetOnOpen: true,
    onChange: (files) => void upload(files),
  });

  const remove = async () => {
    await whileBusy(async () => {
      await removeAvatar();
      showSuccess(t('avatar.removed'));
      onChange?.('none');
    });
  };

  const picture = (
    <Avatar
      src={avatarState === 'ok' ? avatarUrl(personId, ts, size > 128) : null}
      alt={avatarState === 'ok' ? t('avatar.alt', { name }) : undefined}
      name={name}
      color="initials"
      size={size}
      radius={size}
      style={{ opacity: busy ? 0.5 : 1 }}
    />
  );
  if (!own && avatarState !== 'ok') return picture;

  return (
    <Group gap="md" wrap="nowrap">
      {picture}
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            variant="light"
            size="compact-md"
            loading={busy}
            leftSection={own ? <IconCamera size={16} aria-hidden /> : <IconFlag size={16} aria-hidden />}
            aria-label={t('avatar.menu', { name })}
          >
            {t('avatar.menuButton')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {own ? (
            <>
              <Menu.Item leftSection={<IconPhotoEdit size={16} aria-hidden />} onClick={dialog.open}>
                {avatarState === 'ok' ? t('avatar.change') : t('avatar.upload')}
              </Menu.Item>
              {avatarState === 'ok' && (
                <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void remove()}>
                  {t('avatar.remove')}
                </Menu.Item>
              )}
            </>
          ) : (
            <ReportItem personId={personId} />
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

function ReportItem({ personId }: { personId: number }) {
  const { t } = useTranslation('member');
  return (
    <Menu.Item component={Link} to={`/report-abuse/${personId}`} leftSection={<IconFlag size={16} aria-hidden />}>
      {t('avatar.report')}
    </Menu.Item>
  );
}

/**
 * Another person's picture in a list (club contacts): the picture itself opens the avatar menu with its one entry
 * for others, reporting it. Only for a picture the viewer sees (avatar_state ok) and never for their own.
 */
export function ReportablePicture({ personId, name, children }: { personId: number; name: string; children: ReactNode }) {
  const { t } = useTranslation('member');
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('avatar.menu', { name })} title={t('avatar.report')} style={{ borderRadius: '50%' }}>
          {children}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <ReportItem personId={personId} />
      </Menu.Dropdown>
    </Menu>
  );
}
