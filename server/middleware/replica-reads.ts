// Public statistics, calendar feeds and exports read the read replica when DATABASE_REPLICA_URL names one
// (server/db/client.ts): they are most of the read load and may lag a moment behind the primary. Only reading
// methods: a write never reaches the replica.
import type { Request, RequestHandler } from 'express';
import { runOnReplica } from '../db/client';

/** Whether a request may read the replica: GET or HEAD of a public statistics answer, a feed or an export. */
export function readsReplica(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.path.startsWith('/stats/') || req.path.startsWith('/calendar/')) return true;
  return typeof req.query.format === 'string' && req.query.format !== '';
}

/** Mounted on the API router: marks the requests of readsReplica for the rest of their way. */
export function replicaReads(): RequestHandler {
  return (req, _res, next) => {
    if (readsReplica(req)) runOnReplica(() => next());
    else next();
  };
}
