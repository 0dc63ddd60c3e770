// GET /api/self/dataExport: a ZIP streamed to the response with archiver, data.json written section by
// section (lists row by row) and summary.html in the member's language; neither is ever held whole in memory.
import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import archiver from 'archiver';
import type { Response } from 'express';
import type { Config } from '../../config';
import type { LanguageCode } from '../../../shared/constants';
import { today } from '../../../shared/clock';
import { db } from '../../db/client';
import { personName } from '../../../shared/person-name';
import { SECTIONS, type ExportContext, type ExportSection } from './export-sections';
import { dataExportTexts } from './export-texts';
import { htmlEnd, htmlStart, sectionEnd, sectionRow, sectionStart } from './export-summary';

type Row = Record<string, unknown>;

/** Writes to the entry's stream, waiting while it is full (a slow client or the compression behind). */
async function write(stream: PassThrough, chunk: string): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

const isIterable = (v: unknown): v is AsyncIterable<Row> =>
  typeof v === 'object' && v !== null && Symbol.asyncIterator in (v as object);

/** One section's rows: an object section is one row (or none), a list section its rows one by one. */
/** One section's rows: an object section is one row (or none), a list section its rows one by one. */
function rowsOf(section: ExportSection, ctx: ExportContext): { list: boolean; rows: AsyncIterable<Row | null> } {
  const loaded = section.load(ctx);
  if (isIterable(loaded)) return { list: true, rows: loaded };
  return {
    list: false,
    rows: (async function* () {
      yield await loaded;
    })(),
  };
}

async function writeJson(stream: PassThrough, ctx: ExportContext, now: Date): Promise<void> {
  await write(stream, `{"exported_at":${JSON.stringify(now.toISOString())},"person_id":${ctx.personId}`);
  for (const section of SECTIONS) {
    const loaded = section.load(ctx);
    if (isIterable(loaded)) {
      await write(stream, `,${JSON.stringify(section.key)}:[`);
      let first = true;
      for await (const row of loaded) {
        await write(stream, (first ? '' : ',') + JSON.stringify(row));
        first = false;
      }
      await write(stream, ']');
    } else {
      await write(stream, `,${JSON.stringify(section.key)}:${JSON.stringify(await loaded)}`);
    }
  }
  await write(stream, '}\n');
  stream.end();
}

async function writeSummary(stream: PassThrough, ctx: ExportContext, name: string, now: Date): Promise<void> {
  const texts = dataExportTexts(ctx.language);
  await write(stream, htmlStart(texts, ctx.language, name, now));
  for (const section of SECTIONS) {
    await write(stream, sectionStart(texts, section.key));
    let count = 0;
    const { list, rows } = rowsOf(section, { ...ctx, fullIban: false });
    for await (const row of rows) {
      if (row === null) continue;
      await write(stream, sectionRow(texts, row));
      count += 1;
    }
    await write(stream, sectionEnd(texts, count, list));
  }
  await write(stream, htmlEnd(texts));
  stream.end();
}

export async function streamDataExport(
  res: Response,
  config: Config,
  personId: number,
  options: { fullIban: boolean; now: Date },
): Promise<void> {
  const person = await db().person.findUniqueOrThrow({
    where: { id: personId },
    select: { firstname: true, lastname: true, preferredLanguage: true },
  });
  const ctx: ExportContext = {
    personId,
    language: person.preferredLanguage as LanguageCode,
    fullIban: options.fullIban,
    config,
  };
  res.set('Content-Type', 'application/zip');
  res.set('Content-Disposition', `attachment; filename="my-data-${today(options.now)}.zip"`);
  res.set('Cache-Control', 'no-store');
  res.set('X-Content-Type-Options', 'nosniff');

  const archive = archiver('zip', { zlib: { level: 6 } });
  // Entries are written one after the other: the summary's stream is filled only once data.json is done.
  const json = new PassThrough();
  const summary = new PassThrough();
  // A client that goes away stops the export: the entry streams fail, so no write waits for a drain that never comes.
  const gone = new Error('The client went away');
  const stop = () => {
    if (res.writableFinished) return;
    archive.abort();
    json.destroy(gone);
    summary.destroy(gone);
  };
  res.on('close', stop);
  const failed = new Promise<never>((_resolve, reject) => archive.on('error', reject));
  failed.catch(() => undefined);
  archive.pipe(res);
  archive.append(json, { name: 'data.json', date: options.now });
  archive.append(summary, { name: 'summary.html', date: options.now });
  const finished = archive.finalize();
  try {
    await Promise.race([
      (async () => {
        await writeJson(json, ctx, options.now);
        await writeSummary(summary, ctx, personName(person), options.now);
        await finished;
      })(),
      failed,
    ]);
  } catch (error) {
    // Nobody is left to answer: the export simply ends.
    if (error === gone || res.destroyed) return;
    throw error;
  } finally {
    res.off('close', stop);
  }
}
