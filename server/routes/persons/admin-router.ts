// Admin calls on /api/persons (spec section 7): member list with RQL, filter counts, exports, create, details,
// person and contact data, tags, ACL rules, international players, licences, history. Every call checks
// permission and scope (server/policies/persons.ts); guards sit on each route, as other routers share /api/persons.
import { Router } from 'express';
import {
  AclRuleInput,
  IdParams,
  InternationalPlayerInput,
  LicenseAssignInput,
  PersonCreateInput,
  PersonDuplicatesQuery,
  PersonListQuery,
  PersonSubParams,
  PersonUpdateInput,
  TagAssignInput,
} from '../../../shared/schemas/persons';
import type { Config } from '../../config';
import { notFound } from '../../errors';
import { accessOf, assertRecentAuth, requireRecentAuth, requireUser } from '../../middleware/auth';
import { languageOf } from '../../services/language';
import { parseBody, parseParams, parseQuery } from '../../middleware/validate';
import { authorizeSignInChange, personDetailsMeta } from '../../policies/person-rank';
import { authorizePerson, requirePermission } from '../../policies/persons';
import { presentPersonDetails } from '../../presenters/person';
import { grantRule, revokeRule } from '../../services/acl-rules';
import { changesEmail, createMember, updatePerson } from '../../services/admin-persons';
import { runInBackground } from '../../services/background';
import { mailBaseUrl, sendMails } from '../../services/email-change';
import { exportPersons } from '../../services/exports-persons';
import { addInternationalPlayer, removeInternationalPlayer } from '../../services/international-players';
import { assignLicense, removeLicense } from '../../services/licenses';
import { likelyDuplicates } from '../../services/person-duplicates';
import { historyPeriods, personHistory } from '../../services/person-history';
import { listPersons } from '../../services/person-list';
import { exportSearchOf, includesOf, pageMeta, pagingOf, personFilters, searchOf } from '../../services/person-search';
import { assignTag, removeTag } from '../../services/tags';

