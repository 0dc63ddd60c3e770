// GET /api/stats/.../live: Server-Sent Events of the public statistics (docs/decisions/023-live-streams.md), public
// like the statistics themselves; the stream is the answer, so the handlers answer by themselves.
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { contract } from '../../../shared/contract';
import type { Live } from '../../live';
import { implement, SENT, type Route } from '../../http/implement';

/** The client's address as the limits count it: an IPv6 network as one address, as the rate limits do. */
const clientAddress = (req: Request) => ipKeyGenerator(req.ip ?? '0.0.0.0');

export function liveRoutes(live: Live): Route[] {
  return implement(contract.live, {
    game: async ({ params }, req, res) => {
      await live.gameStream(res, params.gameID, clientAddress(req));
      return SENT;
    },
    category: async ({ params }, req, res) => {
      await live.categoryStream(res, params.type, params.id, clientAddress(req));
      return SENT;
    },
  });
}
