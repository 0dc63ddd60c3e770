// Language menu (de/en/fr/nl); a signed-in user's choice is also saved to their profile by the caller.
import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../../shared/constants';
import { LANGUAGE_NAMES, toSupportedLanguage } from '../i18n/languages';

interface LanguageSwitcherProps {
  /** Called after the interface switched, e.g. to persist the choice as preferred_language. */
  onChange?: (language: LanguageCode) => void;
}

export function LanguageSwitcher({ onChange }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const current = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);

  const choose = async (language: LanguageCode) => {
    if (language === current) return;
    await i18n.changeLanguage(language);
    onChange?.(language);
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" size="compact-md" leftSection={<IconLanguage size={18} aria-hidden />}>
          {/* Named "Sprache: Deutsch, DE": the visible code ends the name (WCAG 2.5.3, label in name). */}
          <VisuallyHidden>{`${t('labelValue', { label: t('language'), value: LANGUAGE_NAMES[current] })}, `}</VisuallyHidden>
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void choose(language)}
            rightSection={language === current ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={language === current ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
