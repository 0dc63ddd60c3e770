// Profile (docs/product.md#profile): picture, public name, mail lists, language, and the credential mode (current password,
// new password with the policy meter, repeat, signature PIN). Turning the mode off discards those fields.
import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Collapse,
  Group,
  PasswordInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAddressBook, IconBuildingBank, IconChevronRight, IconLock } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import type { LanguageCode } from '../../../shared/constants';
import { LANGUAGES } from '../../../shared/constants';
import { contract } from '../../../shared/contract';
import { meetsPolicy, type PasswordPolicy } from '../../../shared/password-policy';
import { SelfUpdateInput, type ProfileDTO } from '../../../shared/schemas/self';
import { isApiError, type ApiError } from '../../api/api-error';
import { api, useData } from '../../api/endpoints';
import { errorText } from '../../api/error-handler';
import { useSelf } from '../../api/hooks';
import type { SelfDTO as Self } from '../../../shared/schemas/self';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { PageLoader } from '../../ui/PageLoader';
import { PasswordPolicyMeter } from '../../ui/PasswordPolicyMeter';
import { showSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';
import { useSchemaForm } from '../../lib/form';
import { useSaving } from '../../lib/use-saving';
import { AvatarMenu } from './AvatarMenu';
import { personName } from '../../../shared/person-name';
import { SIGNATURE_PIN_MAX, SIGNATURE_PIN_MIN } from '../../../shared/signature-pin';

type ProfileValues = {
  public_short_name: string;
  exclude_from_maillists: boolean;
  preferred_language: LanguageCode;
  credential_mode: boolean;
  current_password: string;
  new_password: string;
  new_password_repeat: string;
  signature_pin: string;
};

const EMPTY_CREDENTIALS = { current_password: '', new_password: '', new_password_repeat: '', signature_pin: '' };

/** What PUT /self gets: the profile fields, plus the credentials only in credential mode and only those typed. */
export function profileInput(values: ProfileValues): SelfUpdateInput {
  const input: SelfUpdateInput = {
    public_short_name: values.public_short_name.trim() === '' ? null : values.public_short_name,
    exclude_from_maillists: values.exclude_from_maillists,
    preferred_language: values.preferred_language,
  };
  if (!values.credential_mode) return input;
  input.current_password = values.current_password;
  if (values.new_password !== '' || values.new_password_repeat !== '') {
    input.new_password = values.new_password;
    input.new_password_repeat = values.new_password_repeat;
  }
  if (values.signature_pin !== '') input.signature_pin = values.signature_pin;
  return input;
}

/**
 * The form's check: PUT /self's schema on what the form would send, and the user's own password policy (stricter
 * for admins), so the meter's rules decide, as on the server.
 */
const profileSchema = (policy: PasswordPolicy) =>
  z.preprocess(
    (values) => profileInput(values as ProfileValues),
    SelfUpdateInput.superRefine((input, ctx) => {
      if (input.new_password && !meetsPolicy(policy, input.new_password)) {
        ctx.addIssue({ code: 'custom', message: 'PasswordNotStrongEnough', path: ['new_password'] });
      }
    }),
  );

/** Answers the form explains at the field: a wrong current password, a password below the policy. */
const ownProfileError = (error: ApiError) => error.code === 'WrongCurrentPassword' || error.code === 'PasswordNotStrongEnough';

function ProfileForm({ self, profile, policy }: { self: Self; profile: ProfileDTO; policy: PasswordPolicy }) {
  const { t, i18n } = useTranslation(['member', 'menu', 'errors']);
  const navigate = useNavigate();
  const { mutate } = useSelf();
  const [saving, whileSaving] = useSaving();
  const schema = useMemo(() => profileSchema(policy), [policy]);
  // The score sheet's PIN dialog links here with ?pin for a forgotten PIN: the part that sets it is open.
  const [search] = useSearchParams();

  const form = useSchemaForm<ProfileValues>(schema, {
    initialValues: {
      public_short_name: profile.public_short_name ?? '',
      exclude_from_maillists: profile.exclude_from_maillists,
      preferred_language: profile.preferred_language,
      credential_mode: search.has('pin'),
      ...EMPTY_CREDENTIALS,
    },
    validateInputOnBlur: true,
  });
  const values = form.getValues();

  const setCredentialMode = (on: boolean) => {
    // Switching off discards whatever was typed (docs/product.md#profile).
    form.setValues({ credential_mode: on, ...EMPTY_CREDENTIALS });
    form.clearErrors();
  };

  const save = (submitted: ProfileValues) =>
    whileSaving(async () => {
      try {
        const { data: updated } = await api.self.update({ body: profileInput(submitted) }, { ownErrors: ownProfileError });
        if (updated.preferred_language !== i18n.resolvedLanguage) await i18n.changeLanguage(updated.preferred_language);
        await mutate(updated, { revalidate: false });
        // i18n.t, not t: t is fixed to the language of the last render, the toast speaks the new one.
        showSuccess(i18n.t('member:profile.saved'));
        await navigate('/home');
      } catch (error) {
        if (isApiError(error) && ownProfileError(error)) {
          form.setFieldError(error.code === 'WrongCurrentPassword' ? 'current_password' : 'new_password', errorText(error));
        }
      }
    });

  return (
    <form onSubmit={form.onSubmit((submitted) => void save(submitted))} noValidate>
      <Stack gap="md">
        <Card withBorder padding="lg">
          <Stack gap="md">
            <TextInput
              label={t('profile.publicShortName')}
              description={t('profile.publicShortNameHint')}
              maxLength={60}
              {...form.getInputProps('public_short_name')}
            />
            <Select
              label={t('profile.language')}
              data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
              allowDeselect={false}
              {...form.getInputProps('preferred_language')}
            />
            <Checkbox
              label={t('profile.excludeFromMaillists')}
              description={t('profile.excludeFromMaillistsHint')}
              {...form.getInputProps('exclude_from_maillists', { type: 'checkbox' })}
            />
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Switch
              label={t('profile.credentialMode')}
              description={profile.has_signature_pin ? t('profile.credentialModeHintPin') : t('profile.credentialModeHint')}
              checked={values.credential_mode}
              onChange={(event) => setCredentialMode(event.currentTarget.checked)}
            />
            <Collapse expanded={values.credential_mode}>
              {values.credential_mode && (
                <Stack gap="md">
                  <PasswordInput
                    label={t('profile.currentPassword')}
                    autoComplete="current-password"
                    required
                    {...form.getInputProps('current_password')}
                  />
                  <PasswordInput
                    label={t('profile.newPassword')}
                    autoComplete="new-password"
                    {...form.getInputProps('new_password')}
                  />
                  {values.new_password !== '' && <PasswordPolicyMeter policy={policy} password={values.new_password} />}
                  <PasswordInput
                    label={t('profile.newPasswordRepeat')}
                    autoComplete="new-password"
                    {...form.getInputProps('new_password_repeat')}
                  />
                  <TextInput
                    label={t('profile.signaturePin')}
                    description={t('profile.signaturePinHint', { min: SIGNATURE_PIN_MIN, max: SIGNATURE_PIN_MAX })}
                    inputMode="numeric"
                    autoComplete="off"
                    type="password"
                    maxLength={8}
                    {...form.getInputProps('signature_pin')}
                  />
                </Stack>
              )}
            </Collapse>
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={saving} disabled={!form.isDirty() || !form.isValid()}>
            {t('profile.save')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('profile.nameViaSupport', { name: personName(self) })}
        </Text>
      </Stack>
    </form>
  );
}

function ProfileLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <Anchor component={Link} to={to} underline="never">
      <Group gap="xs" wrap="nowrap">
        {icon}
        <Text span fw={500}>
          {label}
        </Text>
        <IconChevronRight size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}

