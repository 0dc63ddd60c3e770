// The part of fontkit (pdfkit's font parser, which ships no types) that the score sheet document uses.
declare module 'fontkit' {
  /** A parsed font; pdfkit takes it wherever it takes a font file (it looks for `layout`). */
  export interface Font {
    layout(text: string): unknown;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array): Font;
}
