// A saved view as the API shows it (docs/decisions/058-saved-views-and-columns.md).
import type { AnyColumnsDTO, ViewDTO, ViewList } from '../../../shared/schemas/list-views';
import type { PersonOrderBy } from '../../../shared/schemas/persons';
import type { ViewRow } from './list-views';

export function presentView(view: ViewRow, viewerId: number, editable: boolean): ViewDTO {
  return {
    id: view.id,
    list: view.list as ViewList,
    name: view.name,
    association: view.association ? { id: view.association.id, name: view.association.name } : null,
    rql: view.rql,
    q: view.q,
    order_by: view.orderBy as PersonOrderBy,
    order_by_desc: view.orderDesc,
    columns: (view.columns as AnyColumnsDTO | null) ?? null,
    editable,
    mine: view.ownerId === viewerId,
  };
}
