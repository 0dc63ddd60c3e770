// The "Meine Daten" page's calls: the member's own privacy requests (swr), the two requests, the withdrawal and the
// data export downloaded through fetch, so a refusal (429, an expired session) reaches the central error handler.
import { mutate } from 'swr';
import { contract } from '../../../shared/contract';
import type { EraseInput, RectifyInput } from '../../../shared/schemas/privacy';
import { api, urlOf, useData } from '../../api/endpoints';
import { ApiError, toApiError } from '../../api/api-error';
import { handleHttpError } from '../../api/error-handler';

export const usePrivacyRequests = () => useData(contract.privacy.requests, {});

const reloadRequests = () => mutate(urlOf(contract.privacy.requests, {}));

export async function requestRectify(body: RectifyInput) {
  await api.privacy.rectify({ body });
  await reloadRequests();
}

export async function requestErase(body: EraseInput) {
  await api.privacy.erase({ body });
  await reloadRequests();
}

export async function withdrawRequest(id: number) {
  await api.processes.decide({ params: { id }, query: { action: 'withdraw' } });
  await reloadRequests();
}

/** The file name of a Content-Disposition header, or a fallback. */
function fileName(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Fetches the ZIP and hands it to the browser as a download; a refusal goes through the central handler. */
export async function downloadDataExport(): Promise<void> {
  let res: Response;
  try {
    res = await fetch(urlOf(contract.privacy.dataExport, {}), { credentials: 'same-origin' });
  } catch (cause) {
    const error = new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error');
    handleHttpError(error);
    throw error;
  }
  if (!res.ok) {
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = undefined;
    }
    const error = toApiError(res.status, body);
    handleHttpError(error);
    throw error;
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName(res.headers.get('Content-Disposition'), 'meine-daten.zip');
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
