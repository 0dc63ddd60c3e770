// The checkboxes of the terms to accept: every box must be ticked; per term the first one is what gets recorded.
import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TermDTO } from '../../../shared/schemas/terms';

/** A term without own checkbox texts still gets one box to tick. */
export function checkboxTexts(term: TermDTO, fallback: string): string[] {
  return term.checkboxes.length > 0 ? term.checkboxes : [fallback];
}

export const checkboxKey = (termId: number, index: number) => `${termId}:${index}`;

export function allTicked(terms: TermDTO[], ticked: Record<string, boolean>, fallback: string): boolean {
  return terms.every((term) => checkboxTexts(term, fallback).every((_, i) => ticked[checkboxKey(term.id, i)]));
}

interface TermCheckboxesProps {
  term: TermDTO;
  ticked: Record<string, boolean>;
  onChange: (key: string, value: boolean) => void;
}

export function TermCheckboxes({ term, ticked, onChange }: TermCheckboxesProps) {
  const { t } = useTranslation('member');
  return (
    <Stack gap="xs" role="group" aria-label={term.title}>
      {checkboxTexts(term, t('consent.defaultCheckbox')).map((text, i) => {
        const key = checkboxKey(term.id, i);
        return (
          <Checkbox
            key={key}
            label={text}
            required
            checked={ticked[key] ?? false}
            onChange={(event) => onChange(key, event.currentTarget.checked)}
          />
        );
      })}
    </Stack>
  );
}
