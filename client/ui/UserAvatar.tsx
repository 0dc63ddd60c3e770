// A person's avatar: the stored picture when avatar_state is ok, otherwise their initials.
import { Avatar, type AvatarProps } from '@mantine/core';
import { useState } from 'react';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  personId: number;
  firstname: string;
  lastname: string;
  avatarState: 'ok' | 'none';
}

export function UserAvatar({ personId, firstname, lastname, avatarState, ...props }: UserAvatarProps) {
  // One timestamp per mount: a new picture shows after an upload, yet re-renders reuse the cached one.
  const [ts] = useState(() => Date.now());
  const src = avatarState === 'ok' ? `/api/persons/${personId}/avatar?ts=${ts}` : null;
  const name = `${firstname} ${lastname}`;
  // Without a picture Mantine derives the initials (and a stable colour) from the name.
  return <Avatar src={src} alt={name} name={name} color="initials" {...props} />;
}
