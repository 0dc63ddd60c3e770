// XLSX files that unpack to far more than they weigh, for the import's limits: each part is deflated from a stream, so
// a sheet of hundreds of megabytes is never held in memory, only its compressed bytes.
import { Readable } from 'node:stream';
import zlib from 'node:zlib';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

interface Part {
  name: string;
  data: Buffer;
  crc32: number;
  size: number;
}

/** Deflates the chunks as they come: the part's text is never whole in memory. */
async function deflated(name: string, chunks: Iterable<string>): Promise<Part> {
  const deflater = zlib.createDeflateRaw({ level: 9 });
  let crc32 = 0;
  let size = 0;
  const source = Readable.from(
    (function* () {
      for (const text of chunks) {
        const chunk = Buffer.from(text, 'utf8');
        crc32 = zlib.crc32(chunk, crc32);
        size += chunk.length;
        yield chunk;
      }
    })(),
  );
  const out: Buffer[] = [];
  for await (const piece of source.pipe(deflater)) out.push(piece as Buffer);
  return { name, data: Buffer.concat(out), crc32, size };
}

/** A ZIP of the parts; `declare` may give a part's size as other than it is (a bomb that lies). */
function zip(parts: Part[], declare: (part: Part) => number): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc32, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(declare(part), 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.crc32, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(declare(part), 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A one-sheet workbook whose sheet's `<sheetData>` holds what `rows` yields, chunk by chunk. `lieAboutSize` declares
 * the sheet as 1 KB whatever it unpacks to.
 */
export async function xlsxWithSheet(rows: () => Iterable<string>, options: { lieAboutSize?: boolean } = {}): Promise<Buffer> {
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const parts = await Promise.all([
    deflated('[Content_Types].xml', [
      `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`,
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
      '<Default Extension="xml" ContentType="application/xml"/>',
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>',
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>',
      '</Types>',
    ]),
    deflated('_rels/.rels', [
      `${xml}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ]),
    deflated('xl/workbook.xml', [
      `${xml}<workbook xmlns="${MAIN}" xmlns:r="${OFFICE}"><sheets><sheet name="Spielplan" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ]),
    deflated('xl/_rels/workbook.xml.rels', [
      `${xml}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ]),
    deflated(
      'xl/worksheets/sheet1.xml',
      (function* () {
        yield `${xml}<worksheet xmlns="${MAIN}"><sheetData>`;
        yield* rows();
        yield '</sheetData></worksheet>';
      })(),
    ),
  ]);
  const sheet = parts[4]!;
  return zip(parts, (part) => (options.lieAboutSize && part === sheet ? 1024 : part.size));
}

/** One cell whose inline string is `megabytes` MB of one letter, written a megabyte at a time. */
export function oneHugeString(megabytes: number): () => Iterable<string> {
  const megabyte = 'A'.repeat(1024 * 1024);
  return function* () {
    yield '<row r="1"><c r="A1" t="inlineStr"><is><t>';
    for (let i = 0; i < megabytes; i++) yield megabyte;
    yield '</t></is></c></row>';
  };
}

/** `count` rows, each one cell; `numbered` gives each its row and cell reference, else they are all the same text. */
export function manyRows(count: number, numbered: boolean): () => Iterable<string> {
  const same = '<row><c t="inlineStr"><is><t>1</t></is></c></row>'.repeat(1000);
  return function* () {
    if (!numbered) {
      for (let i = 0; i < count; i += 1000) yield same;
      return;
    }
    let batch = '';
    for (let r = 1; r <= count; r++) {
      batch += `<row r="${r}"><c r="A${r}"><v>${r}</v></c></row>`;
      if (r % 1000 === 0) {
        yield batch;
        batch = '';
      }
    }
    yield batch;
  };
}
