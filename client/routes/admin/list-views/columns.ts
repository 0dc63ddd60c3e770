// The member table's pure rules: moving, showing and hiding columns, widths within the server's bounds, and which
// cell a key moves to.
import { VIEW_LIMITS } from '../../../../shared/schemas/list-views';

type Col<K extends string> = { key: K; width: number };

const DEFAULT_WIDTH = 160;

/** The columns with `key` moved by `step` places (kept inside the list). */
export function moveColumn<K extends string>(columns: Col<K>[], key: K, step: -1 | 1): Col<K>[] {
  const from = columns.findIndex((c) => c.key === key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= columns.length) return columns;
  const next = [...columns];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The columns with `key` shown (at the end) or hidden; the last one always stays. */
export function toggleColumn<K extends string>(columns: Col<K>[], key: K): Col<K>[] {
  if (columns.some((c) => c.key === key)) return columns.length > 1 ? columns.filter((c) => c.key !== key) : columns;
  return [...columns, { key, width: DEFAULT_WIDTH }];
}

/** A width within the bounds the server keeps. */
export const clampWidth = (width: number) =>
  Math.round(Math.min(VIEW_LIMITS.columnWidth.max, Math.max(VIEW_LIMITS.columnWidth.min, width)));

/** The cell to move to from (row, col) for a key, or null for a key the table does not handle. */
export function nextCell(
  key: string,
  at: { row: number; col: number },
  size: { rows: number; cols: number },
  ctrl = false,
): { row: number; col: number } | null {
  const clamp = (n: number, max: number) => Math.max(0, Math.min(max - 1, n));
  switch (key) {
    case 'ArrowDown':
      return { row: clamp(at.row + 1, size.rows), col: at.col };
    case 'ArrowUp':
      return { row: clamp(at.row - 1, size.rows), col: at.col };
    case 'ArrowRight':
      return { row: at.row, col: clamp(at.col + 1, size.cols) };
    case 'ArrowLeft':
      return { row: at.row, col: clamp(at.col - 1, size.cols) };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return ctrl ? { row: size.rows - 1, col: size.cols - 1 } : { row: at.row, col: size.cols - 1 };
    case 'PageDown':
      return { row: clamp(at.row + 10, size.rows), col: at.col };
    case 'PageUp':
      return { row: clamp(at.row - 10, size.rows), col: at.col };
    default:
      return null;
  }
}
