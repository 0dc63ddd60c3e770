// /api/persons (docs/product.md#api-calls): the member list with RQL, filter counts, exports, duplicates, create,
// details, person and contact data, tags, roles, national teams, licences, history; a person's picture and its
// report; the retirement request. Every call checks permission and scope (server/domains/access/person-scope.ts).
import { contract } from '../../../shared/contract';
import type { Config } from '../../config';
import { forbidden } from '../../errors';
import { accessOf, assertRecentAuth, userId } from '../../middleware/auth';
import { limiter } from '../../middleware/rate-limit';
import {
  authorizeSignInChange,
  personDetailsMeta,
  authorizePerson,
  requirePermission,
  coversAssociation,
  type Access,
  mailBaseUrl,
  sendMails,
} from '../access';
import { presentMemberProcess, loadMemberProcess } from '../memberships';
import { presentDuplicate, presentPersonDetails } from './person-presenter';
import { presentHistoryPeriods, presentPersonHistory } from './person-history-presenter';
import { loadPersonDetails } from './rows';
import { grantRule, revokeRule } from './acl-rules';
import { changesEmail, createMember, updatePerson } from './admin-persons';
import { avatarImage } from '../../platform/images';
import { mayHandleReports, reportAvatar } from './avatar-reports';
import { runInBackground } from '../../platform/background';
import { exportPersons } from './person-exports.sql';
import { addInternationalPlayer, removeInternationalPlayer } from './international-players';
import { languageOf } from '../../platform/language';
import { assignLicense, removeLicense } from './licenses';
import { likelyDuplicates } from './person-duplicates.sql';
import { historyPeriods, personHistory } from './person-history';
import { listPersonsText } from './person-list.sql';
import { exportSearchOf, includesOf, pageMeta, pagingOf, personFilters, searchOf } from './person-search.sql';
import { startRetire } from '../processes';
import { assignTag, removeTag } from './tags';
import { implement, SENT, type Route } from '../../http/implement';

// Per IP, and per account whatever the IP: one account cannot hide picture after picture.
const reportLimit = [
  limiter({ name: 'avatar-report', windowMs: 60 * 60_000, limit: 30 }),
  limiter({
    name: 'avatar-report-account',
    windowMs: 24 * 60 * 60_000,
    limit: 10,
    key: (req) => String(userId(req)),
    per: 'account',
  }),
];

/** A person's details as the viewer sees them (its persons.list scope); 404 for an unknown person. */
async function personDetails(access: Access, personId: number) {
  return presentPersonDetails(
    await loadPersonDetails(personId, access.scope('persons.list')),
    await personDetailsMeta(access, personId),
  );
}

