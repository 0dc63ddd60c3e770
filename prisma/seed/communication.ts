// Announcements of the associations and the history (audit entries) of a few persons.
import type { Prisma } from '../../server/db/generated/client';
import { addDays, addMinutes, phone } from './context';
import type { ProcessRecord } from './processes';
import type { World } from './world';
import { associationOf } from './world';

export async function seedAnnouncements(w: World): Promise<void> {
  const { today } = w;
  const de = associationOf(w, 'de').id;
  const nl = associationOf(w, 'nl').id;
  const season = w.seasons.current.name;
  const rows: Prisma.AnnouncementCreateManyInput[] = [
    {
      associationId: de,
      title: `Die Saison ${season} läuft!`,
      bodyHtml: `<p>Liebe Lacrosse-Familie,</p><p>die Saison <strong>${season}</strong> ist in vollem Gange. Alle Spielpläne, Tabellen und Live-Ergebnisse findet ihr unter <em>Statistiken</em>.</p><ul><li>1. und 2. Bundesliga Herren in den Gruppen Nord und Süd</li><li>1. Bundesliga Damen</li><li>Indoor Lacrosse Liga und U16 Jugendliga</li></ul><p>Viel Erfolg allen Teams!</p>`,
      publishedAt: addMinutes(addDays(today, -40), 600),
    },
    {
      associationId: de,
      title: 'Neue Nutzungsbedingungen (Version 2)',
      bodyHtml:
        '<p>Wir haben unsere Nutzungsbedingungen aktualisiert: Bankdaten für das SEPA-Lastschriftverfahren werden jetzt verschlüsselt gespeichert.</p><p>Bitte bestätige die neue Version beim nächsten Login.</p>',
      publishedAt: addMinutes(addDays(today, -60), 540),
    },
    {
      associationId: de,
      title: 'Schiedsrichter-Lehrgang: jetzt anmelden',
      bodyHtml:
        '<p>Der nächste <strong>Schiedsrichter-Lehrgang (Stufe 1)</strong> findet in vier Wochen in Frankfurt am Main statt.</p><p>Anmeldung über euren Verein bis spätestens zwei Wochen vorher. Voraussetzung: Mindestalter 16 Jahre.</p><p><a href="https://example.org/lehrgang">Mehr Informationen</a></p>',
      publishedAt: addMinutes(addDays(today, -10), 720),
      expiresAt: addDays(today, 28),
    },
    {
      associationId: de,
      title: 'Deutsche Meisterschaft: Final Four',
      bodyHtml:
        '<p>Die vier Gruppensieger spielen in fünf Wochen den <strong>Deutschen Meister</strong> aus. Tickets gibt es bei den teilnehmenden Vereinen.</p>',
      publishedAt: addMinutes(addDays(today, -3), 480),
      expiresAt: addDays(today, 45),
    },
    {
      associationId: de,
      title: 'Winterpause der Feldligen',
      bodyHtml: '<p>Die Feldligen pausieren über den Jahreswechsel. Die Indoor Lacrosse Liga spielt weiter.</p>',
      publishedAt: addDays(today, -300),
      expiresAt: addDays(today, -200),
    },
    {
      associationId: nl,
      title: 'Nieuw seizoen van start',
      bodyHtml: `<p>Het seizoen <strong>${season}</strong> is begonnen. Veel succes aan alle teams in de Eredivisie!</p>`,
      publishedAt: addDays(today, -35),
    },
  ];
  await w.db.announcement.createMany({ data: rows });
}

