// The mails to a signer whose signature a change of the score sheet removed, in every product language.
import type { LanguageCode } from '../../../shared/constants';
import { escapeHtml } from '../../platform/text';

export type RemovalCause = 'lineup' | 'events';

interface Texts {
  subject: (game: string) => string;
  greeting: (name: string) => string;
  body: (game: string, by: string) => string;
  next: string;
}

const TEXTS: Record<RemovalCause, Record<LanguageCode, Texts>> = {
  lineup: {
    de: {
      subject: (g) => `Aufstellung geändert – bitte erneut bestätigen (${g})`,
      greeting: (n) => `Hallo ${n},`,
      body: (g, by) =>
        `${by} hat die Aufstellung deiner Mannschaft für ${g} geändert, nachdem du sie bestätigt hattest. Deine Bestätigung wurde deshalb entfernt.`,
      next: 'Bitte prüfe die Aufstellung und bestätige sie erneut:',
    },
    en: {
      subject: (g) => `Line-up changed – please confirm again (${g})`,
      greeting: (n) => `Hello ${n},`,
      body: (g, by) =>
        `${by} changed your team's line-up for ${g} after you had confirmed it. Your confirmation has therefore been removed.`,
      next: 'Please check the line-up and confirm it again:',
    },
    fr: {
      subject: (g) => `Composition modifiée – veuillez la confirmer à nouveau (${g})`,
      greeting: (n) => `Bonjour ${n},`,
      body: (g, by) =>
        `${by} a modifié la composition de votre équipe pour ${g} après que vous l’avez confirmée. Votre confirmation a donc été retirée.`,
      next: 'Veuillez vérifier la composition et la confirmer à nouveau :',
    },
    nl: {
      subject: (g) => `Opstelling gewijzigd – bevestig opnieuw (${g})`,
      greeting: (n) => `Hallo ${n},`,
      body: (g, by) =>
        `${by} heeft de opstelling van je team voor ${g} gewijzigd nadat je die had bevestigd. Je bevestiging is daarom verwijderd.`,
      next: 'Controleer de opstelling en bevestig die opnieuw:',
    },
  },
  events: {
    de: {
      subject: (g) => `Spielbericht geändert – Unterschrift entfernt (${g})`,
      greeting: (n) => `Hallo ${n},`,
      body: (g, by) =>
        `${by} hat nach deiner Unterschrift die Ereignisse im Spielbericht von ${g} geändert. Weil der Bericht nicht mehr der ist, den du unterschrieben hast, wurden alle Unterschriften entfernt.`,
      next: 'Bitte prüfe den Spielbericht und unterschreibe erneut:',
    },
    en: {
      subject: (g) => `Score sheet changed – signature removed (${g})`,
      greeting: (n) => `Hello ${n},`,
      body: (g, by) =>
        `${by} changed the events on the score sheet of ${g} after you had signed it. As the sheet is no longer the one you signed, all signatures have been removed.`,
      next: 'Please check the score sheet and sign it again:',
    },
    fr: {
      subject: (g) => `Feuille de match modifiée – signature retirée (${g})`,
      greeting: (n) => `Bonjour ${n},`,
      body: (g, by) =>
        `${by} a modifié les événements de la feuille de match de ${g} après votre signature. La feuille n’étant plus celle que vous avez signée, toutes les signatures ont été retirées.`,
      next: 'Veuillez vérifier la feuille de match et la signer à nouveau :',
    },
    nl: {
      subject: (g) => `Wedstrijdformulier gewijzigd – handtekening verwijderd (${g})`,
      greeting: (n) => `Hallo ${n},`,
      body: (g, by) =>
        `${by} heeft na jouw handtekening de gebeurtenissen op het wedstrijdformulier van ${g} gewijzigd. Omdat het formulier niet meer het formulier is dat je hebt ondertekend, zijn alle handtekeningen verwijderd.`,
      next: 'Controleer het wedstrijdformulier en onderteken het opnieuw:',
    },
  },
};

/** `game` names the game (number and teams), `by` who changed it; the link opens the game's score sheet. */
export function signatureRemovedMail(
  cause: RemovalCause,
  language: LanguageCode,
  firstname: string,
  texts: { game: string; by: string; link: string },
) {
  const t = TEXTS[cause][language];
  const body = t.body(texts.game, texts.by);
  const text = [t.greeting(firstname), '', body, '', t.next, texts.link].join('\n');
  const html =
    `<p>${escapeHtml(t.greeting(firstname))}</p><p>${escapeHtml(body)}</p>` +
    `<p>${escapeHtml(t.next)}<br><a href="${escapeHtml(texts.link)}">${escapeHtml(texts.link)}</a></p>`;
  return { subject: t.subject(texts.game), text, html };
}
