// Positions as the API names them and as the database stores them (face-off is face_off in the enum).
import type { PlayerPosition } from '../../db/generated/enums';

const POSITION_TO_DB: Record<string, PlayerPosition> = { 'face-off': 'face_off' };

export const toDbPosition = (p: string): PlayerPosition => POSITION_TO_DB[p] ?? (p as PlayerPosition);

export const fromDbPosition = (p: PlayerPosition) => (p === 'face_off' ? 'face-off' : p);
