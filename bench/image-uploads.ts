// Memory and time of many parallel picture uploads, in-process without a database: thirty
// decodes of a large PNG through the image queue (IMAGE_CONCURRENCY, default 2) against all at once, and what the
// pixel cap refuses. Prints peak RSS and wall time; one mode per process, so the modes do not share a heap:
//   npx tsx bench/image-uploads.ts [count] [side] [queued|all|over]
// Not a test: numbers depend on the machine; keep them out of timed unit tests.
import sharp from 'sharp';
import { processAvatarNow } from '../server/platform/images';
import { AVATAR_MAX_INPUT_PIXELS } from '../server/platform/image-limits';
import { WorkQueue } from '../server/platform/image-queue';

const count = Number(process.argv[2] ?? 30);
const side = Number(process.argv[3] ?? 4096);
const mode = process.argv[4] ?? 'queued';
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** A noisy picture (so PNG cannot compress it to nothing and decoding does real work). */
async function picture(size: number): Promise<Buffer> {
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 3, background: '#808080' } })
    .composite([{ input: tile, tile: true }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function measure(name: string, run: () => Promise<unknown>): Promise<void> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = Date.now();
  const outcomes = await Promise.allSettled([run()]);
  clearInterval(timer);
  const failed = outcomes.filter((o) => o.status === 'rejected').length;
  process.stdout.write(
    `${name}: ${Date.now() - started} ms, RSS ${mb(before)} -> peak ${mb(peak)}${failed ? ` (${failed} failed)` : ''}\n`,
  );
}

async function main() {
  const input = await picture(side);
  process.stdout.write(
    `${count} uploads of a ${side} x ${side} PNG (${Math.round(input.length / 1024)} KB); cap ${AVATAR_MAX_INPUT_PIXELS} px\n`,
  );
  const queue = new WorkQueue({ concurrency: Number(process.env.IMAGE_CONCURRENCY ?? 2), maxWaitMs: 600_000, maxWaiting: 1000 });
  if (mode === 'queued') {
    await measure('queued', () => Promise.all(Array.from({ length: count }, () => queue.run(() => processAvatarNow(input)))));
  } else if (mode === 'all') {
    await measure('all at once', () => Promise.all(Array.from({ length: count }, () => processAvatarNow(input))));
  } else {
    const over = await picture(6300);
    await measure('6300 x 6300, refused by the cap', () =>
      Promise.allSettled(Array.from({ length: count }, () => processAvatarNow(over))),
    );
  }
}

void main();
