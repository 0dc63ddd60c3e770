// A button drawn as Mantine's Button draws it, without Mantine's Button code. Every page's frame shows the language
// button and the error page its reload: Mantine's Button brings its loader and transition code (about 4 KB gzip) into
// the public pages' first chunks (JS budget <= 150 KB), while its styles are there anyway (the sign-in
// page's buttons, client/styles.ts). plain-button.test.ts holds the markup to Mantine's, attribute for attribute.
import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';

/** The looks in use: `primary` is `<Button>`, `quiet` is `<Button variant="subtle" color="gray" size="compact-md">`. */
export type PlainButtonLook = 'primary' | 'quiet';

const LOOKS: Record<PlainButtonLook, { style: CSSProperties; data: Record<string, string> }> = {
  primary: { style: { '--button-color': 'var(--mantine-color-white)' } as CSSProperties, data: {} },
  quiet: {
    style: {
      '--button-height': 'var(--button-height-compact-md)',
      '--button-padding-x': 'var(--button-padding-x-compact-md)',
      '--button-fz': 'var(--mantine-font-size-md)',
      '--button-bg': 'transparent',
      '--button-hover': 'var(--mantine-color-gray-light-hover)',
      '--button-color': 'var(--mantine-color-gray-light-color)',
      '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
    } as CSSProperties,
    data: { 'data-variant': 'subtle', 'data-size': 'compact-md' },
  },
};

/** Mantine's class names of Button (and UnstyledButton, which it is drawn with). */
const ROOT = 'mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root';

interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'type'> {
  look: PlainButtonLook;
  leftSection?: ReactNode;
  children: ReactNode;
}

export function PlainButton({ look, leftSection, children, ...rest }: PlainButtonProps) {
  const { style, data } = LOOKS[look];
  return (
    <button
      style={style}
      className={ROOT}
      {...data}
      data-with-left-section={leftSection ? 'true' : undefined}
      type="button"
      {...rest}
    >
      <span className="m_80f1301b mantine-Button-inner">
        {leftSection && (
          <span className="m_a74036a mantine-Button-section" data-position="left">
            {leftSection}
          </span>
        )}
        <span className="m_811560b9 mantine-Button-label">{children}</span>
      </span>
    </button>
  );
}
