// Terms, admin lookups, referees and approval processes (docs/product.md#api-calls).
import { z } from 'zod';
import { IdParams, InternationalTeam, License, Tag } from '../schemas/persons';
import { AdminOptions, Dashboard } from '../schemas/admin';
import {
  ApprovableCount,
  Process,
  ProcessActionQuery,
  ProcessDecision,
  ProcessDetailsQuery,
  ProcessListQuery,
  ProcessParams,
} from '../schemas/processes';
import { Referee, RefereeListQuery } from '../schemas/referees';
import { Self } from '../schemas/self';
import { ConsentInput, ConsentedTerms, TermOrProductTerms, TermPathParams, TermVersionQuery, TermsQuery } from '../schemas/terms';

import { dataOf, endpoint, json, listOf, XLSX } from './endpoint';

export const terms = {
  consented: endpoint({
    method: 'GET',
    path: '/terms/consented',
    tag: 'Terms',
    summary: "The user's consents",
    auth: 'user',
    query: TermsQuery,
    response: dataOf(ConsentedTerms),
    status: 200,
    success: json,
  }),
  consent: endpoint({
    method: 'POST',
    path: '/terms/consent',
    tag: 'Terms',
    summary: 'Consent to terms',
    auth: 'user',
    body: ConsentInput,
    response: dataOf(Self),
    status: 200,
    success: json,
  }),
  get: endpoint({
    method: 'GET',
    path: '/terms/{key}',
    tag: 'Terms',
    summary: "A product's newest terms (key: a product name) or one term (key: its id)",
    auth: 'public',
    params: TermPathParams,
    query: TermVersionQuery,
    response: dataOf(TermOrProductTerms),
    status: 200,
    success: json,
  }),
};

export const admin = {
  dashboard: endpoint({
    method: 'GET',
    path: '/admin/dashboard',
    tag: 'Admin',
    summary: 'Dashboard counts, licence usage, announcements',
    auth: 'admin',
    response: dataOf(Dashboard),
    status: 200,
    success: json,
  }),
  options: endpoint({
    method: 'GET',
    path: '/admin/options',
    tag: 'Admin',
    summary: 'Choices of the admin forms, in scope',
    auth: 'admin',
    response: dataOf(AdminOptions),
    status: 200,
    success: json,
  }),
};

export const referees = {
  list: endpoint({
    method: 'GET',
    path: '/referees',
    tag: 'Admin',
    summary: 'Referee list or its export (format)',
    auth: 'admin',
    permission: { needs: ['referees.list'], on: 'scope', exportNeeds: 'referees.export' },
    exports: ['text/csv', XLSX],
    query: RefereeListQuery,
    response: listOf(Referee),
    status: 200,
    success: json,
  }),
  get: endpoint({
    method: 'GET',
    path: '/referees/{id}',
    tag: 'Admin',
    summary: 'A referee with licences',
    auth: 'admin',
    permission: { needs: ['referees.list'], on: 'person' },
    params: IdParams,
    response: dataOf(Referee),
    status: 200,
    success: json,
  }),
};

export const tags = {
  list: endpoint({
    method: 'GET',
    path: '/tags',
    tag: 'Admin',
    summary: 'Tags in scope',
    auth: 'admin',
    permission: { needs: ['persons.list'], on: 'scope' },
    response: dataOf(z.array(Tag)),
    status: 200,
    success: json,
  }),
};

export const internationalTeams = {
  list: endpoint({
    method: 'GET',
    path: '/international-teams',
    tag: 'Admin',
    summary: 'International teams in scope',
    auth: 'admin',
    permission: { needs: ['persons.list'], on: 'scope' },
    response: dataOf(z.array(InternationalTeam)),
    status: 200,
    success: json,
  }),
};

export const licenses = {
  list: endpoint({
    method: 'GET',
    path: '/licenses',
    tag: 'Admin',
    summary: 'The licence pool',
    auth: 'admin',
    permission: { needs: ['referees.edit'], on: 'scope' },
    response: dataOf(z.array(License)),
    status: 200,
    success: json,
  }),
};

export const processes = {
  list: endpoint({
    method: 'GET',
    path: '/processes',
    tag: 'Processes',
    summary: 'Processes the user may see',
    auth: 'user',
    query: ProcessListQuery,
    response: listOf(Process),
    status: 200,
    success: json,
  }),
  approvableCount: endpoint({
    method: 'GET',
    path: '/processes/approvable/count',
    tag: 'Processes',
    summary: 'How many processes the user may approve',
    auth: 'user',
    response: dataOf(ApprovableCount),
    status: 200,
    success: json,
  }),
  get: endpoint({
    method: 'GET',
    path: '/processes/{id}',
    tag: 'Processes',
    summary: 'A process with its required approvals',
    auth: 'user',
    params: ProcessParams,
    query: ProcessDetailsQuery,
    response: dataOf(Process),
    status: 200,
    success: json,
  }),
  decide: endpoint({
    method: 'PUT',
    path: '/processes/{id}',
    tag: 'Processes',
    summary: 'Approve or force-approve',
    auth: 'user',
    permission: { needs: [], on: 'scope', note: 'a matching approver role (force-approve: association admin)' },
    recentAuth: 'asAdmin',
    params: ProcessParams,
    query: ProcessActionQuery,
    response: ProcessDecision,
    status: 200,
    success: json,
  }),
};
