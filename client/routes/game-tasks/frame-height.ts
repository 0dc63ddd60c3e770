// The resize message of the framed game tasks page, checked before the frame follows it.
const MIN_HEIGHT = 80;
const MAX_HEIGHT = 20_000;

/** The resize message of the framed page: `{ type: 'game-tasks:resize', height }`. */
export function frameHeightOf(
  event: Pick<MessageEvent, 'origin' | 'data' | 'source'>,
  frame: Window | null | undefined,
  origin: string,
) {
  if (event.origin !== origin || !frame || event.source !== frame) return null;
  const data = event.data as { type?: unknown; height?: unknown } | null;
  if (data?.type !== 'game-tasks:resize' || typeof data.height !== 'number' || !Number.isFinite(data.height)) return null;
  return Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(data.height)));
}
