// A person's avatar: the stored picture when avatar_state is ok, otherwise their initials.
import { Avatar, type AvatarProps } from '@mantine/core';
import { useState } from 'react';
import { personName } from '../../shared/person-name';
import { avatarUrl } from './avatar-url';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  personId: number;
  firstname: string;
  lastname: string;
  avatarState: 'ok' | 'none';
  /** Changes with each new picture (e.g. SelfDTO.avatar_version), so a replaced picture shows at once. */
  version?: number | null;
}

export function UserAvatar({ personId, firstname, lastname, avatarState, version, ...props }: UserAvatarProps) {
  // Without a version, one timestamp per mount: re-renders reuse the cached picture.
  const [ts] = useState(() => Date.now());
  const src = avatarState === 'ok' ? avatarUrl(personId, version ?? ts) : null;
  const name = personName({ firstname, lastname });
  // Without a picture Mantine derives the initials (and a stable colour) from the name.
  return <Avatar src={src} alt={name} name={name} color="initials" {...props} />;
}
