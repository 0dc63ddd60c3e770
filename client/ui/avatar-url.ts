// The address of a person's picture (GET /persons/{id}/avatar) for img src.
import { contract } from '../../shared/contract';
import { urlOf } from '../api/endpoints';

/** The thumbnail, or the `full` size; `ts` changes with each new picture so that no cache keeps the old one. */
export const avatarUrl = (personId: number, ts: number, full = false) =>
  urlOf(contract.persons.avatar, { params: { id: personId }, query: { full: full ? 'true' : undefined, ts } });
