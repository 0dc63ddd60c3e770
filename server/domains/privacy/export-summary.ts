// The data export's summary.html, piece by piece (the export writes it as it reads the rows): a heading per section
// in the member's language, each row as a small table of its fields. Every value is escaped; the page has no script.
import type { LanguageCode } from '../../../shared/constants';
import { associationTimeZone, today } from '../../../shared/clock';
import type { SectionKey } from './export-sections';
import type { DataExportTexts } from './export-texts';
import { escapeHtml, fill } from '../../platform/text';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** dd.MM.yyyy, and HH:mm on the association's clock for a moment (the product's date format). */
function dateText(value: string): string {
  if (ISO_DAY.test(value)) return value.split('-').reverse().join('.');
  const parts = new Intl.DateTimeFormat('de-DE', {
    timeZone: associationTimeZone(),
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(value));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}

/** Fields whose values are kinds or states the summary names in words. */
const VALUE_KEYS = new Set(['type', 'process_type', 'status', 'state', 'gender']);

const label = (texts: DataExportTexts, key: string) => (texts.fields as Record<string, string>)[key] ?? key;

function valueText(texts: DataExportTexts, value: unknown, key = ''): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (key === 'by' && value === 'you') return texts.you;
    if (ISO_DAY.test(value) || ISO_TIME.test(value)) return dateText(value);
    // Names of kinds and states in words; a changed field by its label.
    if (VALUE_KEYS.has(key)) return (texts.values as Record<string, string>)[value] ?? value;
    if (key === 'field') return label(texts, value);
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '–';
    const nested = value.some((v) => typeof v === 'object' && v !== null);
    return value.map((v) => valueText(texts, v)).join(nested ? '\n' : ', ');
  }
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${label(texts, k)}: ${valueText(texts, v, k)}`)
    .join('; ');
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
    .map(([k, v]) => `<tr><th>${escapeHtml(label(texts, k))}</th><td>${escapeHtml(valueText(texts, v, k))}</td></tr>`)
    .join('');
  return `<table>${cells}</table>\n`;
}

/** A list says how many rows it had; an object section only when it has none. */
export function sectionEnd(texts: DataExportTexts, count: number, list: boolean): string {
  if (count === 0) return `<p class="note">${escapeHtml(texts.none)}</p></section>\n`;
  return list ? `<p class="note">${escapeHtml(fill(texts.entries, { count }))}</p></section>\n` : '</section>\n';
}

export const htmlEnd = (_texts: DataExportTexts) => '</body></html>\n';
