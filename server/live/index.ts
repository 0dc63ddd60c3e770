// The live streams of one app instance (docs/decisions/023-live-streams.md): its LISTEN connection, its hub of open
// streams, and opening a game's or a category's stream (404 before the stream for unknown ones).
import type { Response } from 'express';
import type { Logger } from 'pino';
import { isStatsType, kindOfType } from '../../shared/schemas/stats';
import { notFound } from '../errors';
import { gameAnswer, categoryStamp, publicVersion } from '../domains/stats';
import { dataText, frame, LiveHub, type GameSource } from './hub';
import { StampMemo } from '../pages/stamp-memo';
import { LiveListener } from './listener';

export interface Live {
  hub: LiveHub;
  listener: LiveListener;
  /** The public pages' stamps, kept while the listener hears every change (server/pages/stamp-memo.ts). */
  pageStamps: StampMemo;
  /** GET /stats/games/{gameID}/live */
  gameStream(res: Response, gameId: number): Promise<void>;
  /** GET /stats/{type}/{id}/live */
  categoryStream(res: Response, type: string, id: number): Promise<void>;
  /** Ends the streams and the LISTEN connection (shutdown, end of a test). */
  close(): Promise<void>;
}

export interface LiveOptions {
  /** The database the app uses; the LISTEN connection is opened at the first stream (or by `listener.start()`). */
  connectionString: string;
  logger?: Pick<Logger, 'info' | 'warn'>;
  source?: GameSource;
}

/** The category (competition) id of a game's details, read from the text's start without parsing all of it. */
function competitionOf(details: string): number {
  const match = /^\{"category":\{"id":(\d+)/.exec(details);
  return match ? Number(match[1]) : (JSON.parse(details) as { category: { id: number } }).category.id;
}

export function createLive({ connectionString, logger, source = gameAnswer }: LiveOptions): Live {
  const hub = new LiveHub(source, logger);
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
    },
    logger,
  );
  pageStamps = new StampMemo(listener);
  return {
    hub,
    listener,
    pageStamps,
    async gameStream(res, gameId) {
      // LISTEN first, then the state: a change committed after the state was read is notified, never lost.
      await listener.ready();
      const answer = await source(gameId);
      const competitionId = competitionOf(dataText(answer));
      hub.open(res, `game:${gameId}`, frame('game', dataText(answer)), answer.etag);
      // A change committed between reading the state and joining the channel: checked once more (coalesced).
      hub.change({ gameId, competitionId });
    },
    async categoryStream(res, type, id) {
      await listener.ready();
      if (!isStatsType(type)) throw notFound('Category type');
      const found = await categoryStamp(id, undefined);
      if (!found || found.kind !== kindOfType(type)) throw notFound('Category');
      // The category's state is its pages' answers: the client revalidates them when told `changed`. The first one
      // names the data's version, so a page asks again only for answers made from another one (a change between its
      // answer and the stream's start), and nothing when all is current.
      const changed = (stamp: string) => frame('changed', JSON.stringify({ competition_id: id, version: publicVersion(stamp) }));
      hub.open(res, `category:${id}`, changed(found.stamp), null);
      // A change committed between reading the version and joining the channel: checked once more.
      const now = await categoryStamp(id, undefined);
      // (The hub did not open a stream for a viewer who left meanwhile: nothing is written then.)
      const open = res.headersSent && !res.writableEnded && !res.destroyed;
      if (now && now.stamp !== found.stamp && open) res.write(changed(now.stamp));
    },
    async close() {
      hub.close();
      await listener.close();
    },
  };
}
