// A penalty type's name in the reader's language (shared/penalty-names.ts): the sports' default types by their
// translated name (games:penaltyNames), a league's own names as they are.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isPenaltyNameKey } from '../../shared/penalty-names';

export function usePenaltyName(): (name: string) => string {
  const { t } = useTranslation('games');
  return useCallback(
    (name: string) => (isPenaltyNameKey(name) ? t(`penaltyNames.${name}` as 'penaltyNames.technical') : name),
    [t],
  );
}
