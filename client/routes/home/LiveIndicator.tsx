// The live indicator (docs/product.md#widgets): a red dot and "Live", visible at a glance.
import { Badge, Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function LiveIndicator() {
  const { t } = useTranslation('clubs');
  return (
    <Badge
      color="red"
      variant="filled"
      size="sm"
      leftSection={
        <Box component="span" w={7} h={7} bg="white" style={{ borderRadius: '50%', display: 'inline-block' }} aria-hidden />
      }
    >
      {t('live')}
    </Badge>
  );
}
