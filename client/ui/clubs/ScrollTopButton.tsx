// Scroll-to-top (docs/product.md#club-administration): appears once the page is scrolled down a screen.
import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';

export function ScrollTopButton({ label }: { label: string }) {
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 20, right: 20 }}>
      <Transition transition="slide-up" mounted={scroll.y > 400}>
        {(styles) => (
          <ActionIcon style={styles} size="xl" radius="xl" aria-label={label} title={label} onClick={() => scrollTo({ y: 0 })}>
            <IconArrowUp size={20} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
