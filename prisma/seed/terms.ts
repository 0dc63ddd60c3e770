// Terms (portal, associations, a club), their versions in four languages, and the persons' consents.
import type { Prisma } from '../../server/db/generated/client';
import { i18n } from './catalog';
import { DAY_MS, addDays, insertMany } from './context';
import type { I18n } from './context';
import type { World } from './world';

interface VersionText {
  title: I18n;
  content: I18n;
  checkboxes: Record<keyof I18n, string[]>;
}

const p = (...paragraphs: string[]) => paragraphs.map((x) => (x.startsWith('<') ? x : `<p>${x}</p>`)).join('');

function portalVersion(version: number): VersionText {
  const changed = version > 1;
  return {
    title: i18n(
      'Nutzungsbedingungen und Datenschutzerklärung',
      'Terms of use and privacy policy',
      "Conditions d'utilisation et politique de confidentialité",
      'Gebruiksvoorwaarden en privacyverklaring',
    ),
    content: {
      de: p(
        `<h2>Nutzungsbedingungen (Version ${version})</h2>`,
        'Das Portal wird von den Verbänden für ihre Mitglieder, Vereine und Schiedsrichter:innen betrieben. Mit der Registrierung bestätigst du, dass deine Angaben richtig sind.',
        '<h3>Datenschutz</h3>',
        'Wir verarbeiten deine Daten (Name, Geburtsdatum, Kontaktdaten, Mitgliedschaften) zur Verwaltung des Spielbetriebs. Öffentliche Statistiken zeigen nur deinen Namen und deine Spielerdaten.',
        changed
          ? '<p><strong>Neu in Version 2:</strong> Bankdaten für das SEPA-Lastschriftverfahren werden verschlüsselt gespeichert; angezeigt werden nur die letzten vier Stellen der IBAN.</p>'
          : 'Du kannst deine Einwilligung jederzeit widerrufen.',
      ),
      en: p(
        `<h2>Terms of use (version ${version})</h2>`,
        'The portal is run by the associations for their members, clubs and referees. By registering you confirm that your details are correct.',
        '<h3>Privacy</h3>',
        'We process your data (name, date of birth, contact details, memberships) to run the competitions. Public statistics show only your name and your player data.',
        changed
          ? '<p><strong>New in version 2:</strong> bank details for SEPA direct debit are stored encrypted; only the last four characters of the IBAN are shown.</p>'
          : 'You may withdraw your consent at any time.',
      ),
      fr: p(
        `<h2>Conditions d'utilisation (version ${version})</h2>`,
        "Le portail est exploité par les fédérations pour leurs membres, clubs et arbitres. En vous inscrivant, vous confirmez l'exactitude de vos données.",
        '<h3>Protection des données</h3>',
        'Nous traitons vos données (nom, date de naissance, coordonnées, affiliations) pour organiser les compétitions. Les statistiques publiques ne montrent que votre nom et vos données de joueur.',
        changed
          ? '<p><strong>Nouveau dans la version 2 :</strong> les coordonnées bancaires pour le prélèvement SEPA sont chiffrées ; seuls les quatre derniers caractères de l’IBAN sont affichés.</p>'
          : 'Vous pouvez retirer votre consentement à tout moment.',
      ),
      nl: p(
        `<h2>Gebruiksvoorwaarden (versie ${version})</h2>`,
        'Het portaal wordt door de bonden beheerd voor hun leden, clubs en scheidsrechters. Met je registratie bevestig je dat je gegevens juist zijn.',
        '<h3>Privacy</h3>',
        'Wij verwerken je gegevens (naam, geboortedatum, contactgegevens, lidmaatschappen) voor de organisatie van de competities. Openbare statistieken tonen alleen je naam en spelersgegevens.',
        changed
          ? '<p><strong>Nieuw in versie 2:</strong> bankgegevens voor SEPA-incasso worden versleuteld opgeslagen; alleen de laatste vier tekens van de IBAN worden getoond.</p>'
          : 'Je kunt je toestemming op elk moment intrekken.',
      ),
    },
    checkboxes: {
      de: [
        'Ich habe die Nutzungsbedingungen gelesen und akzeptiere sie.',
        'Ich bin mit der Verarbeitung meiner Daten gemäß der Datenschutzerklärung einverstanden.',
      ],
      en: [
        'I have read and accept the terms of use.',
        'I agree to the processing of my data as described in the privacy policy.',
      ],
      fr: [
        "J'ai lu et j'accepte les conditions d'utilisation.",
        "J'accepte le traitement de mes données conformément à la politique de confidentialité.",
      ],
      nl: [
        'Ik heb de gebruiksvoorwaarden gelezen en ga ermee akkoord.',
        'Ik ga akkoord met de verwerking van mijn gegevens volgens de privacyverklaring.',
      ],
    },
  };
}

/** A name at the end of a sentence: "… e.V." takes no second period. */
const ending = (name: string) => (name.endsWith('.') ? name : `${name}.`);

