// GET /api/stats/.../live: Server-Sent Events of the public statistics (docs/decisions/023-live-streams.md), public
// like the statistics themselves; the stream is the answer, so the handlers answer by themselves.
import { contract } from '../../../shared/contract';
import type { Live } from '../../live';
import { implement, SENT, type Route } from '../../http/implement';

export function liveRoutes(live: Live): Route[] {
  return implement(contract.live, {
    game: async ({ params }, _req, res) => {
      await live.gameStream(res, params.gameID);
      return SENT;
    },
    category: async ({ params }, _req, res) => {
      await live.categoryStream(res, params.type, params.id);
      return SENT;
    },
  });
}
