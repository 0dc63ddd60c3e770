// Registration (docs/product.md#registration, docs/decisions/006-registration-steps.md): the terms step (only when terms exist), then the data step
// with the privacy choice and 'Account erstellen'. A failed attempt returns to a reset data step.
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Radio,
  Select,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { GENDERS, LANGUAGES } from '../../../shared/constants';
import { RegistrationInput } from '../../../shared/schemas/registration';
import { isApiError, type ApiError } from '../../api/api-error';
import { api } from '../../api/endpoints';
import { errorText } from '../../api/error-handler';
import { resetApiCache } from '../../api/hooks';
import { currentLanguage } from '../../i18n';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { useProductTerms } from './terms-api';
import { calendarDay } from '../../lib/datetime';
import { useSchemaForm } from '../../lib/form';
import { useSaving } from '../../lib/use-saving';
import { PageLoader } from '../../ui/PageLoader';
import { showSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';
import { TermCheckboxes, allTicked } from './TermCheckboxes';
import { TermText } from './TermText';

type DataValues = {
  email: string;
  password: string;
  password_repeat: string;
  gender: string;
  firstname: string;
  lastname: string;
  birthdate: string;
  correctness_confirmed: boolean;
  include_in_maillists: boolean;
};

/** Input errors the page explains next to the field; anything else goes through the central handler. */
const ownRegistrationError = (error: ApiError) => error.status === 400 || error.status === 409;

const FIELD_OF_CODE: Partial<Record<string, keyof DataValues>> = {
  EmailAlreadyTaken: 'email',
  InvalidBirthdate: 'birthdate',
  PasswordNotStrongEnough: 'password',
};

export function RegisterPage() {
  const { t, i18n } = useTranslation(['member', 'auth']);
  usePageTitle(t('register.title'));
  const navigate = useNavigate();
  const language = currentLanguage();
  // The terms in the language the visitor reads the page in (docs/product.md#registration).
  const { data: terms } = useProductTerms('portal', language);
  const [step, setStep] = useState(0);
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, whileSubmitting] = useSaving();

  const termIds = (terms ?? []).map((term) => term.id);
  // The preferred language is the language the page is shown in: the select below switches both.
  const toInput = (values: DataValues) => ({
    ...values,
    gender: values.gender === '' ? undefined : values.gender,
    preferred_language: language,
    accepted_terms: termIds,
  });

  const form = useSchemaForm<DataValues>(
    z.preprocess((values) => toInput(values as DataValues), RegistrationInput),
    {
      initialValues: {
        email: '',
        password: '',
        password_repeat: '',
        gender: '',
        firstname: '',
        lastname: '',
        birthdate: '',
        correctness_confirmed: false,
        include_in_maillists: false,
      },
      validateInputOnBlur: true,
    },
  );

  if (!terms) return <PageLoader />;
  const hasTerms = terms.length > 0;
  const dataStep = hasTerms ? 1 : 0;
  const termsAccepted = allTicked(terms, ticked, t('consent.defaultCheckbox'));

  const submit = (values: DataValues) =>
    whileSubmitting(async () => {
      setFailure(null);
      try {
        await api.self.register({ body: RegistrationInput.parse(toInput(values)) }, { ownErrors: ownRegistrationError });
        await resetApiCache();
        showSuccess(t('auth:login.welcome'));
        await navigate('/home');
      } catch (error) {
        // Back to a reset data step: the secrets and the confirmation are asked for again.
        setStep(dataStep);
        form.setValues({ password: '', password_repeat: '', correctness_confirmed: false });
        form.resetTouched();
        if (isApiError(error) && ownRegistrationError(error)) {
          const text = errorText(error);
          setFailure(text);
          const field = error.code ? FIELD_OF_CODE[error.code] : undefined;
          if (field) form.setFieldError(field, text);
        }
      }
    });

  const termsStep = (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('register.termsIntro')}
      </Text>
      {terms.map((term) => (
        <Stack key={term.id} gap="sm">
          <TermText term={term} />
          <TermCheckboxes term={term} ticked={ticked} onChange={(key, value) => setTicked((old) => ({ ...old, [key]: value }))} />
        </Stack>
      ))}
      <Button fullWidth size="md" disabled={!termsAccepted} onClick={() => setStep(1)}>
        {t('register.next')}
      </Button>
    </Stack>
  );

  const dataForm = (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('register.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('register.password')}
          description={t('register.passwordHint')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('register.passwordRepeat')}
          autoComplete="new-password"
          required
          {...form.getInputProps('password_repeat')}
        />
        <Radio.Group
          label={t('register.gender')}
          description={t('register.genderHint')}
          required
          {...form.getInputProps('gender')}
        >
          <Group gap="lg" mt={6}>
            {GENDERS.map((gender) => (
              <Radio key={gender} value={gender} label={t(`genders.${gender}`)} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput label={t('register.firstname')} autoComplete="given-name" required {...form.getInputProps('firstname')} />
        <TextInput label={t('register.lastname')} autoComplete="family-name" required {...form.getInputProps('lastname')} />
        <TextInput
          label={t('register.birthdate')}
          type="date"
          autoComplete="bday"
          max={calendarDay()}
          required
          {...form.getInputProps('birthdate')}
        />
        <Select
          label={t('register.language')}
          data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
          allowDeselect={false}
          required
          value={language}
          onChange={(value) => {
            if (value) void i18n.changeLanguage(value);
          }}
        />
        <Checkbox
          label={t('register.includeInMaillists')}
          description={t('register.includeInMaillistsHint')}
          {...form.getInputProps('include_in_maillists', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('register.correctness')}
          required
          {...form.getInputProps('correctness_confirmed', { type: 'checkbox' })}
        />
        <Group justify="space-between" wrap="nowrap">
          {hasTerms ? (
            <Button variant="default" onClick={() => setStep(0)}>
              {t('register.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" size="md" loading={submitting} disabled={!form.isValid()}>
            {t('register.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('register.title')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('register.intro')}
        </Text>
      </div>
      {hasTerms ? (
        <Stepper active={step} onStepClick={(next) => next < step && setStep(next)} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label={t('register.stepTerms')}>{termsStep}</Stepper.Step>
          <Stepper.Step label={t('register.stepData')}>{dataForm}</Stepper.Step>
        </Stepper>
      ) : (
        dataForm
      )}
      <Text size="sm" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to="/login">
          {t('auth:login.submit')}
        </Anchor>
      </Text>
    </Stack>
  );
}
