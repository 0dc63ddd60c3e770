// Follow or stop following a team, league/tournament or game (decision 056): a member's follows on the account, a
// guest's in the browser (client/lib/follows-store.ts); this browser's push subscription follows along.
import { Button } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../shared/contract';
import type { FollowTargetKind } from '../../../shared/schemas/follows';
import { api, useData } from '../../api/endpoints';
import { addGuestFollow, guestFollows, onGuestFollowsChange, removeGuestFollow } from '../../lib/follows-store';
import { followInPush } from '../../lib/push';
import { useSaving } from '../../lib/use-saving';

interface FollowButtonProps {
  target: FollowTargetKind;
  id: number;
  name: string;
  signedIn: boolean;
}

export function FollowButton({ target, id, name, signedIn }: FollowButtonProps) {
  const { t } = useTranslation('follows');
  const [saving, whileSaving] = useSaving();
  const guest = useSyncExternalStore(onGuestFollowsChange, guestFollows, () => []);
  const member = useData(contract.follows.list, signedIn ? {} : null);
  const own = signedIn ? member.data?.find((f) => f.target === target && f.id === id) : undefined;
  const following = signedIn ? own !== undefined : guest.some((f) => f.target === target && f.id === id);
  // An own team is followed without asking and cannot be dropped (decision 056).
  if (own?.implicit) return null;
  if (signedIn && !member.data) return null;

  const toggle = () =>
    whileSaving(async () => {
      if (signedIn) {
        if (following) await api.follows.unfollow({ params: { target, id } });
        else await api.follows.follow({ body: { target, id, mail_events: [] } });
        await member.mutate();
      } else if (following) removeGuestFollow(target, id);
      else addGuestFollow({ target, id, name });
      await followInPush(target, id, !following).catch(() => undefined);
    });

  return (
    <Button
      variant={following ? 'light' : 'outline'}
      size="compact-md"
      leftSection={following ? <IconStarFilled size={16} aria-hidden /> : <IconStar size={16} aria-hidden />}
      aria-pressed={following}
      aria-label={t(following ? 'follow.unfollowName' : 'follow.followName', { name })}
      loading={saving}
      onClick={() => void toggle()}
      data-testid="follow-button"
    >
      {t(following ? 'follow.following' : 'follow.follow')}
    </Button>
  );
}
