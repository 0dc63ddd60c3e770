// Outgoing mail: SMTP when SMTP_URL is set, else JSON files in the outbox directory (local use, tests).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  send(mail: Mail): Promise<void>;
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({ from, ...mail });
    },
  };
}

export function outboxTransport(dir: string): MailTransport {
  return {
    async send(mail) {
      await fs.mkdir(dir, { recursive: true });
      const name = `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.json`;
      // An attachment as its name, type, size and bytes in base64 (a Buffer would be written byte by byte).
      const attachments = mail.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: a.content.length,
        content: a.content.toString('base64'),
      }));
      const body = JSON.stringify({ ...mail, attachments, created_at: new Date().toISOString() }, null, 2);
      // Written under a temporary name first so a reader never sees half a mail.
      const tmp = path.join(dir, `.${name}.tmp`);
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, path.join(dir, name));
    },
  };
}

let transport: MailTransport | null = null;

export function setMailTransport(t: MailTransport): void {
  transport = t;
}

export function mailer(): MailTransport {
  if (!transport) throw new Error('Mail transport not initialised');
  return transport;
}
