// Who may use, change and share a saved view of an admin list (docs/decisions/058-saved-views-and-columns.md).
import { coversAssociation, type Access } from '../access';

export interface ViewOwnership {
  ownerId: number | null;
  associationId: number | null;
}

/** Shared with an association where the viewer holds persons.list (an association admin there). */
function sharedWithViewer(access: Access, view: ViewOwnership): boolean {
  return view.associationId !== null && coversAssociation(access, 'persons.list', view.associationId);
}

/** The viewer's own view, or one shared with their association. */
export function mayUseView(access: Access, view: ViewOwnership): boolean {
  return view.ownerId === access.personId || sharedWithViewer(access, view);
}

/** The owner changes and deletes a view; a shared view whose owner was erased, any admin it is shared with. */
export function mayChangeView(access: Access, view: ViewOwnership): boolean {
  return view.ownerId === access.personId || (view.ownerId === null && sharedWithViewer(access, view));
}

/**
 * A view is shared with the admins of one association, by someone who holds persons.list on all of it: a club's
 * representative keeps their views to themselves.
 */
export function mayShareWith(access: Access, associationId: number): boolean {
  return coversAssociation(access, 'persons.list', associationId);
}

/** The associations the viewer may share a view with, and whose shared views they see. */
export function shareTargets(access: Access): number[] {
  return [...access.scope('persons.list').associations];
}
