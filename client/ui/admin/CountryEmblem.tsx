// The international country emblem of a person or team (bel, deu, nld: docs/product.md#member-list) as a small flag.
import { Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const FLAGS: Record<string, { stripes: string[]; vertical: boolean }> = {
  bel: { stripes: ['#000000', '#FDDA24', '#EF3340'], vertical: true },
  deu: { stripes: ['#000000', '#DD0000', '#FFCE00'], vertical: false },
  nld: { stripes: ['#AE1C28', '#FFFFFF', '#21468B'], vertical: false },
};

export function CountryEmblem({ country }: { country: string | null | undefined }) {
  const { t } = useTranslation('admin');
  const flag = country ? FLAGS[country] : undefined;
  if (!country || !flag) return null;
  const label = t(`country.${country as 'bel' | 'deu' | 'nld'}`);
  return (
    <Tooltip label={label}>
      <svg
        width="20"
        height="14"
        viewBox="0 0 3 3"
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        style={{ borderRadius: 2, outline: '1px solid rgba(0,0,0,.15)', flex: 'none' }}
      >
        {flag.stripes.map((color, i) =>
          flag.vertical ? (
            <rect key={i} x={i} y={0} width={1} height={3} fill={color} />
          ) : (
            <rect key={i} x={0} y={i} width={3} height={1} fill={color} />
          ),
        )}
      </svg>
    </Tooltip>
  );
}