export function personAdminRouter(config: Config): Router {
  const router = Router();
  const recentAuth = requireRecentAuth(config.reauthAfterMs);

  router.get('/', requireUser, async (req, res) => {
    const query = parseQuery(PersonListQuery, req);
    const access = await accessOf(req);
    if (query.format) {
      requirePermission(access, 'persons.export');
      await exportPersons(res, access, exportSearchOf(query), query.format, await languageOf(req), query);
      return;
    }
    const paging = pagingOf(query);
    const include = includesOf(query.include);
    const { rows, total } = await listPersons(access, searchOf(query), query, paging, include);
    res.json({
      data: rows,
      meta: pageMeta(paging, total, { rql: query.rql ?? null, q: query.q ?? null }, query.order_by),
    });
  });

  /** The filter boxes of the member list with their counts under the same criteria. */
  router.get('/filters', requireUser, async (req, res) => {
    const query = parseQuery(PersonListQuery, req);
    const access = await accessOf(req);
    res.json({ data: await personFilters(access, searchOf(query)) });
  });

  router.post('/', requireUser, async (req, res) => {
    const input = parseBody(PersonCreateInput, req);
    const access = await accessOf(req);
    requirePermission(access, 'persons.create');
    const id = await createMember(access, input);
    res.status(201).json({ data: { id } });
  });

  /** Likely duplicates of a member about to be created (issue 13, decision 017). */
  router.get('/duplicates', requireUser, async (req, res) => {
    const query = parseQuery(PersonDuplicatesQuery, req);
    const access = await accessOf(req);
    requirePermission(access, 'persons.create');
    res.json({ data: await likelyDuplicates(access, query) });
  });

  router.get('/:id', requireUser, async (req, res) => {
    const { id } = parseParams(IdParams, req);
    const access = await accessOf(req);
    await authorizePerson(access, 'persons.list', id);
    const person = await presentPersonDetails(id, await personDetailsMeta(access, id), access.scope('persons.list'));
    if (!person) throw notFound('Person');
    res.json({ data: person });
  });

  router.put('/:id', requireUser, async (req, res) => {
    const { id } = parseParams(IdParams, req);
    const input = parseBody(PersonUpdateInput, req);
    const access = await accessOf(req);
    await authorizePerson(access, 'persons.update', id);
    // The sign-in address: only an editor who covers the person's rights, with a recent password (issue 12).
    if (await changesEmail(id, input)) {
      await authorizeSignInChange(access, id);
      assertRecentAuth(req, config.reauthAfterMs);
    }
    const mails = await updatePerson(access.personId, id, input, mailBaseUrl(config));
    runInBackground(
      () => sendMails(mails),
      (err) => req.log?.error({ err }, 'email change mail failed'),
    );
    res.json({ data: await presentPersonDetails(id, await personDetailsMeta(access, id), access.scope('persons.list')) });
  });

  router.post('/:id/tags', requireUser, async (req, res) => {
    const { id } = parseParams(IdParams, req);
    const { tag_id } = parseBody(TagAssignInput, req);
    const access = await accessOf(req);
    await authorizePerson(access, 'persons.update', id);
    await assignTag(access, id, tag_id);
    res.status(201).json({ data: { person_id: id, tag_id } });
  });

  router.delete('/:id/tags/:sub', requireUser, async (req, res) => {
    const { id, sub } = parseParams(PersonSubParams, req);
    const access = await accessOf(req);
    await authorizePerson(access, 'persons.update', id);
    await removeTag(access, id, sub);
    res.status(204).end();
  });

  // Roles are a sensitive admin action: the password must have been entered recently.
  router.post('/:id/aclRules', requireUser, recentAuth, async (req, res) => {
    const { id } = parseParams(IdParams, req);
    const input = parseBody(AclRuleInput, req);
    const access = await accessOf(req);
    await authorizePerson(access, 'persons.update', id);
    const ruleId = await grantRule(access, id, input);
    res.status(201).json({ data: { id: ruleId } });
  });

  router.delete('/:id/aclRules/:sub', requireUser, recentAuth, async (req, res) => {
    const { id, sub } = parseParams(PersonSubParams, req);
    const access = await accessOf(req);
    await authorizePerson(access, 'persons.update', id);
    await revokeRule(access, id, sub);
    res.status(204).end();
  });

  router.post('/:id/internationalPlayers', requireUser, async (req, res) => {
    const { id } = parseParams(IdParams, req);
    const { international_team_id } = parseBody(InternationalPlayerInput, req);
    const access = await accessOf(req);
    await authorizePerson(access, 'persons.update', id);
    const playerId = await addInternationalPlayer(access, id, international_team_id);
    res.status(201).json({ data: { id: playerId } });
  });

  router.delete('/:id/internationalPlayers/:sub', requireUser, async (req, res) => {
    const { id, sub } = parseParams(PersonSubParams, req);
    const access = await accessOf(req);
    await authorizePerson(access, 'persons.update', id);
    await removeInternationalPlayer(access, id, sub);
    res.status(204).end();
  });

  router.put('/:id/licenses/:sub', requireUser, async (req, res) => {
    const { id, sub } = parseParams(PersonSubParams, req);
    const input = parseBody(LicenseAssignInput, req);
    const access = await accessOf(req);
    await authorizePerson(access, 'persons.list', id);
    requirePermission(access, 'referees.edit');
    await assignLicense(access, id, sub, input);
    res.json({ data: { person_id: id, license_id: sub, level: input.level } });
  });

  router.delete('/:id/licenses/:sub', requireUser, async (req, res) => {
    const { id, sub } = parseParams(PersonSubParams, req);
    const access = await accessOf(req);
    await authorizePerson(access, 'persons.list', id);
    requirePermission(access, 'referees.edit');
    await removeLicense(access, id, sub);
    res.status(204).end();
  });

  router.get('/:id/history', requireUser, async (req, res) => {
    const { id } = parseParams(IdParams, req);
    const access = await accessOf(req);
    await authorizePerson(access, 'persons.list', id);
    res.json({ data: await personHistory(id, access.scope('persons.list')) });
  });

  router.get('/:id/timelines', requireUser, async (req, res) => {
    const { id } = parseParams(IdParams, req);
    const access = await accessOf(req);
    await authorizePerson(access, 'persons.list', id);
    res.json({ data: await historyPeriods(id, access.scope('persons.list')) });
  });

  return router;
}
