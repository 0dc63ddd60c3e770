// A player's name in the statistics as the reader sees it: for a player whose data was erased (decision 024) the
// reader's own word for a former player, where the answer (cached once for every reader) holds the league's marker.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** `erased` may be missing: an answer kept offline from before the flag has the stored marker as its name. */
export function usePlayerName(): (name: string, erased?: boolean) => string {
  const { t } = useTranslation('stats');
  return useCallback((name, erased) => (erased ? t('players.erased') : name), [t]);
}
