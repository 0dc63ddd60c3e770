// The live streams of one app instance (docs/decisions/023-live-streams.md): its LISTEN connection, its hub of open
// streams, and opening a game's or a category's stream (404 before the stream for unknown ones).
import type { Response } from 'express';
import type { Logger } from 'pino';
import { isStatsType, kindOfType } from '../../shared/schemas/stats';
import { notFound } from '../errors';
import { gameAnswer, categoryStamp, publicVersion } from '../domains/stats';
import { dataText, frame, LiveHub, type GameSource } from './hub';
import { StreamSlots, streamCaps, type StreamCaps } from './limits';
import { StampMemo } from '../pages/stamp-memo';
import { LiveListener } from './listener';

export interface Live {
  hub: LiveHub;
  listener: LiveListener;
  /** The public pages' stamps, kept while the listener hears every change (server/pages/stamp-memo.ts). */
  pageStamps: StampMemo;
  /** The open streams counted against the instance's and each address's cap. */
  slots: StreamSlots;
  /** GET /stats/games/{gameID}/live for a client at `address` (503 ServerBusy beyond a cap) */
  gameStream(res: Response, gameId: number, address: string): Promise<void>;
  /** GET /stats/{type}/{id}/live for a client at `address` (503 ServerBusy beyond a cap) */
  categoryStream(res: Response, type: string, id: number, address: string): Promise<void>;
  /** Ends the streams and the LISTEN connection (shutdown, end of a test). */
  close(): Promise<void>;
}

export interface LiveOptions {
  /** The database the app uses; the LISTEN connection is opened at the first stream (or by `listener.start()`). */
  connectionString: string;
  logger?: Pick<Logger, 'info' | 'warn'>;
  source?: GameSource;
  /** Caps other than the heap's (tests, LIVE_MAX_STREAMS, LIVE_STREAMS_PER_ADDRESS). */
  caps?: Partial<StreamCaps>;
  /** A notice was queued on any instance (the notification outbox's NOTIFY). */
  noticesQueued?: () => void;
}

/** The category (competition) id of a game's details, read from the text's start without parsing all of it. */
function competitionOf(details: string): number {
  const match = /^\{"category":\{"id":(\d+)/.exec(details);
  return match ? Number(match[1]) : (JSON.parse(details) as { category: { id: number } }).category.id;
}

/** Runs `open` with a slot taken for `address`; the slot goes back with the stream, or at once when it fails. */
async function withSlot(slots: StreamSlots, address: string, open: (release: () => void) => Promise<void>): Promise<void> {
  const release = slots.take(address);
  try {
    await open(release);
  } catch (error) {
    release();
    throw error;
  }
}

export function createLive({ connectionString, logger, source = gameAnswer, caps, noticesQueued }: LiveOptions): Live {
  const hub = new LiveHub(source, logger);
  const slots = new StreamSlots(streamCaps(caps));
  let pageStamps: StampMemo | undefined = undefined;
  const listener = new LiveListener(
    connectionString,
    {
      change: (c) => {
        hub.change(c);
        pageStamps?.changed(c.competitionId);
      },
      resync: () => {
        hub.resync();
        pageStamps?.forgetAll();
      },
      statsChanged: (competitionId) => pageStamps?.changed(competitionId),
      noticesQueued,
    },
    logger,
  );
  pageStamps = new StampMemo(listener);
  return {
    hub,
    listener,
    pageStamps,
    slots,
    gameStream: (res, gameId, address) =>
      withSlot(slots, address, async (release) => {
        // LISTEN first, then the state: a change committed after the state was read is notified, never lost.
        await listener.ready();
        const answer = await source(gameId);
        const competitionId = competitionOf(dataText(answer));
        hub.open(res, `game:${gameId}`, frame('game', dataText(answer)), answer.etag, release);
        // A change committed between reading the state and joining the channel: checked once more (coalesced).
        hub.change({ gameId, competitionId });
      }),
    categoryStream: (res, type, id, address) => withSlot(slots, address, (release) => categoryStream(res, type, id, release)),
    async close() {
      hub.close();
      await listener.close();
    },
  };

  async function categoryStream(res: Response, type: string, id: number, release: () => void): Promise<void> {
    await listener.ready();
    if (!isStatsType(type)) throw notFound('Category type');
    const found = await categoryStamp(id, undefined);
    if (!found || found.kind !== kindOfType(type)) throw notFound('Category');
    // The category's state is its pages' answers: the client revalidates them when told `changed`. The first one
    // names the data's version, so a page asks again only for answers made from another one (a change between its
    // answer and the stream's start), and nothing when all is current.
    const changed = (stamp: string) => frame('changed', JSON.stringify({ competition_id: id, version: publicVersion(stamp) }));
    hub.open(res, `category:${id}`, changed(found.stamp), null, release);
    // A change committed between reading the version and joining the channel: checked once more. The stream is
    // open by now and keeps its slot: a failed check leaves it to the next change.
    const now = await categoryStamp(id, undefined).catch(() => null);
    // (The hub did not open a stream for a viewer who left meanwhile: nothing is written then.)
    const open = res.headersSent && !res.writableEnded && !res.destroyed;
    if (now && now.stamp !== found.stamp && open) res.write(changed(now.stamp));
  }
}
