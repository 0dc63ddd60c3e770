// Texts of the two mails of an email change, in the person's language: the confirmation link to the new address
// and the notice to the old one with a link to report a change the person did not want.
import type { LanguageCode } from '../../../shared/constants';
import { escapeHtml } from '../../platform/text';

interface ConfirmTexts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  expiry: string;
  ignore: string;
}

interface NoticeTexts {
  subject: string;
  greeting: (name: string) => string;
  body: (address: string) => string;
  pending: string;
  report: string;
}

const CONFIRM: Record<LanguageCode, ConfirmTexts> = {
  de: {
    subject: 'Neue E-Mail-Adresse bestätigen',
    greeting: (n) => `Hallo ${n},`,
    body: 'diese Adresse wurde als neue E-Mail-Adresse deines Kontos eingetragen. Sie gilt erst, wenn du sie über den folgenden Link bestätigst:',
    expiry: 'Der Link ist 24 Stunden lang gültig. Mit der Bestätigung werden alle bestehenden Anmeldungen beendet.',
    ignore: 'Wenn du das nicht erwartet hast, ignoriere diese E-Mail: dann bleibt die bisherige Adresse.',
  },
  en: {
    subject: 'Confirm your new email address',
    greeting: (n) => `Hello ${n},`,
    body: 'this address was entered as the new email address of your account. It takes effect only once you confirm it with the following link:',
    expiry: 'The link is valid for 24 hours. Confirming it ends every current sign-in.',
    ignore: 'If you did not expect this, ignore this email: the previous address stays.',
  },
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    greeting: (n) => `Bonjour ${n},`,
    body: 'cette adresse a été saisie comme nouvelle adresse e-mail de votre compte. Elle ne sera valable qu’après confirmation par le lien suivant :',
    expiry: 'Le lien est valable 24 heures. La confirmation met fin à toutes les connexions en cours.',
    ignore: 'Si vous ne vous y attendiez pas, ignorez cet e-mail : l’adresse actuelle reste en place.',
  },
  nl: {
    subject: 'Bevestig je nieuwe e-mailadres',
    greeting: (n) => `Hallo ${n},`,
    body: 'dit adres is ingevoerd als nieuw e-mailadres van je account. Het geldt pas nadat je het via de volgende link hebt bevestigd:',
    expiry: 'De link is 24 uur geldig. Na de bevestiging worden alle bestaande aanmeldingen beëindigd.',
    ignore: 'Had je dit niet verwacht, negeer deze e-mail dan: het huidige adres blijft behouden.',
  },
};

const NOTICE: Record<LanguageCode, NoticeTexts> = {
  de: {
    subject: 'Deine E-Mail-Adresse soll geändert werden',
    greeting: (n) => `Hallo ${n},`,
    body: (a) => `für dein Konto wurde die neue E-Mail-Adresse ${a} eingetragen.`,
    pending: 'Sie gilt erst, wenn sie bestätigt wird. Bis dahin meldest du dich weiter mit dieser Adresse an.',
    report:
      'Warst du das nicht? Dann melde es über den folgenden Link: die Änderung wird verworfen und alle Anmeldungen an deinem Konto werden beendet.',
  },
  en: {
    subject: 'Your email address is about to change',
    greeting: (n) => `Hello ${n},`,
    body: (a) => `the new email address ${a} was entered for your account.`,
    pending: 'It takes effect only once it is confirmed. Until then you keep signing in with this address.',
    report:
      'Was that not you? Then report it with the following link: the change is dropped and every sign-in to your account ends.',
  },
  fr: {
    subject: 'Votre adresse e-mail va être modifiée',
    greeting: (n) => `Bonjour ${n},`,
    body: (a) => `la nouvelle adresse e-mail ${a} a été saisie pour votre compte.`,
    pending: 'Elle ne sera valable qu’après confirmation. D’ici là, vous continuez à vous connecter avec cette adresse.',
    report:
      'Ce n’était pas vous ? Signalez-le par le lien suivant : la modification est annulée et toutes les connexions à votre compte prennent fin.',
  },
  nl: {
    subject: 'Je e-mailadres wordt gewijzigd',
    greeting: (n) => `Hallo ${n},`,
    body: (a) => `voor je account is het nieuwe e-mailadres ${a} ingevoerd.`,
    pending: 'Het geldt pas nadat het is bevestigd. Tot dan meld je je nog met dit adres aan.',
    report:
      'Was jij dit niet? Meld het dan via de volgende link: de wijziging wordt geschrapt en alle aanmeldingen op je account worden beëindigd.',
  },
};

const paragraph = (s: string) => `<p>${escapeHtml(s)}</p>`;
const anchor = (link: string) => `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;

export function emailConfirmMail(language: LanguageCode, firstname: string, link: string) {
  const t = CONFIRM[language];
  const text = [t.greeting(firstname), '', t.body, link, '', t.expiry, t.ignore].join('\n');
  const html = [paragraph(t.greeting(firstname)), paragraph(t.body), anchor(link), paragraph(t.expiry), paragraph(t.ignore)].join(
    '',
  );
  return { subject: t.subject, text, html };
}

export function emailChangeNoticeMail(language: LanguageCode, firstname: string, newAddress: string, reportLink: string) {
  const t = NOTICE[language];
  const text = [t.greeting(firstname), '', t.body(newAddress), t.pending, '', t.report, reportLink].join('\n');
  const html = [
    paragraph(t.greeting(firstname)),
    paragraph(`${t.body(newAddress)} ${t.pending}`),
    paragraph(t.report),
    anchor(reportLink),
  ].join('');
  return { subject: t.subject, text, html };
}
