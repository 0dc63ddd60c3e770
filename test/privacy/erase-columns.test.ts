// An erased person's data is gone from every table that held it. RULES names every column of every table
// holding personal data (a foreign key to persons or memberships, the avatar's images, the session store) with what
// the erasure does to it; a new column or a new table pointing at a person without a rule fails the first tests,
// and the last one erases a person with data in all of them and checks each rule.
import { useTestApp } from '../app';
import { ADMIN_PASSWORD, buildSport, signIn, unique } from '../factories';
import { buildEmailWorld, type EmailWorld } from '../factories-email';
import { todayDate } from '../../shared/clock';

type Rule = 'erased' | `kept: ${string}`;

const KEY = 'kept: a key or reference without personal content';
const TIME = 'kept: when something happened, no personal content';
const HISTORY = "kept: the league's history (line-ups, statistics) stays correct; the person is anonymous now";
/** Tables whose rows of the person are deleted: every column goes with the row. */
const DELETED = (columns: string[]): Record<string, Rule> => Object.fromEntries(columns.map((c) => [c, 'erased']));

export const RULES: Record<string, Record<string, Rule>> = {
  persons: {
    id: KEY,
    uuid: 'kept: a random id; says nothing about the person',
    email: 'erased',
    password_hash: 'erased',
    password_changed_at: 'erased',
    signature_pin_hash: 'erased',
    failed_signins: 'erased',
    locked_until: 'erased',
    firstname: 'erased',
    lastname: 'erased',
    gender: 'kept: teams and statistics are by gender (women’s and men’s leagues)',
    birthdate: 'erased',
    public_short_name: 'erased',
    calendar_token: 'erased',
    exclude_from_maillists: 'kept: set to true, so no list ever picks the row',
    preferred_language: 'kept: a product setting, not identifying',
    needs_bank_info: 'kept: set to false',
    avatar_id: 'erased',
    avatar_hidden: 'kept: a flag',
    phone_number: 'erased',
    mobile_phone: 'erased',
    address_1: 'erased',
    address_2: 'erased',
    zip_code: 'erased',
    city: 'erased',
    region: 'erased',
    country: 'erased',
    erased_at: 'kept: that and when the erasure happened',
    created_at: TIME,
    updated_at: TIME,
  },
  images: {
    id: KEY,
    mime_type: 'erased',
    width: 'erased',
    height: 'erased',
    data: 'erased',
    thumbnail: 'erased',
    created_at: 'erased',
  },
  bank_infos: DELETED(['person_id', 'account_holder', 'iban_encrypted', 'iban_end', 'bic', 'updated_at']),
  email_changes: {
    ...DELETED(['id', 'person_id', 'old_email', 'new_email', 'token_hash', 'report_token_hash', 'created_at']),
    ...DELETED(['expires_at', 'confirmed_at', 'cancelled_at', 'reported_at']),
    requested_by_id: 'kept: a change the person asked for someone else stays that person’s record (their id, no values)',
  },
  password_reset_tokens: DELETED(['id', 'person_id', 'token_hash', 'purpose', 'expires_at', 'used_at', 'created_at']),
  session: DELETED(['sid', 'sess', 'expire']),
  person_tags: DELETED(['person_id', 'tag_id', 'created_at']),
  acl_rules: {
    ...DELETED(['id', 'person_id', 'role', 'association_id', 'region_id', 'competition_id', 'club_id', 'team_id']),
    ...DELETED(['meta', 'revocable', 'created_at']),
    granted_by_id: 'kept: roles the person granted to others belong to those others’ records',
  },
  club_contacts: DELETED(['club_id', 'person_id', 'position', 'created_at']),
  international_players: DELETED(['id', 'person_id', 'international_team_id', 'created_at']),
  avatar_reports: {
    ...DELETED(['id', 'person_id', 'created_at', 'handled_at', 'outcome']),
    reporter_id: 'kept: reports the person filed about others stay with those others (id only)',
    handled_by_id: 'kept: reports the person handled as an admin stay with the reported person (id only)',
  },
  memberships: {
    id: KEY,
    person_id: KEY,
    club_id: HISTORY,
    sport_id: HISTORY,
    team_id: HISTORY,
    jersey_number: 'erased',
    positions: HISTORY,
    is_alumni: HISTORY,
    subscription_id: HISTORY,
    billing_interval: HISTORY,
    active_from: HISTORY,
    active_to: 'erased',
    search_text: 'erased',
    person_lastname: 'erased',
    person_firstname: 'erased',
    created_at: TIME,
    updated_at: TIME,
  },
  membership_periods: {
    id: KEY,
    membership_id: KEY,
    club_id: HISTORY,
    sport_id: HISTORY,
    active_from: HISTORY,
    active_to: 'erased',
  },
  team_history: { id: KEY, membership_id: KEY, team_id: HISTORY, active_from: HISTORY, active_to: 'erased' },
  person_licenses: {
    id: KEY,
    person_id: KEY,
    license_id: HISTORY,
    level: HISTORY,
    valid_from: HISTORY,
    valid_to: 'erased',
    created_at: TIME,
  },
  consents: {
    id: KEY,
    person_id: KEY,
    term_version_id: 'kept: proof of which terms version was accepted when (the person is anonymous now)',
    consented_at: 'kept: proof of which terms version was accepted when (the person is anonymous now)',
  },
  processes: {
    id: KEY,
    type: HISTORY,
    status: HISTORY,
    person_id: KEY,
    membership_id: KEY,
    association_id: KEY,
    from_club_id: HISTORY,
    from_team_id: HISTORY,
    to_club_id: HISTORY,
    to_team_id: HISTORY,
    started_by_id: KEY,
    forced: HISTORY,
    data: 'erased',
    created_at: TIME,
    completed_at: TIME,
  },
  required_approvals: {
    id: KEY,
    process_id: KEY,
    approver: HISTORY,
    state: HISTORY,
    context_association_id: KEY,
    context_club_id: KEY,
    context_competition_id: KEY,
    given_by_id: 'kept: approvals the person gave stay on others’ processes (id only, the name is replaced)',
    given_at: TIME,
  },
  audit_entries: {
    id: KEY,
    subject_id: KEY,
    actor_id: KEY,
    action: 'kept: what happened (person.erase records the erasure)',
    entity: KEY,
    entity_id: KEY,
    data: 'erased',
    created_at: TIME,
  },
  game_lineups: {
    game_id: HISTORY,
    membership_id: HISTORY,
    team_id: HISTORY,
    jersey_number: HISTORY,
    position: HISTORY,
    captain: HISTORY,
    starting_goalie: HISTORY,
  },
  player_season_totals: {
    competition_id: HISTORY,
    season_id: HISTORY,
    membership_id: HISTORY,
    team_id: HISTORY,
    games_played: HISTORY,
    goals: HISTORY,
    assists: HISTORY,
    technical: HISTORY,
    personal: HISTORY,
    penalty_seconds: HISTORY,
    jersey_number: HISTORY,
  },
  game_events: {
    id: KEY,
    game_id: HISTORY,
    type: HISTORY,
    event_time: HISTORY,
    team_id: HISTORY,
    away_team: HISTORY,
    membership_id: HISTORY,
    assist_membership_id: HISTORY,
    jersey_number: HISTORY,
    foul_kind: HISTORY,
    scored: HISTORY,
    penalty_seconds: HISTORY,
    period: HISTORY,
    penalty_type_id: HISTORY,
    idempotency_key: KEY,
    created_by_id: 'kept: events the person entered as a scorer (id only)',
    created_at: TIME,
    updated_at: TIME,
  },
  game_officials: { game_id: HISTORY, person_id: HISTORY, role: HISTORY },
  game_tasks: {
    id: KEY,
    game_id: KEY,
    person_id: 'erased',
    type: 'kept: done tasks stay as the game’s record; open ones are deleted',
    state: 'kept: done tasks stay as the game’s record; open ones are deleted',
    created_at: TIME,
    done_at: TIME,
  },
  game_scorers: { game_id: HISTORY, person_id: HISTORY, created_at: TIME },
  game_signatures: {
    id: KEY,
    game_id: HISTORY,
    person_id: HISTORY,
    role: HISTORY,
    name: 'kept: a signed score sheet is an official record; it keeps the signer’s name (prisma/schema.prisma)',
    signed_at: TIME,
  },
  game_signature_removals: {
    ...DELETED(['id', 'game_id', 'person_id', 'role', 'name', 'signed_at', 'cause', 'removed_at']),
    removed_by_id: 'kept: a change the person made to a sheet stays with the removed signers’ rows (id only)',
  },
  // The referees' report of a game is the league's record of it, as the signed sheet is.
  game_referee_reports: {
    game_id: KEY,
    text: "kept: the league's record of the game (docs/decisions/047-referee-report.md)",
    incidents: "kept: the league's record of the game (docs/decisions/047-referee-report.md)",
    updated_by_id: 'kept: the referee who saved the report (id only; the person is anonymous now)',
    created_at: TIME,
    updated_at: TIME,
  },
  // A game code is a key for one day's sheet: who issued it is kept as an id.
  game_scorer_codes: {
    id: KEY,
    game_id: KEY,
    code_hash: KEY,
    pin_hash: KEY,
    issued_by_id: 'kept: who issued the code (id only; the person is anonymous now)',
    issued_at: TIME,
  },
  // A notice to the person (their address, a text with their name) goes with the erasure, sent or not.
  notifications: DELETED([
    'id',
    'channel',
    'person_id',
    'address',
    'kind',
    'payload',
    'dedupe_key',
    'status',
    'attempts',
    'next_attempt_at',
    'last_error',
    'created_at',
    'sent_at',
  ]),
  // What the person followed and their browsers' push subscriptions (with their topics and deliveries, by cascade).
  follows: DELETED(['id', 'person_id', 'target', 'target_id', 'mail_events', 'created_at']),
  push_subscriptions: DELETED([
    'id',
    'endpoint',
    'p256dh',
    'auth',
    'person_id',
    'language',
    'quiet_start',
    'quiet_end',
    'created_at',
    'updated_at',
  ]),
  // A bulk action's record (docs/decisions/057-bulk-actions.md): ids and counts, no personal content; kept for the
  // undo of its hour and as the action's trace.
  bulk_actions: {
    id: KEY,
    actor_id: 'kept: who acted (an admin; id only, the name is replaced)',
    kind: KEY,
    tag_id: KEY,
    person_ids: 'kept: ids only, whom the action changed (its undo needs them)',
    tagged_at: TIME,
    done: KEY,
    skipped_rights: KEY,
    skipped_other: KEY,
    undo_of: KEY,
    undone_at: TIME,
    created_at: TIME,
  },
  // Saved views (decision 058): private ones go with their owner; a shared one is the association's search and stays.
  list_views: {
    id: KEY,
    owner_id: 'erased',
    association_id: KEY,
    list: 'kept: a shared view is the association’s saved search (private views are deleted)',
    name: 'kept: a shared view is the association’s saved search (private views are deleted)',
    rql: 'kept: a shared view is the association’s saved search (private views are deleted)',
    q: 'kept: a shared view is the association’s saved search (private views are deleted)',
    order_by: 'kept: a shared view is the association’s saved search (private views are deleted)',
    order_desc: 'kept: a shared view is the association’s saved search (private views are deleted)',
    columns: 'kept: a shared view is the association’s saved search (private views are deleted)',
    created_at: TIME,
    updated_at: TIME,
  },
  list_columns: DELETED(['person_id', 'list', 'columns', 'updated_at']),
  game_corrections: {
    id: KEY,
    game_id: HISTORY,
    person_id: 'kept: who corrected a sheet (an admin; id only, the name is replaced)',
    reason: HISTORY,
    change: HISTORY,
    created_at: TIME,
  },
};

