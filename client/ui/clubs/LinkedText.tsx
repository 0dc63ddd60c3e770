// Free text (a club's or field's general information) with line breaks kept; only links of the allowed schemes
// become anchors, everything else stays plain text.
import { Anchor, Text } from '@mantine/core';
import { linkify } from './links';

export function LinkedText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {linkify(text).map((part, i) =>
        part.href ? (
          <Anchor key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </Anchor>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
