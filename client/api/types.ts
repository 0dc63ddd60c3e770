// Client views of API answers that the shared DTOs leave open.
import type { SelfDTO } from '../../shared/schemas/self';

/** The signed-in user; the server may add the open game task count (spec: badge in the main menu). */
export type Self = SelfDTO & { game_tasks_count?: number };
