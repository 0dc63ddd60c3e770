// A club's logo: the stored image when avatarState is ok (thumbnail in lists), otherwise the club's initials.
import { Avatar, type AvatarProps } from '@mantine/core';
import { useState } from 'react';
import { contract } from '../../../shared/contract';
import { urlOf } from '../../api/endpoints';

interface ClubLogoProps extends Omit<AvatarProps, 'src'> {
  clubId: number;
  name: string;
  avatarState: 'ok' | 'none';
  /** The large picture (details page) instead of the thumbnail. */
  full?: boolean;
  /** Cache stamp after an upload; otherwise one per mount. */
  ts?: number;
  /** The club's name by default; "" where the name stands beside the logo. */
  alt?: string;
}

export const clubLogoUrl = (clubId: number, ts: number, full = false) =>
  urlOf(contract.clubs.logo, { params: { id: clubId }, query: { ...(full ? {} : { thumbnail: '' }), ts } });

export function ClubLogo({ clubId, name, avatarState, full = false, ts, alt = name, ...props }: ClubLogoProps) {
  const [mounted] = useState(() => Date.now());
  return (
    <Avatar
      src={avatarState === 'ok' ? clubLogoUrl(clubId, ts ?? mounted, full) : null}
      alt={alt}
      name={name}
      color="initials"
      radius="sm"
      imageProps={{ style: { objectFit: 'contain' } }}
      {...props}
    />
  );
}