const t = useTestApp();
let w: EmailWorld;
beforeAll(async () => {
  w = await buildEmailWorld(t);
});

async function columnsOf(table: string): Promise<string[]> {
  const rows = await t.prisma.$queryRaw<{ column_name: string }[]>`
    SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table}
    ORDER BY column_name`;
  return rows.map((r) => r.column_name);
}

describe('the erasure rule map', () => {
  it('has a rule for every column of every table it covers, and none for a column that is gone', async () => {
    const problems: string[] = [];
    for (const [table, rules] of Object.entries(RULES)) {
      const columns = await columnsOf(table);
      if (columns.length === 0) problems.push(`${table}: no such table`);
      for (const c of columns) if (!rules[c]) problems.push(`${table}.${c}: no rule`);
      for (const c of Object.keys(rules)) if (!columns.includes(c)) problems.push(`${table}.${c}: no such column`);
    }
    expect(problems).toEqual([]);
  });

  it('covers every table that points at a person or a membership', async () => {
    const rows = await t.prisma.$queryRaw<{ table_name: string }[]>`
      SELECT DISTINCT tc.table_name
      FROM information_schema.table_constraints tc
        JOIN information_schema.constraint_column_usage ccu
          ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()
        AND ccu.table_name IN ('persons', 'memberships')`;
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.map((r) => r.table_name).filter((table) => !RULES[table])).toEqual([]);
  });
});