export function ProfilePage() {
  const { t } = useTranslation(['member', 'menu']);
  usePageTitle(t('menu:profile'));
  const { data: self, mutate } = useSelf();
  const { data: profile } = useData(contract.self.profile, {});
  const { data: policy } = useData(contract.self.passwordPolicy, {});
  if (!self || !profile || !policy) return <PageLoader />;
  const name = personName(self);

  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h2">
        {t('menu:profile')}
      </Title>
      <Card withBorder padding="lg">
        <Group justify="space-between" wrap="wrap" gap="md">
          <Group gap="md" wrap="nowrap">
            <AvatarMenu
              personId={self.id}
              name={name}
              avatarState={self.avatar_state}
              own
              // The top bar's picture is addressed by avatar_version: a new one shows there at once.
              onChange={(state, version) =>
                void mutate({ ...self, avatar_state: state, avatar_version: version ?? self.avatar_version })
              }
            />
          </Group>
          <Stack gap={6}>
            <ProfileLink to="/contactData" icon={<IconAddressBook size={18} aria-hidden />} label={t('contactData.title')} />
            <ProfileLink to="/profile/bankInfo" icon={<IconBuildingBank size={18} aria-hidden />} label={t('bankInfo.title')} />
            <ProfileLink to="/terms" icon={<IconLock size={18} aria-hidden />} label={t('terms.title')} />
          </Stack>
        </Group>
      </Card>
      <ProfileForm self={self} profile={profile} policy={policy} />
    </Stack>
  );
}
