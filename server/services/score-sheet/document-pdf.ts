// The layout of the score sheet document (document.ts): A4 pages, headings, tables and page numbers with pdfkit's
// standard fonts, and the few formats the document prints (dates on the association's clock, game time).
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

/** Letters of their own that lose no accent in Unicode's decomposition. */
const NO_DECOMPOSITION: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', ŀ: 'l', Ŀ: 'L' };
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * pdfkit's standard fonts (Helvetica) write WinAnsi only: other letters lose their accents (Ł -> L), what is left
 * and cannot be written becomes "?". Embedding a font of our own would cost a file in the repository for a few names.
 */
export function winAnsi(text: string): string {
  return [...text]
    .map((ch) => {
      if (ch.charCodeAt(0) < 256 || WIN_ANSI_EXTRA.has(ch)) return ch;
      const base = (NO_DECOMPOSITION[ch] ?? ch).normalize('NFD').replace(/\p{M}/gu, '');
      return base && [...base].every((c) => c.charCodeAt(0) < 128) ? base : '?';
    })
    .join('');
}

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
    this.doc = new PDFDocument({
      size: 'A4',
      margin: PAGE_MARGIN,
      bufferPages: true,
      info: { Title: winAnsi(title), Creator: 'league-portal' },
    });
    this.width = this.doc.page.width - 2 * PAGE_MARGIN;
  }

  text(value: string, options: { size?: number; bold?: boolean; color?: string; align?: 'left' | 'center' | 'right' } = {}) {
    this.doc
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(options.size ?? 9)
      .fillColor(options.color ?? BLACK)
      .text(winAnsi(value), PAGE_MARGIN, this.doc.y, { width: this.width, align: options.align ?? 'left' });
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
    this.doc.font('Helvetica').fontSize(8.5).fillColor(BLACK);
    const cell = (c: Cell) => (typeof c === 'string' ? winAnsi(c) : { ...c, text: winAnsi(c.text) });
    const head = header.map((h) => ({
      text: winAnsi(h),
      font: { src: 'Helvetica-Bold' },
      backgroundColor: HEAD,
      type: 'TH' as const,
    }));
    this.doc.table({
      position: { x: PAGE_MARGIN, y: this.doc.y },
      maxWidth: this.width,
      columnStyles: widths,
      defaultStyle: { border: { bottom: 0.5 }, borderColor: RULE, padding: [3, 4] },
      data: [head, ...rows.map((r) => r.map(cell))],
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
        .font('Helvetica')
        .fontSize(7.5)
        .fillColor(GREY)
        .text(winAnsi(fill(text.page, { page: i + 1, pages: range.count })), PAGE_MARGIN, y, {
          width: this.width,
          align: 'right',
          lineBreak: false,
        });
      this.doc.page.margins.bottom = margin;
    }
  }
}
