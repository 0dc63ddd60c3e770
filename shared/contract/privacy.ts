// A member's own data (docs/decisions/024-privacy-requests.md): the data export (a ZIP) and the requests to
// correct one's name or email and to be erased. Withdrawing a request is the processes' withdraw
// (PUT /api/processes/{id}?action=withdraw); deciding it is the processes' approve.
import { EraseInput, PrivacyRequest, PrivacyRequests, RectifyInput, ZIP } from '../schemas/privacy';
import { dataOf, endpoint, json } from './endpoint';

export const privacy = {
  dataExport: endpoint({
    method: 'GET',
    path: '/self/dataExport',
    tag: 'Privacy',
    summary:
      'Everything stored about the signed-in person as a ZIP (summary.html in their language, data.json); the full IBAN only after a recent password entry',
    auth: 'user',
    rateLimited: true,
    status: 200,
    success: { kind: 'file', contentTypes: [ZIP] },
  }),
  requests: endpoint({
    method: 'GET',
    path: '/self/privacyRequests',
    tag: 'Privacy',
    summary: 'The signed-in person’s requests to correct or erase their data, newest first',
    auth: 'user',
    response: PrivacyRequests,
    status: 200,
    success: json,
  }),
  rectify: endpoint({
    method: 'POST',
    path: '/self/privacyRequests/rectify',
    tag: 'Privacy',
    summary:
      'Ask the association to correct one’s name or email (a rectify process; an email change then waits for the new address’s confirmation)',
    auth: 'user',
    body: RectifyInput,
    rateLimited: true,
    response: dataOf(PrivacyRequest),
    status: 201,
    success: json,
  }),
  erase: endpoint({
    method: 'POST',
    path: '/self/privacyRequests/erase',
    tag: 'Privacy',
    summary: 'Ask the association to erase one’s data (an erase process; 409 OpenProcess while another request is open)',
    auth: 'user',
    body: EraseInput,
    rateLimited: true,
    response: dataOf(PrivacyRequest),
    status: 201,
    success: json,
  }),
};
