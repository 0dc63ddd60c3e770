// Follow or stop following a team, league/tournament or game (decision 056): a member's follows on the account, a
// guest's in the browser (client/islands/follows-store.ts); this browser's push subscription follows along. The same
// markup serves a guest's page without the app: the island client/islands/follow.ts wires it from its data-* texts.
import { Anchor, Button, Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { contract } from '../../../shared/contract';
import type { FollowTargetKind } from '../../../shared/schemas/follows';
import { api, useData } from '../../api/endpoints';
import { useSaving } from '../../lib/use-saving';
import { loadFollowsStore, useGuestFollows } from './use-guest-follows';

interface FollowButtonProps {
  target: FollowTargetKind;
  id: number;
  name: string;
  signedIn: boolean;
}

/** The guests' "My teams" page (client/routes/stats/GuestTeamsPage.tsx). */
export const GUEST_TEAMS_PATH = '/stats/my-teams';

export function FollowButton({ target, id, name, signedIn }: FollowButtonProps) {
  const { t } = useTranslation('follows');
  const [saving, whileSaving] = useSaving();
  const guest = useGuestFollows();
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
      } else {
        const store = await loadFollowsStore();
        if (following) store.removeGuestFollow(target, id);
        else store.addGuestFollow({ target, id, name });
      }
      // Only a browser with a push subscription has anything to change: the module comes on the first tap.
      await import('../../lib/follows').then(({ followInPush }) => followInPush(target, id, !following)).catch(() => undefined);
    });

  return (
    <Group
      gap="xs"
      wrap="wrap"
      data-island="follow"
      data-target={target}
      data-id={id}
      data-name={name}
      data-follow={t('follow.follow')}
      data-following={t('follow.following')}
      data-follow-label={t('follow.followName', { name })}
      data-following-label={t('follow.followingName', { name })}
    >
      <Button
        variant="outline"
        size="compact-md"
        leftSection={
          <>
            <IconStar size={16} aria-hidden data-follow-icon="off" display={following ? 'none' : undefined} />
            <IconStarFilled size={16} aria-hidden data-follow-icon="on" display={following ? undefined : 'none'} />
          </>
        }
        aria-pressed={following}
        aria-label={t(following ? 'follow.followingName' : 'follow.followName', { name })}
        loading={saving}
        onClick={() => void toggle()}
        data-testid="follow-button"
      >
        <span data-follow-text>{t(following ? 'follow.following' : 'follow.follow')}</span>
      </Button>
      {/* After a follow: where to choose push notifications, and (for a team) the guest's teams. */}
      <span data-follow-after hidden={!following}>
        <Anchor href="/notifications" size="sm" data-testid="follow-notify">
          {t('follow.notify')}
        </Anchor>
        {target === 'team' && !signedIn && (
          <>
            {' · '}
            <Anchor href={GUEST_TEAMS_PATH} size="sm" data-testid="follow-my-teams">
              {t('follow.myTeams')}
            </Anchor>
          </>
        )}
      </span>
    </Group>
  );
}

/** On the public statistics pages: signed in or not as the root route's loader says (a guest's page has no app). */
export function PublicFollowButton(props: Omit<FollowButtonProps, 'signedIn'>) {
  const signedIn = useMatches().some((m) => (m.loaderData as { has_session?: boolean } | undefined)?.has_session === true);
  return <FollowButton {...props} signedIn={signedIn} />;
}
