// Calls of the score sheet that need the network now (start, finish, line-ups, corrections): without one the scorer
// stays on the sheet and reads why, instead of landing on the error page (events and the clock go through the outbox).
import type { ApiError } from '../../api/api-error';
import type { RequestOptions } from '../../api/client';
import i18n from '../../i18n';
import { showError } from '../../ui/toast';

export const ONLINE_ONLY: RequestOptions = {
  ownErrors: (error: ApiError) => {
    if (error.status !== 0) return false;
    showError(i18n.t('sheet:needsNetwork'));
    return true;
  },
};
