// Live password policy meter: each rule of the server's policy, passed or not (docs/product.md#passwords), and a note that
// common passwords are refused on saving.
import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { evaluatePolicy, type PasswordPolicy } from '../../shared/password-policy';

interface PasswordPolicyMeterProps {
  policy: PasswordPolicy;
  password: string;
}

export function PasswordPolicyMeter({ policy, password }: PasswordPolicyMeterProps) {
  const { t } = useTranslation('auth');
  const results = evaluatePolicy(policy, password);
  return (
    <div>
      <Text size="sm" fw={500} id="password-policy-title">
        {t('passwordPolicy.title')}
      </Text>
      <List spacing={4} size="sm" mt={4} center aria-labelledby="password-policy-title">
        {results.map(({ key, passed }) => (
          <List.Item
            key={key}
            icon={
              <ThemeIcon color={passed ? 'teal' : 'red'} size={20} radius="xl" variant="light">
                {passed ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={passed ? undefined : 'dimmed'}>
              {t(`passwordPolicy.${key}`)}
              {/* The icon carries the state for sighted users; screen readers hear it as words. */}
              <VisuallyHidden>: {passed ? t('passwordPolicy.passed') : t('passwordPolicy.failed')}</VisuallyHidden>
            </Text>
          </List.Item>
        ))}
      </List>
      {/* The list of common passwords stays on the server (too large for the page): the save refuses them. */}
      <Text size="xs" c="dimmed" mt={4}>
        {t('passwordPolicy.notCommon')}
      </Text>
    </div>
  );
}
