// The referee list's bulk action: renew a licence of the selected referees to a new end date.
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../../shared/contract';
import type { BulkResultDTO, RefereeSelection } from '../../../../shared/schemas/bulk';
import { api, useData } from '../../../api/endpoints';
import { showSuccess } from '../../../ui/toast';

export function RefereeBulkActions({
  selection,
  run,
  onResult,
}: {
  selection: RefereeSelection;
  run: (action: () => Promise<unknown>) => Promise<boolean>;
  onResult: (result: BulkResultDTO) => void;
}) {
  const { t } = useTranslation('admin');
  const { data: licenses } = useData(contract.licenses.list, {});
  const [open, setOpen] = useState(false);
  const [licenseId, setLicenseId] = useState<string | null>(null);
  const [validTo, setValidTo] = useState('');
  const referee = (licenses ?? []).filter((l) => l.is_referee);
  return (
    <>
      <Button size="compact-sm" variant="light" leftSection={<IconRefresh size={14} />} onClick={() => setOpen(true)}>
        {t('bulk.renew')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('bulk.renewTitle')} size="sm">
        <Stack gap="sm">
          <Select
            label={t('bulk.licence')}
            data={referee.map((l) => ({ value: String(l.id), label: l.name }))}
            value={licenseId}
            onChange={setLicenseId}
          />
          <TextInput type="date" label={t('bulk.validTo')} value={validTo} onChange={(e) => setValidTo(e.currentTarget.value)} />
          <Group justify="flex-end">
            <Button
              disabled={!licenseId || !validTo}
              onClick={() =>
                void run(async () => {
                  const { data } = await api.bulk.renewal({
                    body: { selection, license_id: Number(licenseId), valid_to: validTo },
                  });
                  showSuccess(t('bulk.renewed', { count: data.done }));
                  setOpen(false);
                  onResult(data);
                })
              }
            >
              {t('bulk.renew')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
