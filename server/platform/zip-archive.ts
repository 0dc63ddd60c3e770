// An uploaded ZIP file (an XLSX workbook) read from its central directory under limits: too many entries, or entries
// that unpack to more than allowed (a ZIP bomb, honest about its sizes or not), are refused before anything parses them.
import { Readable } from 'node:stream';
import zlib from 'node:zlib';

export interface ZipLimits {
  /** Most entries the directory may list. */
  maxEntries: number;
  /** Most bytes one entry may unpack to. */
  maxEntryBytes: number;
  /** Most bytes all entries together may unpack to. */
  maxTotalBytes: number;
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated (nothing else is read). */
  method: 0 | 8;
  crc32: number;
  compressedSize: number;
  /** As the central directory declares it; `checkEntry` holds the entry to it. */
  uncompressedSize: number;
  /** Where the entry's compressed bytes start in the file. */
  dataStart: number;
}

/** Why a ZIP file is refused: it unpacks to more than the limits, or it is no ZIP this reader takes. */
export class ZipRefused extends Error {
  constructor(
    readonly reason: 'tooLarge' | 'unreadable',
    message: string,
  ) {
    super(message);
  }
}

const tooLarge = (why: string) => new ZipRefused('tooLarge', why);
const unreadable = (why: string) => new ZipRefused('unreadable', why);

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const END_RECORD_BYTES = 22;
const CENTRAL_RECORD_BYTES = 46;
const LOCAL_RECORD_BYTES = 30;
/** A ZIP64 file marks its sizes and offsets with all bits set; an upload under a few megabytes never needs one. */
const ZIP64_MARK = 0xffffffff;

