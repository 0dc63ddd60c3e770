// swr hook and the one action of the reported-pictures page (issue 12, item 3); the menu badge reads the same list.
import useSWR, { mutate } from 'swr';
import type { AvatarReportAction, AvatarReportDecisionDTO, AvatarReportDTO } from '../../../shared/schemas/avatar-reports';
import { contract } from '../../../shared/contract';
import { api } from '../../api/client';
import { urlOf } from '../../api/endpoints';

export const AVATAR_REPORTS_KEY = '/api/avatar-reports';

/** The open reports in the viewer's scope; `enabled` false (no persons.update) fetches nothing. */
export const useAvatarReports = (enabled = true) => useSWR<AvatarReportDTO[]>(enabled ? AVATAR_REPORTS_KEY : null);

/** Releases or removes the picture, then reloads the list (and its badge) and the dashboard's count. */
export async function decideAvatarReport(personId: number, action: AvatarReportAction): Promise<AvatarReportDecisionDTO> {
  try {
    return await api.put<AvatarReportDecisionDTO>(`/api/avatar-reports/${personId}`, { action });
  } finally {
    await Promise.all([mutate(AVATAR_REPORTS_KEY), mutate(urlOf(contract.admin.dashboard, {}))]);
  }
}
