// The member list's active criteria as removable chips: every term of the query, also those no filter box
// shows ("Ohne Mannschaft" from the dashboard, "ist nicht", birthdate from the advanced search), and the quick search.
import { CloseButton, Group, Pill, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminOptionsDTO } from '../../../shared/schemas/admin';
import type { FilterOptionDTO, PersonFiltersDTO } from '../../../shared/schemas/persons';
import { FILTER_BOX_SUBJECTS, type FilterBoxSubject } from '../../../shared/schemas/rql';
import { formatDate } from '../../lib/datetime';
import type { Term } from './api';

type Value = string | null;

interface ActiveFiltersProps {
  terms: Term[];
  q: string;
  filters: PersonFiltersDTO | undefined;
  options: AdminOptionsDTO | undefined;
  /** A box option's label (gender, position, role, alumni, team with gender and sport). */
  optionLabel: (subject: FilterBoxSubject) => (option: FilterOptionDTO) => string;
  onRemove: (index: number) => void;
  onClearSearch: () => void;
}

const isBoxSubject = (subject: string): subject is FilterBoxSubject =>
  (FILTER_BOX_SUBJECTS as readonly string[]).includes(subject);

export function ActiveFilters({ terms, q, filters, options, optionLabel, onRemove, onClearSearch }: ActiveFiltersProps) {
  const { t } = useTranslation('admin');
  if (terms.length === 0 && !q) return null;

  /** The name of a value: the box's own option, else the admin options' lists, else the value as sent. */
  const valueLabel = (subject: string, value: string): string => {
    if (subject === 'birthdate') return formatDate(value);
    if (isBoxSubject(subject)) {
      const option = filters?.[subject]?.find((o) => o.value === value);
      const label = optionLabel(subject);
      if (option) return label(option);
      // Options with fixed values read the same without a count.
      if (['gender', 'position', 'admin', 'alumni'].includes(subject)) return label({ value, label: value, count: 0 });
    }
    const id = Number(value);
    const named = (list: { id: number; name: string }[] | undefined) => list?.find((x) => x.id === id)?.name;
    const search = options?.search;
    const name =
      {
        sport: named(search?.sports),
        club: named(search?.clubs),
        team: named(search?.teams),
        league: named(search?.leagues),
        tag: named(options?.tags),
        internationalTeam: named(options?.international_teams),
      }[subject] ?? undefined;
    return name ?? `#${value}`;
  };

  const subjectLabel = (subject: string) => t(`subjects.${subject as 'gender'}`, { defaultValue: subject });
  const text = (term: Term): string => {
    const subject = subjectLabel(term.subject);
    const values: Value[] = 'values' in term ? term.values : [term.value];
    const negative = term.op === 'ne' || term.op === 'out';
    // "ohne Mannschaft" (eq null), "mit Mannschaft" (ne null).
    if (values.length === 1 && values[0] === null) {
      return t(negative ? 'chips.with' : 'chips.without', { subject });
    }
    const named = values.map((v) => (v === null ? t('chips.none') : valueLabel(term.subject, v))).join(t('chips.or'));
    const mode = term.op === 'in' ? 'eq' : term.op === 'out' ? 'ne' : term.op;
    return `${subject} ${t(`modes.${mode as 'eq'}`, { defaultValue: mode })} ${named}`;
  };

  return (
    <Group gap={6} mb="xs" data-testid="active-filters" aria-label={t('chips.title')} role="list">
      <Text size="xs" c="dimmed">
        {t('chips.title')}:
      </Text>
      {q && <Chip label={t('chips.search', { q })} remove={t('chips.remove', { label: q })} onRemove={onClearSearch} />}
      {terms.map((term, index) => {
        const label = text(term);
        return <Chip key={index} label={label} remove={t('chips.remove', { label })} onRemove={() => onRemove(index)} />;
      })}
    </Group>
  );
}

function Chip({ label, remove, onRemove }: { label: string; remove: string; onRemove: () => void }) {
  // Pill's own remove button is hidden from assistive technology (it serves PillsInput): a real button instead.
  return (
    <Pill size="md" role="listitem" data-testid="filter-chip" title={label} styles={{ root: { maxWidth: '100%' } }}>
      <Group gap={4} wrap="nowrap" component="span">
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 280 }}>{label}</span>
        <CloseButton size="xs" aria-label={remove} onClick={onRemove} />
      </Group>
    </Pill>
  );
}