/** The end-of-directory record: the last one in the file, within the 64 KB a comment may take. */
function endRecordAt(buffer: Buffer): number {
  const lowest = Math.max(0, buffer.length - END_RECORD_BYTES - 0xffff);
  for (let at = buffer.length - END_RECORD_BYTES; at >= lowest; at--) {
    if (buffer.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw unreadable('No ZIP end-of-directory record');
}

/**
 * The entries the central directory lists, refused when there are more than `maxEntries` or when their declared sizes
 * pass `maxEntryBytes` or `maxTotalBytes`. Reads headers only: nothing is unpacked here.
 */
export function zipEntries(buffer: Buffer, limits: ZipLimits): ZipEntry[] {
  if (buffer.length < END_RECORD_BYTES) throw unreadable('Too short for a ZIP file');
  const end = endRecordAt(buffer);
  const count = buffer.readUInt16LE(end + 10);
  const directorySize = buffer.readUInt32LE(end + 12);
  const directoryStart = buffer.readUInt32LE(end + 16);
  if (buffer.readUInt16LE(end + 4) !== 0 || buffer.readUInt16LE(end + 6) !== 0) throw unreadable('Multi-part ZIP');
  if (count === 0xffff || directoryStart === ZIP64_MARK) throw unreadable('ZIP64 is not read');
  if (count > limits.maxEntries) throw tooLarge(`More than ${limits.maxEntries} entries`);
  if (directoryStart + directorySize > end) throw unreadable('Central directory out of bounds');

  const entries: ZipEntry[] = [];
  let total = 0;
  let at = directoryStart;
  for (let i = 0; i < count; i++) {
    if (at + CENTRAL_RECORD_BYTES > end || buffer.readUInt32LE(at) !== CENTRAL_HEADER)
      throw unreadable('Broken central directory');
    const flags = buffer.readUInt16LE(at + 8);
    const method = buffer.readUInt16LE(at + 10);
    const crc32 = buffer.readUInt32LE(at + 16);
    const compressedSize = buffer.readUInt32LE(at + 20);
    const uncompressedSize = buffer.readUInt32LE(at + 24);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    const localStart = buffer.readUInt32LE(at + 42);
    const name = buffer.toString('utf8', at + CENTRAL_RECORD_BYTES, at + CENTRAL_RECORD_BYTES + nameLength);
    at += CENTRAL_RECORD_BYTES + nameLength + extraLength + commentLength;

    if (compressedSize === ZIP64_MARK || uncompressedSize === ZIP64_MARK || localStart === ZIP64_MARK)
      throw unreadable('ZIP64 is not read');
    if (flags & 0x1) throw unreadable(`Encrypted entry ${name}`);
    if (method !== 0 && method !== 8) throw unreadable(`Entry ${name} uses compression method ${method}`);
    if (method === 0 && compressedSize !== uncompressedSize) throw unreadable(`Stored entry ${name} with two sizes`);
    if (uncompressedSize > limits.maxEntryBytes) throw tooLarge(`Entry ${name} unpacks to ${uncompressedSize} bytes`);
    total += uncompressedSize;
    if (total > limits.maxTotalBytes) throw tooLarge(`The entries unpack to more than ${limits.maxTotalBytes} bytes`);

    if (localStart + LOCAL_RECORD_BYTES > directoryStart || buffer.readUInt32LE(localStart) !== LOCAL_HEADER)
      throw unreadable(`No local header for ${name}`);
    const dataStart =
      localStart + LOCAL_RECORD_BYTES + buffer.readUInt16LE(localStart + 26) + buffer.readUInt16LE(localStart + 28);
    if (dataStart + compressedSize > directoryStart) throw unreadable(`Entry ${name} out of bounds`);
    entries.push({ name, method, crc32, compressedSize, uncompressedSize, dataStart });
  }
  return entries;
}

const compressed = (buffer: Buffer, entry: ZipEntry) => buffer.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);

/**
 * Unpacks the entry once, chunk by chunk, and keeps nothing: refused when it unpacks to more than its directory
 * declares (a bomb that lies about its size) or when `inspect` throws on a chunk.
 */
export async function checkEntry(buffer: Buffer, entry: ZipEntry, inspect: (chunk: Buffer) => void = () => {}): Promise<void> {
  const data = compressed(buffer, entry);
  const source = entry.method === 0 ? Readable.from([data]) : Readable.from([data]).pipe(zlib.createInflateRaw());
  let bytes = 0;
  let refusal: unknown;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      try {
        if (bytes > entry.uncompressedSize) throw tooLarge(`Entry ${entry.name} unpacks to more than it declares`);
        inspect(chunk);
      } catch (e) {
        refusal = e;
        break;
      }
    }
  } catch (e) {
    throw unreadable(`Entry ${entry.name} does not unpack: ${(e as Error).message}`);
  } finally {
    source.destroy();
  }
  if (refusal) throw refusal;
  if (bytes !== entry.uncompressedSize) throw unreadable(`Entry ${entry.name} unpacks to another size than it declares`);
}

function localHeader(entry: ZipEntry): Buffer {
  const name = Buffer.from(entry.name, 'utf8');
  const header = Buffer.alloc(LOCAL_RECORD_BYTES + name.length);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(20, 4);
  // UTF-8 names; no data descriptor: the sizes are in the header.
  header.writeUInt16LE(0x800, 6);
  header.writeUInt16LE(entry.method, 8);
  header.writeUInt32LE(entry.crc32, 14);
  header.writeUInt32LE(entry.compressedSize, 18);
  header.writeUInt32LE(entry.uncompressedSize, 22);
  header.writeUInt16LE(name.length, 26);
  name.copy(header, LOCAL_RECORD_BYTES);
  return header;
}

/**
 * A ZIP stream of just these entries, in this order, each with its sizes in its local header: a reader that walks
 * local headers (as streaming readers do) sees exactly the checked entries, never one the directory leaves out.
 */
export function zipOf(buffer: Buffer, entries: ZipEntry[]): Readable {
  const end = Buffer.alloc(END_RECORD_BYTES);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  return Readable.from(
    (function* () {
      for (const entry of entries) {
        yield localHeader(entry);
        yield compressed(buffer, entry);
      }
      yield end;
    })(),
  );
}
