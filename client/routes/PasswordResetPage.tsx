// Password reset (docs/product.md#session-pages): the token's policy, a live meter, a repeat field.
import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { meetsPolicy } from '../../shared/password-policy';
import { contract } from '../../shared/contract';
import { PasswordResetInput } from '../../shared/schemas/auth';
import type { ApiError } from '../api/api-error';
import { api, useData } from '../api/endpoints';
import { errorText } from '../api/error-handler';
import { useSchemaForm } from '../lib/form';
import { useSaving } from '../lib/use-saving';
import { PageLoader } from '../ui/PageLoader';
import { PasswordPolicyMeter } from '../ui/PasswordPolicyMeter';
import { showSuccess } from '../ui/toast';
import { usePageTitle } from '../ui/use-page-title';

/** An unknown or expired token is explained on the page itself, with a way to ask for a new one. */
const ownTokenError = (error: ApiError) => error.status === 400 || error.status === 404;

/** Flags the repeat only once it can no longer become equal by typing on. */
const repeatError = (password: string, repeat: string) => repeat !== '' && !password.startsWith(repeat);

/** The reset's request schema and the repeat field only the form has. */
const ResetForm = PasswordResetInput.extend({ repeat: z.string() }).refine((v) => v.repeat === v.password, {
  message: 'repeatMismatch',
  path: ['repeat'],
});
type ResetValues = z.infer<typeof ResetForm>;

export function PasswordResetPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('passwordReset.title'));
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const [submitting, whileSubmitting] = useSaving();
  const tokenInput = { params: { token } };
  const { data, error } = useData(contract.auth.checkReset, tokenInput, { notFoundState: true });

  const form = useSchemaForm<ResetValues>(ResetForm, {
    initialValues: { password: '', repeat: '' },
    messages: { fields: { repeat: { repeatMismatch: t('passwordReset.repeatMismatch') } } },
  });

  if (error) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('passwordReset.title')}
        </Title>
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {/* A malformed token (cut off in the mail, 400 ValidationFailed) is an invalid link like an unknown one. */}
          {ownTokenError(error) ? t('passwordReset.invalidLink') : errorText(error)}
        </Alert>
        <Anchor component={Link} to="/password/lost">
          {t('passwordReset.requestNew')}
        </Anchor>
      </Stack>
    );
  }
  if (!data) return <PageLoader />;

  const { password, repeat } = form.getValues();
  const policyMismatch = data.policy_mismatch || searchParams.get('policyMismatch') === '1';
  const canSubmit = meetsPolicy(data.policy, password) && repeat === password;

  const submit = () =>
    whileSubmitting(async () => {
      await api.auth.reset({ ...tokenInput, body: { password } });
      showSuccess(t('passwordReset.success'));
      await navigate('/login');
    });

  return (
    <form onSubmit={form.onSubmit(() => void submit())} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('passwordReset.title')}
        </Title>
        {policyMismatch && (
          <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
            {t('passwordReset.policyMismatch')}
          </Alert>
        )}
        <PasswordInput
          label={t('passwordReset.password')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordPolicyMeter policy={data.policy} password={password} />
        <PasswordInput
          label={t('passwordReset.repeat')}
          autoComplete="new-password"
          required
          {...form.getInputProps('repeat')}
          error={repeatError(password, repeat) ? t('passwordReset.repeatMismatch') : undefined}
        />
        <Button type="submit" fullWidth size="md" loading={submitting} disabled={!canSubmit}>
          {t('passwordReset.submit')}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            {t('passwordLost.backToLogin')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
