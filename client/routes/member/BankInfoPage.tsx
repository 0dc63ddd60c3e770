// Bank details (/profile/bankInfo, docs/product.md#bank-details): the current details first; the IBAN itself never comes back from
// the server, so saving asks for it again. Account holder and IBAN required, BIC optional (checked with ibantools).
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { contract } from '../../../shared/contract';
import { ACCOUNT_HOLDER_MAX, BankInfoInput, type BankInfoDTO } from '../../../shared/schemas/bank-info';
import { api, useData } from '../../api/endpoints';
import { PageLoader } from '../../ui/PageLoader';
import { showSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';
import { formatDate } from '../../lib/datetime';
import { useSchemaForm } from '../../lib/form';
import { useSaving } from '../../lib/use-saving';

type BankValues = {
  accountHolder: string;
  iban: string;
  bic: string;
};

function BankInfoForm({ current }: { current: BankInfoDTO | null }) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const [saving, whileSaving] = useSaving();
  const form = useSchemaForm<BankValues>(BankInfoInput, {
    initialValues: { accountHolder: current?.accountHolder ?? '', iban: '', bic: current?.bic ?? '' },
    validateInputOnBlur: true,
  });

  const save = async (values: BankValues) => {
    await whileSaving(async () => {
      await api.self.updateBankInfo({ body: values });
      showSuccess(t('bankInfo.saved'));
      await navigate('/home');
    });
  };

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
      <Stack gap="md">
        <Card withBorder padding="lg">
          <Stack gap="md">
            <TextInput
              label={t('bankInfo.accountHolder')}
              autoComplete="cc-name"
              required
              maxLength={ACCOUNT_HOLDER_MAX}
              {...form.getInputProps('accountHolder')}
            />
            <TextInput
              label={t('bankInfo.iban')}
              description={current ? t('bankInfo.ibanStored', { end: current.iban_end }) : t('bankInfo.ibanHint')}
              placeholder={current ? `•••• •••• •••• •••• ${current.iban_end}` : 'DE89 3704 0044 0532 0130 00'}
              autoComplete="off"
              spellCheck={false}
              required
              {...form.getInputProps('iban')}
            />
            <TextInput
              label={t('bankInfo.bic')}
              description={t('bankInfo.bicHint')}
              autoComplete="off"
              spellCheck={false}
              {...form.getInputProps('bic')}
            />
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={saving} disabled={!form.isDirty() || !form.isValid()}>
            {t('bankInfo.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function BankInfoPage() {
  const { t } = useTranslation('member');
  usePageTitle(t('bankInfo.title'));
  // null: nothing saved yet; undefined: still loading.
  const { data: current } = useData(contract.self.bankInfo, {});
  return (
    <Stack gap="md" maw={640}>
      <div>
        <Title order={1} size="h2">
          {t('bankInfo.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('bankInfo.intro')}
        </Text>
      </div>
      <Alert color="blue" variant="light" icon={<IconLock aria-hidden />}>
        {t('bankInfo.encrypted')}
        {current && ` ${t('bankInfo.updatedAt', { date: formatDate(current.updated_at) })}`}
      </Alert>
      {current === undefined ? <PageLoader /> : <BankInfoForm current={current} />}
    </Stack>
  );
}
