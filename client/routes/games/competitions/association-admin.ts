// The associations in which the signed-in user is an association admin (or customer): only there may they create
// competitions and seasons (docs/decisions/022-seasons-and-competitions.md). The server decides; the page only hides
// what it would refuse.
import type { SelfDTO } from '../../../../shared/schemas/self';

export interface AssociationChoice {
  id: number;
  name: string;
}

export function adminAssociations(self: SelfDTO | undefined): AssociationChoice[] {
  const seen = new Map<number, AssociationChoice>();
  for (const rule of self?.roles ?? []) {
    if (rule.target !== 'association' || (rule.role !== 'association-leader' && rule.role !== 'customer')) continue;
    seen.set(rule.target_id, { id: rule.target_id, name: rule.target_name ?? String(rule.target_id) });
  }
  return [...seen.values()];
}
