// The member table's pure helpers: moving, showing and hiding columns, widths within bounds, the keyboard's next cell.
import { clampWidth, moveColumn, nextCell, toggleColumn } from './columns';

const cols = [
  { key: 'email' as const, width: 200 },
  { key: 'tags' as const, width: 120 },
];

describe('columns', () => {
  it('move within the list only', () => {
    expect(moveColumn(cols, 'tags', -1).map((c) => c.key)).toEqual(['tags', 'email']);
    expect(moveColumn(cols, 'email', -1)).toBe(cols);
    expect(moveColumn(cols, 'tags', 1)).toBe(cols);
  });

  it('show at the end, hide, but never the last one', () => {
    expect(toggleColumn(cols, 'id').map((c) => c.key)).toEqual(['email', 'tags', 'id']);
    expect(toggleColumn(cols, 'email').map((c) => c.key)).toEqual(['tags']);
    const one = [cols[0]!];
    expect(toggleColumn(one, 'email')).toBe(one);
  });

  it('widths stay within the bounds the server keeps', () => {
    expect(clampWidth(10)).toBe(60);
    expect(clampWidth(5000)).toBe(800);
    expect(clampWidth(123.4)).toBe(123);
  });
});

describe('nextCell', () => {
  const size = { rows: 3, cols: 4 };
  it('moves by arrow keys and stops at the edges', () => {
    expect(nextCell('ArrowDown', { row: 0, col: 1 }, size)).toEqual({ row: 1, col: 1 });
    expect(nextCell('ArrowDown', { row: 2, col: 1 }, size)).toEqual({ row: 2, col: 1 });
    expect(nextCell('ArrowUp', { row: 0, col: 1 }, size)).toEqual({ row: 0, col: 1 });
    expect(nextCell('ArrowRight', { row: 0, col: 3 }, size)).toEqual({ row: 0, col: 3 });
    expect(nextCell('ArrowLeft', { row: 1, col: 2 }, size)).toEqual({ row: 1, col: 1 });
  });

  it('Home and End within the row, with Ctrl to the first and last cell; other keys are not the table’s', () => {
    expect(nextCell('End', { row: 1, col: 0 }, size)).toEqual({ row: 1, col: 3 });
    expect(nextCell('Home', { row: 1, col: 2 }, size, true)).toEqual({ row: 0, col: 0 });
    expect(nextCell('End', { row: 0, col: 0 }, size, true)).toEqual({ row: 2, col: 3 });
    expect(nextCell('PageDown', { row: 0, col: 0 }, size)).toEqual({ row: 2, col: 0 });
    expect(nextCell('a', { row: 0, col: 0 }, size)).toBeNull();
  });
});
