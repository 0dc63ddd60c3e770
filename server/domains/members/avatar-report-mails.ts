// The mails to a person whose reported picture an admin handled, in every product language.
import type { LanguageCode } from '../../../shared/constants';
import { escapeHtml } from '../../platform/text';

interface Texts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  next: string;
}

type Outcome = 'released' | 'removed';

const TEXTS: Record<Outcome, Record<LanguageCode, Texts>> = {
  released: {
    de: {
      subject: 'Dein Profilbild ist wieder sichtbar',
      greeting: (n) => `Hallo ${n},`,
      body: 'dein Profilbild wurde gemeldet und war deshalb vorübergehend ausgeblendet. Ein Administrator hat es geprüft und wieder freigegeben.',
      next: 'Du musst nichts weiter tun. Dein Profil:',
    },
    en: {
      subject: 'Your profile picture is visible again',
      greeting: (n) => `Hello ${n},`,
      body: 'your profile picture was reported and therefore hidden for a while. An administrator has checked it and released it again.',
      next: 'There is nothing else you need to do. Your profile:',
    },
    fr: {
      subject: 'Votre photo de profil est de nouveau visible',
      greeting: (n) => `Bonjour ${n},`,
      body: 'votre photo de profil a été signalée et donc masquée temporairement. Un administrateur l’a vérifiée et l’a de nouveau autorisée.',
      next: 'Vous n’avez rien d’autre à faire. Votre profil :',
    },
    nl: {
      subject: 'Je profielfoto is weer zichtbaar',
      greeting: (n) => `Hallo ${n},`,
      body: 'je profielfoto is gemeld en was daarom tijdelijk verborgen. Een beheerder heeft de foto bekeken en weer vrijgegeven.',
      next: 'Je hoeft verder niets te doen. Je profiel:',
    },
  },
  removed: {
    de: {
      subject: 'Dein Profilbild wurde entfernt',
      greeting: (n) => `Hallo ${n},`,
      body: 'dein Profilbild wurde gemeldet. Ein Administrator hat es geprüft und entfernt.',
      next: 'Du kannst in deinem Profil ein anderes Bild hochladen:',
    },
    en: {
      subject: 'Your profile picture was removed',
      greeting: (n) => `Hello ${n},`,
      body: 'your profile picture was reported. An administrator has checked it and removed it.',
      next: 'You can upload another picture in your profile:',
    },
    fr: {
      subject: 'Votre photo de profil a été supprimée',
      greeting: (n) => `Bonjour ${n},`,
      body: 'votre photo de profil a été signalée. Un administrateur l’a vérifiée et l’a supprimée.',
      next: 'Vous pouvez téléverser une autre photo dans votre profil :',
    },
    nl: {
      subject: 'Je profielfoto is verwijderd',
      greeting: (n) => `Hallo ${n},`,
      body: 'je profielfoto is gemeld. Een beheerder heeft de foto bekeken en verwijderd.',
      next: 'Je kunt in je profiel een andere foto uploaden:',
    },
  },
};

export function avatarReportMail(outcome: Outcome, language: LanguageCode, firstname: string, profileLink: string) {
  const t = TEXTS[outcome][language];
  const text = [t.greeting(firstname), '', t.body, '', t.next, profileLink].join('\n');
  const html =
    `<p>${escapeHtml(t.greeting(firstname))}</p><p>${escapeHtml(t.body)}</p>` +
    `<p>${escapeHtml(t.next)}<br><a href="${escapeHtml(profileLink)}">${escapeHtml(profileLink)}</a></p>`;
  return { subject: t.subject, text, html };
}
