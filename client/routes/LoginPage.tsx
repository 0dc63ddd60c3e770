// Sign-in (docs/product.md#session-pages): email, password, remember; failures shown inline and the password cleared.
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCloudOff } from '@tabler/icons-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LOGIN_FOCUS_DELAY_MS } from '../../shared/constants';
import { SignInInput } from '../../shared/schemas/auth';
import { isApiError, type ApiError } from '../api/api-error';
import { api } from '../api/endpoints';
import { errorText } from '../api/error-handler';
import { resetApiCache } from '../api/hooks';
import { onPendingSignOutChange, signOutPending } from '../api/pending-sign-out';
import { isMobileDevice } from '../lib/device';
import { useSchemaForm, validateIfTyped } from '../lib/form';
import { useHydrated } from '../lib/render-context';
import { useSaving } from '../lib/use-saving';
import { showSuccess } from '../ui/toast';
import { usePageTitle } from '../ui/use-page-title';

/**
 * Sign-in failures the form explains itself, the back-off after failed attempts (429) among them; a needed password
 * reset still goes through the central handler.
 */
const ownSignInError = (error: ApiError) =>
  error.status === 400 || error.status === 429 || (error.status === 401 && error.code !== 'PasswordNeedReset');

/** The back-off's wait in words: seconds below two minutes, else minutes rounded up. */
function backOffText(t: TFunction<'auth'>, seconds: number): string {
  return seconds < 120
    ? t('login.backOffSeconds', { count: seconds })
    : t('login.backOffMinutes', { count: Math.ceil(seconds / 60) });
}

/** A sign-out that waits for the network (none while the server renders the page). */
const usePendingSignOut = () => useSyncExternalStore(onPendingSignOutChange, signOutPending, () => false);

/**
 * The texts the sign-in page's island shows for a guest's served page (client/islands/sign-in.ts, decision 055), in the
 * page's language: the answers' error codes the form explains, the back-off's wait ({n} for the number) and the welcome.
 */
function islandTexts(t: TFunction<'auth'>, te: TFunction<'errors'>): string {
  const wait = (key: 'login.backOffSeconds' | 'login.backOffMinutes') => ({
    one: t(key, { count: 1, replace: { count: '{n}' } }),
    other: t(key, { count: 2, replace: { count: '{n}' } }),
  });
  const codes = ['AuthenticationFailed', 'InvalidPassword', 'ValidationFailed', 'TooManyRequests'] as const;
  return JSON.stringify({
    codes: Object.fromEntries(codes.map((code) => [code, te(code)])),
    generic: te('generic'),
    offline: te('offline'),
    seconds: wait('login.backOffSeconds'),
    minutes: wait('login.backOffMinutes'),
    welcome: t('login.welcome'),
  });
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
  usePageTitle(t('login.title'));
  const pendingSignOut = usePendingSignOut();
  const navigate = useNavigate();
  const emailRef = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, whileSubmitting] = useSaving();
  // Served by the server to guests: typing waits for the app (a value typed before would be lost at hydration).
  const hydrated = useHydrated();

  const form = useSchemaForm<SignInInput>(SignInInput, {
    initialValues: { username: '', password: '', remember: false },
    messages: {
      fields: {
        username: { required: t('validation.emailRequired'), invalid: t('validation.emailInvalid') },
        password: { required: t('validation.passwordRequired') },
      },
    },
  });

  useEffect(() => {
    // On phones a focused field opens the keyboard over the form, so only desktops get the focus.
    if (isMobileDevice()) return;
    const timer = window.setTimeout(() => {
      // Never pull the focus away from a field the user (or a password manager) is already in.
      const idle = document.activeElement === null || document.activeElement === document.body;
      if (idle) emailRef.current?.focus();
    }, LOGIN_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const submit = (values: SignInInput) =>
    whileSubmitting(async () => {
      setFailure(null);
      try {
        await api.auth.signIn({ body: values }, { ownErrors: ownSignInError });
        // A guest's follows and push subscription kept in this browser join the account (decision 056); a failure
        // keeps them for next time.
        await import('../lib/follows').then((store) => store.joinAccount()).catch(() => undefined);
        await resetApiCache();
        showSuccess(t('login.welcome'));
        await navigate('/home');
      } catch (error) {
        form.setFieldValue('password', '');
        form.resetTouched();
        if (isApiError(error) && ownSignInError(error)) {
          setFailure(error.retryAfter ? backOffText(t, error.retryAfter) : errorText(error));
        }
      }
    });

  return (
    // POST: a form sent before the app runs never puts the credentials into an address.
    // A guest's served page signs in through its island until the app runs (data-island, its texts).
    <form
      method="post"
      onSubmit={form.onSubmit((values) => void submit(values))}
      noValidate
      data-island={hydrated ? undefined : 'sign-in'}
      data-texts={hydrated ? undefined : islandTexts(t, te)}
    >
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('login.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('login.intro')}
          </Text>
        </div>
        {pendingSignOut && (
          <Alert
            color="orange"
            icon={<IconCloudOff aria-hidden />}
            role="alert"
            title={t('login.signOutPendingTitle')}
            data-testid="sign-out-pending"
          >
            {t('login.signOutPending')}
          </Alert>
        )}
        {failure && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        {!hydrated && (
          // The island's place for a failure, shown with its text (display: none until then).
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-sign-in-failure style={{ display: 'none' }}>
            {' '}
          </Alert>
        )}
        <TextInput
          ref={emailRef}
          label={t('login.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          readOnly={!hydrated}
          {...form.getInputProps('username')}
          onBlur={validateIfTyped(form, 'username')}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          required
          readOnly={!hydrated}
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" wrap="wrap">
          <Checkbox label={t('login.remember')} readOnly={!hydrated} {...form.getInputProps('remember', { type: 'checkbox' })} />
          <Anchor component={Link} to="/password/lost" size="sm">
            {t('login.passwordLost')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={submitting} disabled={!hydrated || !form.isValid()}>
          {t('login.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to="/register">
            {t('login.register')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
