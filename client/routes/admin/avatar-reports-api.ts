// swr hook and the one action of the reported-pictures page; the menu badge reads the same list.
import { mutate } from 'swr';
import type { AvatarReportAction, AvatarReportDecisionDTO } from '../../../shared/schemas/avatar-reports';
import { contract } from '../../../shared/contract';
import { api, urlOf, useData } from '../../api/endpoints';

/** The open reports in the viewer's scope; `enabled` false (no persons.update) fetches nothing. */
export const useAvatarReports = (enabled = true) => useData(contract.avatarReports.list, enabled ? {} : null);

/** Releases or removes the picture, then reloads the list (and its badge) and the dashboard's count. */
export async function decideAvatarReport(personId: number, action: AvatarReportAction): Promise<AvatarReportDecisionDTO> {
  try {
    return (await api.avatarReports.decide({ params: { personId }, body: { action } })).data;
  } finally {
    await Promise.all([mutate(urlOf(contract.avatarReports.list, {})), mutate(urlOf(contract.admin.dashboard, {}))]);
  }
}
