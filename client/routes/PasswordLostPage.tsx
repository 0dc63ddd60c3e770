// Password lost (docs/product.md#session-pages): request a reset link by email.
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PasswordLostInput } from '../../shared/schemas/auth';
import { isApiError, type ApiError } from '../api/api-error';
import { api } from '../api/endpoints';
import { errorText } from '../api/error-handler';
import { useSchemaForm, validateIfTyped } from '../lib/form';
import { useSaving } from '../lib/use-saving';
import { showSuccess } from '../ui/toast';
import { usePageTitle } from '../ui/use-page-title';

/** Input errors (unknown address, bad format) belong next to the field, not in a toast. */
const ownInputError = (error: ApiError) => error.status === 400 || error.status === 404;

export function PasswordLostPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('passwordLost.title'));
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, whileSubmitting] = useSaving();
  const form = useSchemaForm<PasswordLostInput>(PasswordLostInput, {
    initialValues: { email: '' },
    messages: { fields: { email: { required: t('validation.emailRequired'), invalid: t('validation.emailInvalid') } } },
  });

  const submit = (values: PasswordLostInput) =>
    whileSubmitting(async () => {
      setFailure(null);
      try {
        await api.auth.requestReset({ body: values }, { ownErrors: ownInputError });
        showSuccess(t('passwordLost.success'));
        await navigate('/login');
      } catch (error) {
        if (isApiError(error) && ownInputError(error)) setFailure(errorText(error));
      }
    });

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('passwordLost.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('passwordLost.intro')}
          </Text>
        </div>
        {failure && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('passwordLost.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.getInputProps('email')}
          onBlur={validateIfTyped(form, 'email')}
        />
        <Button type="submit" fullWidth size="md" loading={submitting} disabled={!form.isValid()}>
          {t('passwordLost.submit')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
          {t('passwordLost.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
