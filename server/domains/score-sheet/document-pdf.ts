// The layout of the score sheet document (document.ts): A4 pages, headings, tables and page numbers in an embedded
// Unicode font, and the few formats the document prints (dates on the association's clock, game time).
import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { associationTimeZone } from '../../../shared/clock';
import type { Texts } from './document';

/** `{{name}}` placeholders as i18next writes them. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

const zoned = new Map<string, Intl.DateTimeFormat>();

/** dd.MM.yyyy HH:mm on the association's clock (docs/decisions/019-association-time-zone.md). */
export function dateTime(at: Date): string {
  const zone = associationTimeZone();
  let f = zoned.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    zoned.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/** Game time as mm:ss (minutes past 59 go on: 63:05). */
export const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * DejaVu Sans (the npm package dejavu-fonts-ttf), embedded as the subset of glyphs a document uses: names from every
 * country keep their letters (Łukasz, Şahin, Dvořák, Cyrillic and Greek names), where pdfkit's standard fonts write
 * only Latin-1 (docs/decisions/028-score-sheet-document.md). Parsed once per process and shared by the documents
 * (pdfkit subsets per document): parsing the files for each document took some 150 ms, drawing one takes about 20.
 */
let fonts: { regular: Font; bold: Font } | null = null;

function sharedFonts(): { regular: Font; bold: Font } {
  const parse = (file: string) => create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  fonts ??= { regular: parse('DejaVuSans.ttf'), bold: parse('DejaVuSans-Bold.ttf') };
  return fonts;
}

/** pdfkit's types name font files and standard font names only; its code takes a parsed font too. */
const asSource = (font: Font) => font as unknown as string;

const REGULAR = 'Sans';
const BOLD = 'Sans-Bold';

export const PAGE_MARGIN = 40;
const BLACK = '#111111';
export const GREY = '#666666';
const RULE = '#bbbbbb';
const HEAD = '#eeeeee';

export type Cell = string | { text: string; colSpan?: number };

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly width: number;

  constructor(title: string) {
    const { regular, bold } = sharedFonts();
    this.doc = new PDFDocument({
      size: 'A4',
      margin: PAGE_MARGIN,
      bufferPages: true,
      font: asSource(regular),
      info: { Title: title, Creator: 'league-portal' },
    });
    this.doc.registerFont(REGULAR, asSource(regular)).registerFont(BOLD, asSource(bold));
    this.width = this.doc.page.width - 2 * PAGE_MARGIN;
  }

  text(value: string, options: { size?: number; bold?: boolean; color?: string; align?: 'left' | 'center' | 'right' } = {}) {
    this.doc
      .font(options.bold ? BOLD : REGULAR)
      .fontSize(options.size ?? 9)
      .fillColor(options.color ?? BLACK)
      .text(value, PAGE_MARGIN, this.doc.y, { width: this.width, align: options.align ?? 'left' });
  }

  /** A section heading; a new page first when fewer than `keep` points are left for what follows it. */
  heading(value: string, keep = 80) {
    const bottom = this.doc.page.height - PAGE_MARGIN;
    if (this.doc.y + keep > bottom) this.doc.addPage();
    this.doc.moveDown(0.8);
    this.text(value, { size: 12, bold: true });
    this.doc.moveDown(0.3);
  }

  /** A table with a header row; columns as fractions or points of the page width. */
  table(header: string[], rows: Cell[][], widths: (number | '*')[]) {
    this.doc.font(REGULAR).fontSize(8.5).fillColor(BLACK);
    const head = header.map((h) => ({
      text: h,
      font: { src: BOLD },
      backgroundColor: HEAD,
      type: 'TH' as const,
    }));
    this.doc.table({
      position: { x: PAGE_MARGIN, y: this.doc.y },
      maxWidth: this.width,
      columnStyles: widths,
      defaultStyle: { border: { bottom: 0.5 }, borderColor: RULE, padding: [3, 4] },
      data: [head, ...rows],
    });
    this.doc.x = PAGE_MARGIN;
  }

  /** "Page n of m" at the foot of every page, once all pages are known. */
  footer(text: Texts) {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const y = this.doc.page.height - PAGE_MARGIN + 12;
      // Below the bottom margin: pdfkit would start a new page for text there unless the margin is lifted.
      const margin = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.doc
        .font(REGULAR)
        .fontSize(7.5)
        .fillColor(GREY)
        .text(fill(text.page, { page: i + 1, pages: range.count }), PAGE_MARGIN, y, {
          width: this.width,
          align: 'right',
          lineBreak: false,
        });
      this.doc.page.margins.bottom = margin;
    }
  }
}
