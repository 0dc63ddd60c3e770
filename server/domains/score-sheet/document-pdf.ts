// The layout of the score sheet document (document.ts): A4 pages, headings, tables and page numbers in an embedded
// Unicode font, and the few formats the document prints (dates on the association's clock, game time).
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { associationDateTime } from '../../../shared/clock';
import { fill } from '../../platform/text';
import type { Texts } from './document';

/** dd.MM.yyyy HH:mm on the association's clock (docs/decisions/019-association-time-zone.md). */
export const dateTime = associationDateTime;

/** Game time as mm:ss (minutes past 59 go on: 63:05). */
export const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * DejaVu Sans (the npm package dejavu-fonts-ttf), embedded as the subset of glyphs a document uses: names from every
 * country keep their letters (Łukasz, Şahin, Dvořák, Cyrillic and Greek names), where pdfkit's standard fonts write
 * only Latin-1 (docs/decisions/028-score-sheet-document.md). Parsed once per process and shared by the documents
 * (pdfkit subsets per document): parsing the files for each document is far slower than drawing one.
 */
let fonts: { regular: Font; bold: Font } | null = null;

function sharedFonts(): { regular: Font; bold: Font } {
  const parse = (file: string) => create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  fonts ??= { regular: parse('DejaVuSans.ttf'), bold: parse('DejaVuSans-Bold.ttf') };
  return fonts;
}

/**
 * A WOFF file as the TrueType font it wraps (each table inflated once). fontkit reads WOFF itself, but inflates a
 * table again at each read, and pdfkit's subsetting reads the glyph table once per glyph.
 */
export function woffToTrueType(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compressed, length] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    table.tag.copy(head, 12 + i * 16);
    head.writeUInt32BE(table.checksum, 16 + i * 16);
    head.writeUInt32BE(offset, 20 + i * 16);
    head.writeUInt32BE(table.data.length, 24 + i * 16);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/**
 * The fallback for what DejaVu has no glyph for: Chinese, Japanese and Korean names. UnifontEX (@fontsource/unifontex)
 * is one file with every Han ideograph of the basic block, all Hangul syllables and the Kana; read the first time a
 * document needs it, then kept for the process: most documents never load it.
 */
let fallback: Font | null = null;

function fallbackFont(): Font {
  fallback ??= create(
    woffToTrueType(readFileSync(require.resolve('@fontsource/unifontex/files/unifontex-latin-400-normal.woff'))),
  );
  return fallback;
}

/** A piece of text and whether it is drawn in the fallback font. */
export type Run = { text: string; fallback: boolean };

/**
 * A text cut into runs: what the main font draws, and the characters it lacks that the fallback has (spaces go with
 * the run they are in). The fallback font is read only when a character asks for it.
 */
export function fontRuns(value: string, main: Font = sharedFonts().regular): Run[] {
  const runs: Run[] = [];
  for (const char of value) {
    const code = char.codePointAt(0)!;
    const last = runs[runs.length - 1];
    const wanted =
      /\s/.test(char) && last ? last.fallback : !main.hasGlyphForCodePoint(code) && fallbackFont().hasGlyphForCodePoint(code);
    if (last && last.fallback === wanted) last.text += char;
    else runs.push({ text: char, fallback: wanted });
  }
  return runs.length ? runs : [{ text: value, fallback: false }];
}

/** pdfkit's types name font files and standard font names only; its code takes a parsed font too. */
const asSource = (font: Font) => font as unknown as string;

const REGULAR = 'Sans';
const BOLD = 'Sans-Bold';
const FALLBACK = 'Fallback';

export const PAGE_MARGIN = 40;
const BLACK = '#111111';
export const GREY = '#666666';
const RULE = '#bbbbbb';
const HEAD = '#eeeeee';

export type Cell = string | { text: string; colSpan?: number };

/** The structure roles the document uses for its text (tables make their own Table, TR, TH and TD). */
type TextRole = 'P' | 'H1' | 'H2' | 'H3';

/**
 * A tagged PDF (PDF/UA's structure: headings, paragraphs, tables with header cells, page numbers as artifacts) in the
 * reader's language, so a screen reader reads the sheet in order and a table by its columns.
 */
