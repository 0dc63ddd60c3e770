// The schedule import's calls: the file goes up as multipart (the JSON client sends no files), the template is a
// plain download link. A refused import (422 ImportNotClean) answers the preview in the error's details, which the
// page shows instead of a bare error.
import { contract } from '../../../../shared/contract';
import { GAME_IMPORT_FIELD, GAME_IMPORT_MAX_BYTES, type GameImportPreviewDTO } from '../../../../shared/schemas/games-import';
import { ApiError, toApiError } from '../../../api/api-error';
import { urlOf } from '../../../api/endpoints';
import { handleHttpError } from '../../../api/error-handler';

function fail(error: ApiError): never {
  handleHttpError(error);
  throw error;
}

/** Previews (dryRun) or imports a schedule file; answers the preview, also the one of a refused import. */
export async function uploadSchedule(
  competitionId: number,
  seasonId: number | null,
  file: File,
  dryRun: boolean,
): Promise<GameImportPreviewDTO> {
  if (file.size > GAME_IMPORT_MAX_BYTES) fail(new ApiError(413, 'PayloadTooLarge', 'File too large'));
  const url = urlOf(contract.gameImport.run, {
    params: { id: competitionId },
    query: { dryRun: dryRun ? 'true' : 'false', seasonId: seasonId === null ? undefined : String(seasonId) },
  });
  const body = new FormData();
  body.append(GAME_IMPORT_FIELD, file);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch (cause) {
    fail(new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error'));
  }
  const json = (await response.json().catch(() => undefined)) as
    { data?: GameImportPreviewDTO; error?: { code?: string; details?: unknown[] } } | undefined;
  if (response.ok && json?.data) return json.data;
  if (response.status === 422 && json?.error?.code === 'ImportNotClean' && json.error.details?.[0]) {
    return json.error.details[0] as GameImportPreviewDTO;
  }
  fail(toApiError(response.status, json));
}

export const templateUrl = (competitionId: number, format: 'csv' | 'xlsx') =>
  urlOf(contract.gameImport.template, { params: { id: competitionId }, query: { format } });