/** History entries: the demo player and referee, the process subjects, and some profile updates. */
export async function seedAudit(w: World, processes: ProcessRecord[]): Promise<void> {
  const { rng, today } = w;
  const rows: Prisma.AuditEntryCreateManyInput[] = [];
  const add = (
    subjectId: number | null,
    actorId: number | null,
    action: string,
    entity: string,
    entityId: number | null,
    data: object,
    createdAt: Date,
  ) => rows.push({ subjectId, actorId, action, entity, entityId, data: data as Prisma.InputJsonValue, createdAt });

  const player = w.demo.player;
  const m = w.demoMembership;
  add(player.id, player.id, 'person.created', 'person', player.id, { email: 'player@demo.test' }, player.createdAt);
  add(
    player.id,
    w.demo.club.id,
    'membership.updated',
    'membership',
    m.id,
    { jersey_number: { from: '9', to: '17' } },
    addDays(today, -320),
  );
  add(
    player.id,
    player.id,
    'membership.subscription',
    'membership',
    m.id,
    { subscription: 'Aktiv', billing_interval: { from: 12, to: 3 } },
    addDays(today, -210),
  );
  add(
    player.id,
    w.teamManager.id,
    'membership.updated',
    'membership',
    m.id,
    { positions: { from: ['attack'], to: ['attack', 'midfield'] } },
    addDays(today, -120),
  );
  add(
    player.id,
    w.demo.admin.id,
    'international_player.added',
    'international_team',
    null,
    { team: 'Deutschland Herren' },
    addDays(today, -90),
  );
  add(
    player.id,
    player.id,
    'person.updated',
    'person',
    player.id,
    { mobile_phone: { from: null, to: '+49 151 5550175' } },
    addDays(today, -30),
  );

  const ref = w.demo.referee;
  add(ref.id, ref.id, 'person.created', 'person', ref.id, { email: 'referee@demo.test' }, ref.createdAt);
  add(
    ref.id,
    w.demo.admin.id,
    'license.assigned',
    'license',
    associationOf(w, 'de').refereeLicenses[0]!.id,
    { license: 'Schiedsrichterlizenz', level: 1 },
    addDays(today, -380),
  );
  add(
    ref.id,
    w.demo.admin.id,
    'license.updated',
    'license',
    associationOf(w, 'de').refereeLicenses[0]!.id,
    { level: { from: 1, to: 2 } },
    addDays(today, -100),
  );

  for (const p of processes) {
    const subject = p.def.m.personId;
    add(subject, p.def.startedBy ?? subject, 'process.started', 'process', p.id, { type: p.def.type }, p.createdAt);
    for (const g of p.givers)
      add(subject, g.personId, 'process.approved', 'process', p.id, { approver: g.approver.replace('_', '-') }, g.at);
    if (p.def.status === 'completed') {
      const actor = p.def.forced ? w.associationLeaders[p.def.m.club.country] : null;
      add(
        subject,
        actor,
        'process.completed',
        'process',
        p.id,
        { type: p.def.type, forced: !!p.def.forced },
        addDays(p.createdAt, 3),
      );
    }
    if (p.def.status === 'cancelled')
      add(subject, subject, 'process.cancelled', 'process', p.id, { type: p.def.type }, addDays(p.createdAt, 2));
  }

  const fields = ['mobile_phone', 'address_1', 'zip_code', 'city', 'preferred_language'] as const;
  for (const person of rng.helpers.arrayElements(
    w.persons.filter((p) => !p.demo),
    25,
  )) {
    const field = rng.helpers.arrayElement(fields);
    const actor = rng.datatype.boolean({ probability: 0.6 }) ? person.id : w.demo.admin.id;
    const names = w.f.names[person.locale];
    const value: Record<(typeof fields)[number], () => [unknown, unknown]> = {
      mobile_phone: () => [null, phone(rng, person.country, '030', true)],
      address_1: () => [names.location.streetAddress(), names.location.streetAddress()],
      zip_code: () => [names.location.zipCode(), names.location.zipCode()],
      city: () => [names.location.city(), names.location.city()],
      preferred_language: () => ['en', person.lang],
    };
    const [from, to] = value[field]();
    add(
      person.id,
      actor,
      'person.updated',
      'person',
      person.id,
      { [field]: { from, to } },
      addDays(today, -rng.number.int({ min: 1, max: 400 })),
    );
  }
  await w.db.auditEntry.createMany({ data: rows });
}