function statuteVersion(name: string, kind: 'association' | 'club'): VersionText {
  const a = kind === 'association';
  return {
    title: a
      ? i18n(
          `Satzung und Ordnungen – ${name}`,
          `Statutes and regulations – ${name}`,
          `Statuts et règlements – ${name}`,
          `Statuten en reglementen – ${name}`,
        )
      : i18n(
          `Vereinsordnung – ${name}`,
          `Club rules – ${name}`,
          `Règlement du club – ${name}`,
          `Huishoudelijk reglement – ${name}`,
        ),
    content: {
      de: p(
        `<h2>${a ? 'Satzung' : 'Vereinsordnung'}</h2>`,
        `Mit dem Beitritt erkennst du die ${a ? 'Satzung, die Spielordnung und die Beitragsordnung' : 'Vereinsordnung und die Beitragsordnung'} von ${name} an.`,
        '<ul><li>Beiträge werden im gewählten Intervall eingezogen.</li><li>Die Kündigung ist zum Ende eines Intervalls möglich.</li></ul>',
      ),
      en: p(
        `<h2>${a ? 'Statutes' : 'Club rules'}</h2>`,
        `By joining you accept the ${a ? 'statutes, competition rules and fee regulations' : 'club rules and fee regulations'} of ${ending(name)}`,
        '<ul><li>Fees are collected in the chosen interval.</li><li>You may cancel at the end of an interval.</li></ul>',
      ),
      fr: p(
        `<h2>${a ? 'Statuts' : 'Règlement du club'}</h2>`,
        `En adhérant, vous acceptez ${a ? 'les statuts, le règlement sportif et le règlement des cotisations' : 'le règlement du club et le règlement des cotisations'} de ${ending(name)}`,
        "<ul><li>Les cotisations sont prélevées selon l'intervalle choisi.</li><li>La résiliation est possible à la fin d'un intervalle.</li></ul>",
      ),
      nl: p(
        `<h2>${a ? 'Statuten' : 'Huishoudelijk reglement'}</h2>`,
        `Met je aansluiting aanvaard je ${a ? 'de statuten, het competitiereglement en het contributiereglement' : 'het huishoudelijk reglement en het contributiereglement'} van ${ending(name)}`,
        '<ul><li>De contributie wordt per gekozen interval geïnd.</li><li>Opzeggen kan aan het einde van een interval.</li></ul>',
      ),
    },
    checkboxes: {
      de: [`Ich akzeptiere die ${a ? 'Satzung und Ordnungen' : 'Vereinsordnung'} von ${ending(name)}`],
      en: [`I accept the ${a ? 'statutes and regulations' : 'club rules'} of ${ending(name)}`],
      fr: [`J'accepte ${a ? 'les statuts et règlements' : 'le règlement du club'} de ${ending(name)}`],
      nl: [`Ik aanvaard ${a ? 'de statuten en reglementen' : 'het huishoudelijk reglement'} van ${ending(name)}`],
    },
  };
}

/** Terms, versions and consents. Some persons have not yet consented to the newest portal version. */
export async function seedTerms(w: World): Promise<void> {
  const { db, rng, today } = w;
  const v1At = addDays(today, -2300);
  const v2At = addDays(today, -60);
  const createTerm = async (
    product: string,
    ref: { associationId?: number; clubId?: number },
    versions: [VersionText, Date][],
  ) => {
    const term = await db.term.create({
      data: {
        product,
        ...ref,
        createdAt: versions[0]![1],
        versions: {
          create: versions.map(([t, at], i) => ({
            version: i + 1,
            title: t.title,
            content: t.content,
            checkboxes: t.checkboxes,
            publishedAt: at,
          })),
        },
      },
      select: { versions: { select: { id: true, version: true }, orderBy: { version: 'asc' } } },
    });
    return term.versions.map((v) => v.id);
  };
  const [portalV1, portalV2] = (await createTerm('portal', {}, [
    [portalVersion(1), v1At],
    [portalVersion(2), v2At],
  ])) as [number, number];
  const associationTerm = new Map<number, number>();
  for (const a of w.associations)
    associationTerm.set(
      a.id,
      (
        await createTerm('association', { associationId: a.id }, [[statuteVersion(a.name, 'association'), addDays(today, -2250)]])
      )[0]!,
    );
  const clubTerm = (
    await createTerm('club', { clubId: w.demoClub.id }, [[statuteVersion(w.demoClub.name, 'club'), addDays(today, -900)]])
  )[0]!;

  const consents: Prisma.ConsentCreateManyInput[] = [];
  const later = (a: Date, b: Date) => (a > b ? a : b);
  const clubsOf = new Map<number, Set<number>>();
  for (const m of w.memberships) (clubsOf.get(m.personId) ?? clubsOf.set(m.personId, new Set()).get(m.personId)!).add(m.clubId);
  for (const person of w.persons) {
    const created = person.createdAt;
    const demo = !!person.demo;
    if (created < v2At || demo)
      consents.push({ personId: person.id, termVersionId: portalV1, consentedAt: later(created, v1At) });
    if (created >= v2At) consents.push({ personId: person.id, termVersionId: portalV2, consentedAt: created });
    else if (demo || rng.datatype.boolean({ probability: 0.9 }))
      consents.push({
        personId: person.id,
        termVersionId: portalV2,
        consentedAt: new Date(v2At.getTime() + rng.number.int({ min: 1, max: 55 }) * DAY_MS),
      });
    const clubs = [...(clubsOf.get(person.id) ?? [])].map((id) => w.clubs.find((c) => c.id === id)!);
    const assocIds = new Set(
      demo ? w.associations.filter((a) => a.key === 'de').map((a) => a.id) : clubs.map((c) => c.associationId),
    );
    for (const id of assocIds)
      if (demo || rng.datatype.boolean({ probability: 0.95 }))
        consents.push({
          personId: person.id,
          termVersionId: associationTerm.get(id)!,
          consentedAt: later(created, addDays(today, -2250)),
        });
    if (demo || clubs.includes(w.demoClub))
      consents.push({ personId: person.id, termVersionId: clubTerm, consentedAt: later(created, addDays(today, -900)) });
  }
  await insertMany(consents, (b) => db.consent.createMany({ data: b }));
}
