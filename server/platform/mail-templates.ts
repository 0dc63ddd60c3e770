// Texts of the mails the portal sends, in every product language.
import type { LanguageCode } from '../../shared/constants';
import { escapeHtml } from './text';

interface ResetTexts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  expiry: string;
  ignore: string;
}

const RESET: Record<LanguageCode, ResetTexts> = {
  de: {
    subject: 'Passwort zurücksetzen',
    greeting: (n) => `Hallo ${n},`,
    body: 'über den folgenden Link kannst du ein neues Passwort für dein Konto festlegen:',
    expiry: 'Der Link ist eine Stunde lang gültig.',
    ignore: 'Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren.',
  },
  en: {
    subject: 'Reset your password',
    greeting: (n) => `Hello ${n},`,
    body: 'use the following link to set a new password for your account:',
    expiry: 'The link is valid for one hour.',
    ignore: 'If you did not ask for this, you can ignore this email.',
  },
  fr: {
    subject: 'Réinitialiser votre mot de passe',
    greeting: (n) => `Bonjour ${n},`,
    body: 'utilisez le lien suivant pour définir un nouveau mot de passe pour votre compte :',
    expiry: 'Le lien est valable une heure.',
    ignore: "Si vous n'avez pas fait cette demande, vous pouvez ignorer cet e-mail.",
  },
  nl: {
    subject: 'Wachtwoord opnieuw instellen',
    greeting: (n) => `Hallo ${n},`,
    body: 'via de volgende link kun je een nieuw wachtwoord voor je account instellen:',
    expiry: 'De link is één uur geldig.',
    ignore: 'Heb je dit niet aangevraagd, dan kun je deze e-mail negeren.',
  },
};

export function passwordResetMail(language: LanguageCode, firstname: string, link: string) {
  const t = RESET[language];
  const text = [t.greeting(firstname), '', t.body, link, '', t.expiry, t.ignore].join('\n');
  const html = `<p>${escapeHtml(t.greeting(firstname))}</p><p>${escapeHtml(t.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`;
  return { subject: t.subject, text, html };
}