describe('an erasure', () => {
  it('leaves no personal value in any column whose rule says erased', async () => {
    const sport = await buildSport(`privacy_${unique()}`);
    await t.prisma.clubSport.create({ data: { clubId: w.clubA.id, sportId: sport.id } });
    const email = `erase-${unique()}@example.org`;
    const passwordHash = (await t.prisma.person.findUniqueOrThrow({ where: { id: w.adminX.id } })).passwordHash;
    const image = await t.prisma.image.create({
      data: { mimeType: 'image/webp', width: 1, height: 1, data: Buffer.from([1, 2, 3]) },
    });
    const person = await t.prisma.person.create({
      data: {
        email,
        passwordHash,
        signaturePinHash: passwordHash,
        firstname: 'Erika',
        lastname: `Gelöscht-${unique()}`,
        gender: 'female',
        birthdate: new Date('1988-08-08T00:00:00Z'),
        publicShortName: 'Eri',
        phoneNumber: '+49 221 555',
        mobilePhone: '+49 170 555',
        address1: 'Löschweg 1',
        address2: 'Hinterhaus',
        zipCode: '50667',
        city: 'Köln',
        region: 'NRW',
        country: 'DE',
        avatarId: image.id,
      },
    });
    const membership = await t.prisma.membership.create({
      data: { personId: person.id, clubId: w.clubA.id, sportId: sport.id, jerseyNumber: '7' },
    });
    await t.prisma.teamHistory.create({
      data: {
        membershipId: membership.id,
        teamId: (await t.prisma.team.create({ data: { clubId: w.clubA.id, sportId: sport.id, name: `T ${unique()}` } })).id,
        activeFrom: new Date('2020-01-01'),
      },
    });
    await t.prisma.membershipPeriod.create({
      data: { membershipId: membership.id, clubId: w.clubA.id, sportId: sport.id, activeFrom: new Date('2020-01-01') },
    });
    await t.prisma.bankInfo.create({
      data: { personId: person.id, accountHolder: 'Erika G', ibanEncrypted: 'x', ibanEnd: '3000', bic: 'COBADEFFXXX' },
    });
    const tag = await t.prisma.tag.create({ data: { associationId: w.assocX.id, name: `Tag ${unique()}` } });
    await t.prisma.personTag.create({ data: { personId: person.id, tagId: tag.id } });
    await t.prisma.aclRule.create({ data: { personId: person.id, role: 'club_leader', clubId: w.clubA.id } });
    await t.prisma.clubContact.create({ data: { clubId: w.clubA.id, personId: person.id, position: 'main' } });
    const license = await t.prisma.license.create({
      data: { associationId: w.assocX.id, name: `Lizenz ${unique()}`, abbreviation: 'L' },
    });
    await t.prisma.personLicense.create({
      data: { personId: person.id, licenseId: license.id, level: 1, validFrom: new Date('2020-01-01') },
    });
    await t.prisma.emailChange.create({
      data: {
        personId: person.id,
        oldEmail: email,
        newEmail: `new-${email}`,
        tokenHash: unique().padEnd(64, '0'),
        reportTokenHash: unique().padEnd(64, '1'),
        expiresAt: new Date(Date.now() - 1000),
      },
    });
    await t.prisma.passwordResetToken.create({
      data: { personId: person.id, tokenHash: unique().padEnd(64, '2'), expiresAt: new Date(Date.now() + 60_000) },
    });
    await t.prisma.notification.create({
      data: {
        personId: person.id,
        address: email,
        kind: 'game.moved',
        payload: { subject: 'Spiel verlegt', text: `Hallo Erika, ${email}` },
        dedupeKey: `erase-${unique()}`,
      },
    });
    await t.prisma.follow.create({ data: { personId: person.id, target: 'team', targetId: 1, mailEvents: 8 } });
    await t.prisma.pushSubscription.create({
      data: {
        personId: person.id,
        endpoint: `https://push.example.org/${unique()}`,
        p256dh: 'B'.repeat(87),
        auth: 'A'.repeat(22),
        topics: { create: { target: 'team', targetId: 1, events: 2 } },
      },
    });
    await t.prisma.auditEntry.create({
      data: {
        subjectId: person.id,
        actorId: person.id,
        action: 'profile.update',
        entity: 'person',
        entityId: person.id,
        data: { before: { city: 'Bonn', lastname: 'Alt' }, after: { city: 'Köln', note: `moved, mail ${email}` } },
      },
    });

    const view = { list: 'members', rql: 'eq(gender,female)', orderBy: 'persons.lastname' };
    const privateView = await t.prisma.listView.create({ data: { ...view, ownerId: person.id, name: 'Meine Suche' } });
    const sharedView = await t.prisma.listView.create({
      data: { ...view, ownerId: person.id, associationId: w.assocX.id, name: 'Unsere Suche' },
    });
    await t.prisma.listColumns.create({
      data: { personId: person.id, list: 'members', columns: [{ key: 'email', width: 200 }] },
    });

    const agent = await signIn(t, email, ADMIN_PASSWORD);
    const requested = await agent.post('/api/self/privacyRequests/erase').send({ note: 'Köln, bitte löschen' }).expect(201);
    const admin = await signIn(t, w.adminX.email, ADMIN_PASSWORD);
    await admin.put(`/api/processes/${requested.body.data.id}?action=approve`).expect(200);

    const p = await t.prisma.person.findUniqueOrThrow({ where: { id: person.id } });
    const nulls = [
      'email',
      'passwordHash',
      'passwordChangedAt',
      'signaturePinHash',
      'lockedUntil',
      'publicShortName',
      'avatarId',
      'phoneNumber',
      'mobilePhone',
      'address1',
      'address2',
      'zipCode',
      'city',
      'region',
      'country',
    ] as const;
    expect(Object.fromEntries(nulls.map((k) => [k, p[k]]))).toEqual(Object.fromEntries(nulls.map((k) => [k, null])));
    expect(p).toMatchObject({ firstname: 'Ehemalige', lastname: 'Person', failedSignins: 0, excludeFromMaillists: true });
    expect(p.birthdate.toISOString().slice(0, 10)).toBe('1900-01-01');
    expect(p.calendarToken).not.toBe(person.calendarToken);
    expect(p.erasedAt).not.toBeNull();
    expect(await t.prisma.image.count({ where: { id: image.id } })).toBe(0);

    const where = { personId: person.id };
    const left = {
      bank_infos: await t.prisma.bankInfo.count({ where }),
      email_changes: await t.prisma.emailChange.count({ where }),
      password_reset_tokens: await t.prisma.passwordResetToken.count({ where }),
      person_tags: await t.prisma.personTag.count({ where }),
      acl_rules: await t.prisma.aclRule.count({ where }),
      club_contacts: await t.prisma.clubContact.count({ where }),
      international_players: await t.prisma.internationalPlayer.count({ where }),
      avatar_reports: await t.prisma.avatarReport.count({ where }),
      notifications: await t.prisma.notification.count({ where }),
      follows: await t.prisma.follow.count({ where }),
      push_subscriptions: await t.prisma.pushSubscription.count({ where }),
      list_views_private: await t.prisma.listView.count({ where: { id: privateView.id } }),
      list_views_owned: await t.prisma.listView.count({ where: { ownerId: person.id } }),
      list_columns: await t.prisma.listColumns.count({ where }),
      open_game_tasks: await t.prisma.gameTask.count({ where: { ...where, state: 'open' } }),
      session: Number(
        (
          await t.prisma.$queryRaw<{ n: bigint }[]>`
            SELECT count(*) AS n FROM "session" WHERE (sess -> 'passport' ->> 'user') = ${String(person.id)}`
        )[0]!.n,
      ),
      process_data: Number(
        (
          await t.prisma.$queryRaw<{ n: bigint }[]>`
            SELECT count(*) AS n FROM processes WHERE person_id = ${person.id} AND data IS NOT NULL`
        )[0]!.n,
      ),
    };
    expect(Object.values(left).every((n) => n === 0) ? {} : left).toEqual({});

    expect(await t.prisma.listView.findUniqueOrThrow({ where: { id: sharedView.id } })).toMatchObject({ ownerId: null });

    const today = todayDate();
    const m = await t.prisma.membership.findUniqueOrThrow({ where: { id: membership.id } });
    expect(m.jerseyNumber).toBeNull();
    const [copy] = await t.prisma.$queryRaw<{ search_text: string }[]>`
      SELECT search_text FROM memberships WHERE id = ${membership.id}`;
    expect(copy!.search_text).toBe('person ehemalige ');
    const [names] = await t.prisma.$queryRaw<{ person_lastname: string; person_firstname: string }[]>`
      SELECT person_lastname, person_firstname FROM memberships WHERE id = ${membership.id}`;
    expect(names).toEqual({ person_lastname: 'Person', person_firstname: 'Ehemalige' });
    expect(m.activeTo!.getTime()).toBeLessThanOrEqual(today.getTime());
    for (const h of await t.prisma.teamHistory.findMany({ where: { membershipId: membership.id } }))
      expect(h.activeTo).not.toBeNull();
    for (const h of await t.prisma.membershipPeriod.findMany({ where: { membershipId: membership.id } })) {
      expect(h.activeTo).not.toBeNull();
    }
    for (const l of await t.prisma.personLicense.findMany({ where })) {
      expect(l.validTo!.getTime()).toBeLessThanOrEqual(today.getTime());
    }

    const history = JSON.stringify(
      await t.prisma.auditEntry.findMany({
        where: { OR: [{ subjectId: person.id }, { actorId: person.id }] },
        select: { data: true },
      }),
    );
    for (const value of [person.lastname, email, 'Köln', 'Bonn', 'Löschweg', '50667', '+49 221 555', 'Alt']) {
      expect({ value, found: history.includes(value) }).toEqual({ value, found: false });
    }
    const erasure = await t.prisma.auditEntry.findFirstOrThrow({ where: { subjectId: person.id, action: 'person.erase' } });
    expect(erasure).toMatchObject({ actorId: w.adminX.id, data: { process_id: requested.body.data.id, forced: false } });
  });
});
