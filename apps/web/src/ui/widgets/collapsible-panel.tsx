import { Collapse, Paper, UnstyledButton } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { type ReactNode, useId } from 'react';

/** A panel whose title button opens and closes its content (Enter or Space on the button). */
export function CollapsiblePanel({
  title,
  children,
  opened,
  defaultOpened = false,
  onToggle,
}: {
  title: ReactNode;
  children: ReactNode;
  opened?: boolean;
  defaultOpened?: boolean;
  onToggle?: (opened: boolean) => void;
}) {
  const [open, setOpen] = useUncontrolled({ value: opened, defaultValue: defaultOpened, onChange: onToggle });
  const contentId = useId();
  const titleId = useId();
  return (
    <Paper withBorder radius="md">
      <UnstyledButton
        id={titleId}
        w="100%"
        p="sm"
        fw={600}
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen(!open)}
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}
      >
        {title}
        <svg
          width={14}
          height={14}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          aria-hidden="true"
          style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </UnstyledButton>
      <Collapse expanded={open}>
        <section id={contentId} aria-labelledby={titleId} style={{ padding: 'var(--mantine-spacing-sm)' }}>
          {children}
        </section>
      </Collapse>
    </Paper>
  );
}
