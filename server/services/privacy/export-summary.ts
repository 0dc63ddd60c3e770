// The data export's summary.html, piece by piece (the export writes it as it reads the rows): a heading per section
// in the member's language, each row as a small table of its fields. Every value is escaped; the page has no script.
import type { LanguageCode } from '../../../shared/constants';
import { today } from '../../../shared/clock';
import type { SectionKey } from './export-sections';
import { fill, type DataExportTexts } from './export-texts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function valueText(texts: DataExportTexts, value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) return value.map(String).join(', ');
  return JSON.stringify(value, null, 1);
}

export function htmlStart(texts: DataExportTexts, language: LanguageCode, name: string, now: Date): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(texts.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#222}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #ccc}
table{border-collapse:collapse;margin:.5rem 0 1rem;width:100%}th,td{text-align:left;vertical-align:top;padding:.2rem .5rem;border:1px solid #e2e2e2;font-size:.9rem}
th{width:30%;background:#f6f6f6;font-weight:600}td{white-space:pre-wrap;word-break:break-word}.note{color:#555}</style>
</head><body>
<h1>${escapeHtml(texts.title)}: ${escapeHtml(name)}</h1>
<p>${escapeHtml(fill(texts.intro, { date: today(now).split('-').reverse().join('.') }))}</p>
<p class="note">${escapeHtml(texts.ibanNote)}</p>
<p class="note">${escapeHtml(texts.othersNote)}</p>
`;
}

export const sectionStart = (texts: DataExportTexts, key: SectionKey) =>
  `<section id="${key}"><h2>${escapeHtml(texts.sections[key])}</h2>\n`;

export function sectionRow(texts: DataExportTexts, row: Record<string, unknown>): string {
  const cells = Object.entries(row)
    .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(valueText(texts, v))}</td></tr>`)
    .join('');
  return `<table>${cells}</table>\n`;
}

export const sectionEnd = (texts: DataExportTexts, count: number) =>
  `<p class="note">${escapeHtml(count === 0 ? texts.none : fill(texts.entries, { count }))}</p></section>\n`;

export const htmlEnd = (_texts: DataExportTexts) => '</body></html>\n';
