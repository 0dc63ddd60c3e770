// Re-login (docs/product.md#session-pages): the admin area asks for the password again before it opens.
import { Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { RevalidateInput } from '../../shared/schemas/auth';
import { api } from '../api/endpoints';
import { useSchemaForm } from '../lib/form';
import { useSaving } from '../lib/use-saving';
import { usePageTitle } from '../ui/use-page-title';

export function ReLoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('reLogin.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Back to where the password was asked for (an admin write or an export), or the dashboard.
  const next = params.get('next');
  const back = next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/reLogin') ? next : '/admin/dashboard';
  const [submitting, whileSubmitting] = useSaving();
  const form = useSchemaForm<RevalidateInput>(RevalidateInput, {
    initialValues: { password: '' },
    messages: { fields: { password: { required: t('validation.passwordRequired') } } },
  });

  const submit = async (values: RevalidateInput) => {
    const done = await whileSubmitting(async () => {
      await api.auth.revalidate({ body: values });
      await navigate(back);
    });
    // A wrong password sends the user to /login with 'Ungültiges Passwort!' (docs/product.md#error-reactions).
    if (!done) form.setFieldValue('password', '');
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('reLogin.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('reLogin.intro')}
          </Text>
        </div>
        <PasswordInput
          label={t('reLogin.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth size="md" loading={submitting} disabled={!form.isValid()}>
          {t('reLogin.submit')}
        </Button>
      </Stack>
    </form>
  );
}
