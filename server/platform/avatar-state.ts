// What a profile picture is to a viewer (shown, or none): a pure rule that presenters use.
/** What others see: a reported picture counts as none until an admin handles the report; the owner still sees it. */
export function avatarStateFor(person: { id: number; avatarId: number | null; avatarHidden: boolean }, viewerId: number | null) {
  if (!person.avatarId) return 'none' as const;
  return person.avatarHidden && person.id !== viewerId ? ('none' as const) : ('ok' as const);
}
