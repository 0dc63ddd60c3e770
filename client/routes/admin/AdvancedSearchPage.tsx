// admin.member.advancedSearch: rows of subject, mode and value with plus and minus (docs/product.md#advanced-search).
// Allowed comparisons: gender eq; sport eq; team, club, league eq or ne; birthdate eq, lt or gt.
import { ActionIcon, Button, Card, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ADVANCED_SEARCH_MODES, ADVANCED_SEARCH_SUBJECTS, type AdvancedSearchSubject } from '../../../shared/schemas/rql';
import { usePageTitle } from '../../ui/use-page-title';
import { memberSearch, readMemberQuery, useAdminOptions, type Term } from './api';

export interface Criterion {
  subject: AdvancedSearchSubject | null;
  mode: string | null;
  value: string;
}

const empty = (): Criterion => ({ subject: null, mode: null, value: '' });

export const isComplete = (c: Criterion) => c.subject !== null && c.mode !== null && c.value !== '';

/** 'show results' only with at least one criterion and every criterion complete. */
export const canShowResults = (rows: Criterion[]) => rows.length > 0 && rows.every(isComplete);

function fromTerms(terms: Term[]): Criterion[] {
  const rows = terms.flatMap((t): Criterion[] => {
    const subject = t.subject as AdvancedSearchSubject;
    if (!ADVANCED_SEARCH_SUBJECTS.includes(subject) || !('value' in t) || t.value === null) return [];
    if (!(ADVANCED_SEARCH_MODES[subject] as readonly string[]).includes(t.op)) return [];
    return [{ subject, mode: t.op, value: t.value }];
  });
  return rows.length ? rows : [empty()];
}

export function AdvancedSearchPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('advanced.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = readMemberQuery(params);
  const { data: options } = useAdminOptions();
  const [rows, setRows] = useState<Criterion[]>(() => fromTerms(query.terms));

  const itemsOf = (subject: AdvancedSearchSubject | null): { value: string; label: string }[] | null => {
    if (!subject || !options) return null;
    switch (subject) {
      case 'gender':
        return (['female', 'male'] as const).map((g) => ({ value: g, label: t(`gender.${g}`) }));
      case 'sport':
        return options.search.sports.map((s) => ({ value: String(s.id), label: s.name }));
      case 'club':
        return options.search.clubs.map((c) => ({ value: String(c.id), label: c.name }));
      case 'league':
        return options.search.leagues.map((l) => ({ value: String(l.id), label: l.name }));
      case 'team':
        // Team choices: name plus gender, sport (docs/product.md#advanced-search).
        return options.search.teams.map((team) => ({
          value: String(team.id),
          label: `${team.name} (${[team.gender !== 'none' ? t(`gender.${team.gender as 'male'}`) : null, team.sport].filter(Boolean).join(', ')})`,
        }));
      default:
        return null;
    }
  };

  const update = (index: number, patch: Partial<Criterion>) =>
    setRows((all) => all.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const remove = (index: number) => setRows((all) => (all.length === 1 ? [empty()] : all.filter((_, i) => i !== index)));
  const insert = (index: number) => setRows((all) => [...all.slice(0, index + 1), empty(), ...all.slice(index + 1)]);

  const show = () => {
    const keep = query.terms.filter((term) => !ADVANCED_SEARCH_SUBJECTS.includes(term.subject as AdvancedSearchSubject));
    const terms: Term[] = rows.map((r) => ({ op: r.mode as 'eq', subject: r.subject!, value: r.value }));
    void navigate(`/admin/member${memberSearch({ ...query, terms: [...keep, ...terms], page: 0 })}`);
  };

  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h3">
        {t('advanced.title')}
      </Title>
      <Card withBorder padding="sm">
        <Stack gap="xs">
          {rows.map((row, index) => {
            const items = itemsOf(row.subject);
            return (
              // One line on desktop; on a phone subject and mode take a line each, value and buttons the third.
              <Group key={index} gap="xs" wrap="wrap" align="flex-end" data-testid="criterion">
                <Select
                  size="xs"
                  label={index === 0 ? t('advanced.subject') : undefined}
                  aria-label={t('advanced.subject')}
                  placeholder={t('advanced.subject')}
                  data={ADVANCED_SEARCH_SUBJECTS.map((s) => ({ value: s, label: t(`subjects.${s}`) }))}
                  value={row.subject}
                  onChange={(v) => {
                    const subject = v as AdvancedSearchSubject | null;
                    const modes = subject ? (ADVANCED_SEARCH_MODES[subject] as readonly string[]) : [];
                    update(index, { subject, mode: modes.length === 1 ? modes[0]! : null, value: '' });
                  }}
                  w={{ base: '100%', sm: 170 }}
                />
                <Select
                  size="xs"
                  label={index === 0 ? t('advanced.mode') : undefined}
                  aria-label={t('advanced.mode')}
                  placeholder={t('advanced.mode')}
                  disabled={!row.subject}
                  data={(row.subject ? (ADVANCED_SEARCH_MODES[row.subject] as readonly string[]) : []).map((m) => ({
                    value: m,
                    label: t(`modes.${m as 'eq'}`),
                  }))}
                  value={row.mode}
                  onChange={(v) => update(index, { mode: v })}
                  w={{ base: '100%', sm: 140 }}
                />
                {items ? (
                  <Select
                    size="xs"
                    label={index === 0 ? t('advanced.value') : undefined}
                    aria-label={t('advanced.value')}
                    placeholder={t('advanced.value')}
                    data={items}
                    searchable
                    value={row.value || null}
                    onChange={(v) => update(index, { value: v ?? '' })}
                    style={{ flex: 1 }}
                  />
                ) : (
                  <TextInput
                    size="xs"
                    label={index === 0 ? t('advanced.value') : undefined}
                    aria-label={t('advanced.value')}
                    type={row.subject === 'birthdate' ? 'date' : 'text'}
                    disabled={!row.subject}
                    value={row.value}
                    onChange={(e) => update(index, { value: e.currentTarget.value })}
                    style={{ flex: 1 }}
                  />
                )}
                <ActionIcon variant="default" aria-label={t('advanced.add')} onClick={() => insert(index)} size="md">
                  <IconPlus size={14} />
                </ActionIcon>
                <ActionIcon variant="default" aria-label={t('advanced.remove')} onClick={() => remove(index)} size="md">
                  <IconMinus size={14} />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
        <Group mt="md" gap="xs">
          <Button size="xs" onClick={show} disabled={!canShowResults(rows)}>
            {t('advanced.show')}
          </Button>
          <Button size="xs" variant="default" component={Link} to={`/admin/member${memberSearch(query)}`}>
            {t('common.back')}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
