// Re-login (docs/product.md#session-pages): the admin area asks for the password again before it opens.
import { Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { RevalidateInput } from '../../shared/schemas/auth';
import { api } from '../api/client';
import { usePageTitle } from '../ui/use-page-title';
import { schemaValidator } from './validators';

export function ReLoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('reLogin.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Back to where the password was asked for (an admin write or an export), or the dashboard.
  const next = params.get('next');
  const back = next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/reLogin') ? next : '/admin/dashboard';
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<RevalidateInput>({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: { password: schemaValidator(RevalidateInput.shape.password, t('validation.passwordRequired')) },
  });

  const submit = async (values: RevalidateInput) => {
    setSubmitting(true);
    try {
      await api.post('/api/auth/revalidate', values);
      await navigate(back);
    } catch {
      // A wrong password sends the user to /login with 'Ungültiges Passwort!' (docs/product.md#error-reactions).
      form.setFieldValue('password', '');
    } finally {
      setSubmitting(false);
    }
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
