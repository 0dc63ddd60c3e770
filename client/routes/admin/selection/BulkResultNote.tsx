// What a bulk action did: done, skipped outside the caller's rights, skipped for other reasons; the undo of a tag
// change while its hour lasts.
import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkResultDTO } from '../../../../shared/schemas/bulk';

export function BulkResultNote({
  result,
  onUndo,
  undoing,
  onClose,
}: {
  result: BulkResultDTO;
  onUndo?: () => void;
  undoing?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  // The undo button goes when the hour of the undo ends.
  const [expired, setExpired] = useState<string | null>(null);
  useEffect(() => {
    if (result.undo_until === null) return;
    const until = result.undo_until;
    const timer = setTimeout(() => setExpired(until), Math.max(0, Date.parse(until) - Date.now()));
    return () => clearTimeout(timer);
  }, [result.undo_until]);
  const canUndo = onUndo && result.undo_until !== null && expired !== result.undo_until;
  const reasons = Object.entries(result.reasons)
    .filter(([, n]) => n > 0)
    .map(([reason, n]) => t(`bulk.reasons.${reason as 'alreadyTagged'}`, { count: n }));
  return (
    <Alert color="teal" withCloseButton onClose={onClose} closeButtonLabel={t('bulk.close')} data-testid="bulk-result">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" data-testid="bulk-done">
            {t(`bulk.done.${result.kind === 'tag.undo' ? 'undo' : result.kind === 'mail' ? 'mail' : 'change'}`, {
              count: result.done,
            })}
          </Text>
          {result.skipped_rights > 0 && (
            <Text size="sm" data-testid="bulk-skipped-rights">
              {t('bulk.skippedRights', { count: result.skipped_rights })}
            </Text>
          )}
          {result.skipped_other > 0 && (
            <Text size="sm" c="dimmed" data-testid="bulk-skipped-other">
              {t('bulk.skippedOther', { count: result.skipped_other })}: {reasons.join(', ')}
            </Text>
          )}
        </div>
        {canUndo && (
          <Button size="compact-sm" variant="default" onClick={onUndo} loading={undoing}>
            {t('bulk.undo')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