export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly width: number;
  private readonly root: PDFKit.PDFStructureElement;
  private fallbackRegistered = false;

  constructor(title: string, lang: string) {
    const { regular, bold } = sharedFonts();
    this.doc = new PDFDocument({
      size: 'A4',
      margin: PAGE_MARGIN,
      bufferPages: true,
      font: asSource(regular),
      info: { Title: title, Creator: 'league-portal' },
      pdfVersion: '1.7',
      tagged: true,
      lang,
      displayTitle: true,
    });
    this.doc.registerFont(REGULAR, asSource(regular)).registerFont(BOLD, asSource(bold));
    this.width = this.doc.page.width - 2 * PAGE_MARGIN;
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
  }

  /** The runs of a text, with the fallback font registered in this document once a run needs it. */
  private runs(value: string): Run[] {
    const runs = fontRuns(value);
    if (!this.fallbackRegistered && runs.some((r) => r.fallback)) {
      this.doc.registerFont(FALLBACK, asSource(fallbackFont()));
      this.fallbackRegistered = true;
    }
    return runs;
  }

  text(
    value: string,
    options: { size?: number; bold?: boolean; color?: string; align?: 'left' | 'center' | 'right'; role?: TextRole } = {},
  ) {
    const { doc } = this;
    const runs = this.runs(value);
    this.root.add(
      doc.struct(options.role ?? 'P', {}, () => {
        doc.fontSize(options.size ?? 9).fillColor(options.color ?? BLACK);
        runs.forEach((run, i) => {
          doc.font(run.fallback ? FALLBACK : options.bold ? BOLD : REGULAR);
          const continued = i < runs.length - 1;
          if (i === 0) doc.text(run.text, PAGE_MARGIN, doc.y, { width: this.width, align: options.align ?? 'left', continued });
          else doc.text(run.text, { continued });
        });
      }),
    );
  }

  /** A section heading (H2, a period's H3); a new page first when fewer than `keep` points are left for what follows it. */
  heading(value: string, keep = 80, level: 2 | 3 = 2) {
    const bottom = this.doc.page.height - PAGE_MARGIN;
    if (this.doc.y + keep > bottom) this.doc.addPage();
    this.doc.moveDown(0.8);
    this.text(value, { size: level === 2 ? 12 : 10.5, bold: true, role: level === 2 ? 'H2' : 'H3' });
    this.doc.moveDown(0.3);
  }

  /**
   * A table with a header row; columns as fractions or points of the page width. A cell with a character of the
   * fallback font is drawn in it whole (pdfkit draws a cell's text in one font).
   */
  table(header: string[], rows: Cell[][], widths: (number | '*')[]) {
    this.doc.font(REGULAR).fontSize(8.5).fillColor(BLACK);
    const inFallback = (text: string) => this.runs(text).some((r) => r.fallback);
    const head = header.map((h) => ({
      text: h,
      font: { src: inFallback(h) ? FALLBACK : BOLD },
      backgroundColor: HEAD,
      type: 'TH' as const,
      scope: 'Column',
    }));
    const body = rows.map((row) =>
      row.map((c) => {
        const cell = typeof c === 'string' ? { text: c } : c;
        return inFallback(cell.text) ? { ...cell, font: { src: FALLBACK } } : cell;
      }),
    );
    this.doc.table({
      position: { x: PAGE_MARGIN, y: this.doc.y },
      maxWidth: this.width,
      columnStyles: widths,
      defaultStyle: { border: { bottom: 0.5 }, borderColor: RULE, padding: [3, 4] },
      data: [head, ...body],
      // pdfkit's types lack the structure parent its tables take.
      ...({ structParent: this.root } as object),
    });
    this.doc.x = PAGE_MARGIN;
  }

  /** "Page n of m" at the foot of every page (an artifact, not content), once all pages are known; ends the structure. */
  footer(text: Texts) {
    this.root.end();
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const y = this.doc.page.height - PAGE_MARGIN + 12;
      // Below the bottom margin: pdfkit would start a new page for text there unless the margin is lifted.
      const margin = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.doc.markContent('Artifact', { type: 'Pagination' });
      this.doc
        .font(REGULAR)
        .fontSize(7.5)
        .fillColor(GREY)
        .text(fill(text.page, { page: i + 1, pages: range.count }), PAGE_MARGIN, y, {
          width: this.width,
          align: 'right',
          lineBreak: false,
        });
      this.doc.endMarkedContent();
      this.doc.page.margins.bottom = margin;
    }
  }
}
