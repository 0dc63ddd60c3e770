// The instance's notification worker (docs/decisions/049-notification-outbox.md) with what it draws when it sends:
// the score-sheet PDF of a final-score mail, through the score-sheet domain, and the push channel of followed teams.
import type { Logger } from 'pino';
import { LANGUAGES, type LanguageCode } from '../shared/constants';
import type { Config } from './config';
import { PushRunner, type PushRunnerOptions } from './domains/follows';
import { SCORE_SHEET_ATTACHMENT } from './domains/games';
import { scoreSheetDocument } from './domains/score-sheet';
import { mailer } from './platform/mail';
import { NoticeWorker, type AttachmentRef, type NoticeWorkerOptions } from './platform/notification-outbox';

async function scoreSheetPdf(ref: AttachmentRef) {
  const gameId = Number(ref.game_id);
  const language = (LANGUAGES as readonly string[]).includes(String(ref.language)) ? (ref.language as LanguageCode) : 'de';
  const { filename, pdf } = await scoreSheetDocument(gameId, language);
  return { filename, contentType: 'application/pdf', content: pdf };
}

/** The worker, not started: server/index.ts starts and stops it, tests drain it (test/notices.ts). */
export function createNoticeWorker(
  logger?: Logger,
  options: Partial<NoticeWorkerOptions> = {},
  config?: Pick<Config, 'publicUrl'>,
  push: Partial<PushRunnerOptions> = {},
): NoticeWorker {
  // Push notices (followed teams) in the same rounds: the VAPID subject names the portal to the push services.
  const publicUrl = config?.publicUrl;
  const subject = publicUrl?.startsWith('https:') ? publicUrl : 'mailto:push@league-portal.invalid';
  return new NoticeWorker({
    transport: mailer,
    attachments: { [SCORE_SHEET_ATTACHMENT]: scoreSheetPdf },
    logger,
    channels: [new PushRunner({ logger, subject, ...push })],
    ...options,
  });
}
