// Language menu (de/en/fr/nl); a signed-in user's choice is also saved to their profile by the caller. The menu itself
// (Mantine's Menu and Popover with their styles) loads on first use: every page shows this button, few open it.
import { VisuallyHidden } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../shared/constants';
import { LANGUAGE_NAMES, toSupportedLanguage } from '../i18n/languages';
import { PlainButton } from './PlainButton';

const loadMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })));

interface LanguageSwitcherProps {
  /** Called after the interface switched, e.g. to persist the choice as preferred_language. */
  onChange?: (language: LanguageCode) => void;
}

export function LanguageSwitcher({ onChange }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const current = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [wanted, setWanted] = useState(false);

  const choose = async (language: LanguageCode) => {
    if (language === current) return;
    await i18n.changeLanguage(language);
    onChange?.(language);
  };

  // Named "Sprache: Deutsch, DE": the visible code ends the name (WCAG 2.5.3, label in name).
  const label: ReactNode = (
    <>
      <VisuallyHidden>{`${t('labelValue', { label: t('language'), value: LANGUAGE_NAMES[current] })}, `}</VisuallyHidden>
      {current.toUpperCase()}
    </>
  );
  const button = (
    <PlainButton
      look="quiet"
      leftSection={<IconLanguage size={18} aria-hidden />}
      aria-haspopup="menu"
      aria-expanded={false}
      // Fetched as the pointer or focus arrives, so the menu is usually there by the click.
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted(true)}
    >
      {label}
    </PlainButton>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu current={current} label={label} onChoose={(language) => void choose(language)} />
    </Suspense>
  );
}
