// The language switcher's menu (client/ui/LanguageSwitcher.tsx), loaded on its first use and opened at once.
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LANGUAGES, type LanguageCode } from '../../shared/constants';
import { LANGUAGE_NAMES } from '../i18n/languages';

interface LanguageMenuProps {
  current: LanguageCode;
  /** The button's content, the same as before the menu loaded. */
  label: ReactNode;
  onChoose: (language: LanguageCode) => void;
}

export function LanguageMenu({ current, label, onChoose }: LanguageMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <Button variant="subtle" color="gray" size="compact-md" leftSection={<IconLanguage size={18} aria-hidden />}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => onChoose(language)}
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