export function personsRoutes(config: Config): Route[] {
  return implement(contract.persons, {
    list: async ({ query }, req, res) => {
      const access = await accessOf(req);
      if (query.format) {
        requirePermission(access, 'persons.export');
        await exportPersons(res, access, exportSearchOf(query), query.format, await languageOf(req), query);
        return SENT;
      }
      const paging = pagingOf(query);
      const include = includesOf(query.include);
      // The page comes as the answer's `data` text, written by PostgreSQL as presentListItem would write it.
      const { data, total } = await listPersonsText(access, searchOf(query), query, paging, include);
      const meta = pageMeta(paging, total, { rql: query.rql ?? null, q: query.q ?? null }, query.order_by);
      res.type('application/json').send(`{"data":${data},"meta":${JSON.stringify(meta)}}`);
      return SENT;
    },
    /** The filter boxes of the member list with their counts under the same criteria. */
    filters: async ({ query }, req) => ({ data: await personFilters(await accessOf(req), searchOf(query)) }),
    /** Likely duplicates of a member about to be created (decision 017). */
    duplicates: async ({ query }, req) => {
      const access = await accessOf(req);
      requirePermission(access, 'persons.create');
      return { data: (await likelyDuplicates(access, query)).map(presentDuplicate) };
    },
    create: async ({ body }, req) => {
      const access = await accessOf(req);
      requirePermission(access, 'persons.create');
      return { data: { id: await createMember(access, body) } };
    },
    get: async ({ params: { id } }, req) => {
      const access = await accessOf(req);
      await authorizePerson(access, 'persons.list', id);
      return { data: await personDetails(access, id) };
    },
    update: async ({ params: { id }, body }, req) => {
      const access = await accessOf(req);
      await authorizePerson(access, 'persons.update', id);
      // The sign-in address: only an editor who covers the person's rights, with a recent password.
      if (await changesEmail(id, body)) {
        await authorizeSignInChange(access, id);
        assertRecentAuth(req, config.reauthAfterMs);
      }
      const mails = await updatePerson(access.personId, id, body, mailBaseUrl(config));
      runInBackground(
        () => sendMails(mails),
        (err) => req.log?.error({ err }, 'email change mail failed'),
      );
      return { data: await personDetails(access, id) };
    },
    addTag: async ({ params: { id }, body: { tag_id } }, req) => {
      const access = await accessOf(req);
      await authorizePerson(access, 'persons.update', id);
      await assignTag(access, id, tag_id);
      return { data: { person_id: id, tag_id } };
    },
    removeTag: async ({ params: { id, sub } }, req) => {
      const access = await accessOf(req);
      await authorizePerson(access, 'persons.update', id);
      await removeTag(access, id, sub);
    },
    // Roles are a sensitive admin action: the password must have been entered recently (declared: recentAuth).
    addAclRule: async ({ params: { id }, body }, req) => {
      const access = await accessOf(req);
      await authorizePerson(access, 'persons.update', id);
      return { data: { id: await grantRule(access, id, body) } };
    },
    removeAclRule: async ({ params: { id, sub } }, req) => {
      const access = await accessOf(req);
      await authorizePerson(access, 'persons.update', id);
      await revokeRule(access, id, sub);
    },
    addInternationalPlayer: async ({ params: { id }, body }, req) => {
      const access = await accessOf(req);
      await authorizePerson(access, 'persons.update', id);
      return { data: { id: await addInternationalPlayer(access, id, body.international_team_id) } };
    },
    removeInternationalPlayer: async ({ params: { id, sub } }, req) => {
      const access = await accessOf(req);
      await authorizePerson(access, 'persons.update', id);
      await removeInternationalPlayer(access, id, sub);
    },
    setLicense: async ({ params: { id, sub }, body }, req) => {
      const access = await accessOf(req);
      await authorizePerson(access, 'persons.list', id);
      requirePermission(access, 'referees.edit');
      await assignLicense(access, id, sub, body);
      return { data: { person_id: id, license_id: sub, level: body.level } };
    },
    removeLicense: async ({ params: { id, sub } }, req) => {
      const access = await accessOf(req);
      await authorizePerson(access, 'persons.list', id);
      requirePermission(access, 'referees.edit');
      await removeLicense(access, id, sub);
    },
    history: async ({ params: { id } }, req) => {
      const access = await accessOf(req);
      await authorizePerson(access, 'persons.list', id);
      return { data: presentPersonHistory(await personHistory(id, access.scope('persons.list'))) };
    },
    timelines: async ({ params: { id } }, req) => {
      const access = await accessOf(req);
      await authorizePerson(access, 'persons.list', id);
      return { data: presentHistoryPeriods(await historyPeriods(id, access.scope('persons.list'))) };
    },
    // A retry with the same Idempotency-Key gets the first answer, not 409 ProcessAlreadyOpen.
    leaveAssociation: async ({ params: { id, associationId } }, req) => {
      const me = userId(req);
      if (id !== me && !coversAssociation(await accessOf(req), 'persons.retireFromAssociation', associationId)) {
        throw forbidden('Only the person themselves or an admin of the association may ask to leave');
      }
      const processId = await startRetire(me, id, associationId);
      return { data: presentMemberProcess(await loadMemberProcess(processId), me) };
    },
    avatar: async ({ params: { id }, query: { full } }, req, res) => {
      const image = await avatarImage(id, userId(req), full, async () => mayHandleReports(await accessOf(req), id));
      // Revalidated on each use (ETag): a picture reported or replaced meanwhile must not linger in caches.
      res.set('Cache-Control', 'private, no-cache');
      res.type(image.mimeType).send(image.data);
      return SENT;
    },
    reportAvatar: {
      use: reportLimit,
      handle: async ({ params: { id } }, req) => {
        await reportAvatar(userId(req), id);
        return { data: { reported: true as const } };
      },
    },
  });
}
