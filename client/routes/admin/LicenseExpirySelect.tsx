// The referee list's licence expiry filter: all, expired, or ending within 7, 30, 60 or 90 days (the URL's
// `expired=1` or `expires_within=N`, any N the address names).
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SetURLSearchParams } from 'react-router';

const WITHIN = ['7', '30', '60', '90'];

export function LicenseExpirySelect({ params, setParams }: { params: URLSearchParams; setParams: SetURLSearchParams }) {
  const { t } = useTranslation('adminAudit');
  const within = params.get('expires_within');
  const value = params.get('expired') === '1' ? 'expired' : within ? `within:${within}` : '';
  const days = [...new Set([...WITHIN, ...(within ? [within] : [])])];
  const data = [
    { value: '', label: t('expiry.any') },
    { value: 'expired', label: t('expiry.expired') },
    ...days.map((d) => ({ value: `within:${d}`, label: t('expiry.within', { count: Number(d) }) })),
  ];
  const choose = (choice: string | null) => {
    const next = new URLSearchParams(params);
    next.delete('expired');
    next.delete('expires_within');
    if (choice === 'expired') next.set('expired', '1');
    else if (choice?.startsWith('within:')) next.set('expires_within', choice.slice('within:'.length));
    setParams(next, { replace: true });
  };
  return (
    <Select
      size="xs"
      w={220}
      aria-label={t('expiry.filter')}
      data={data}
      value={value}
      onChange={choose}
      allowDeselect={false}
      data-testid="license-expiry-filter"
    />
  );
}
