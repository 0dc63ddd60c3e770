// The rectify form's request: only what differs from the member's current name and address is asked for.
import type { RectifyInput } from '../../../shared/schemas/privacy';
import type { SelfDTO } from '../../../shared/schemas/self';

export type RectifyValues = { firstname: string; lastname: string; email: string; note: string };

/** The request: the fields that differ from the current ones (an emptied one too: the schema calls it required). */
export function toRectifyRequest(
  values: RectifyValues,
  current: Pick<SelfDTO, 'firstname' | 'lastname' | 'email'>,
): RectifyInput {
  const request: RectifyInput = {};
  if (values.firstname.trim() !== current.firstname) request.firstname = values.firstname;
  if (values.lastname.trim() !== current.lastname) request.lastname = values.lastname;
  if (values.email.trim().toLowerCase() !== (current.email ?? '').toLowerCase()) request.email = values.email;
  if (values.note.trim()) request.note = values.note;
  return request;
}
