// The authorization table as the Markdown table of docs/security.md (between the two markers below).
import { AUTHORIZATION_TABLE, COLUMNS, cellsOf } from './authorization-table';

export const MATRIX_START = '<!-- authorization-matrix:start (generated from test/security/authorization-table.ts) -->';
export const MATRIX_END = '<!-- authorization-matrix:end -->';

const show = (cell: string) => cell.replace('+', ' sees').replace('-', ' none');

export function renderMatrixMarkdown(): string {
  const header = `| endpoint | ${COLUMNS.map((c) => c.title).join(' | ')} |`;
  const rule = `| --- | ${COLUMNS.map(() => '---').join(' | ')} |`;
  const rows = Object.entries(AUTHORIZATION_TABLE).map(
    ([row, cells]) => `| \`${row.replace(/\|/g, '\\|')}\` | ${cellsOf(cells).map(show).join(' | ')} |`,
  );
  return [MATRIX_START, '', header, rule, ...rows, '', MATRIX_END].join('\n');
}

/** The table without the padding Prettier adds. */
export const normalizeTable = (markdown: string): string =>
  markdown
    .split('\n')
    .map((line) =>
      line
        .replace(/\s*\|\s*/g, '|')
        .replace(/-{3,}/g, '---')
        .trim(),
    )
    .filter(Boolean)
    .join('\n');
