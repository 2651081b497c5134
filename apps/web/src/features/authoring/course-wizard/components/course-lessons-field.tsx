import { ActionIcon, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { TLocalizedText } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../../lib/use-localized';
import { Icon } from '../../../../ui/icon';
import { unassignedLessonsQuery } from '../api/course-wizard-clients';
import { moveItem } from '../model/lesson-changes';

type Props = {
  /** The assigned lessons, in order. */
  value: string[];
  onChange: (ids: string[]) => void;
  /** Titles the form knows (the course's lessons as stored). */
  titles: Map<string, TLocalizedText>;
  error?: string;
};

const Arrow = ({ up }: { up?: boolean }) => (
  <Icon size={14}>
    <path d={up ? 'M12 19V5M5 12l7-7 7 7' : 'M12 5v14M5 12l7 7 7-7'} />
  </Icon>
);

/**
 * A course's lessons, in order: move one with its buttons or with Alt+↑ / Alt+↓ (focus stays on it),
 * take it out (it stays, hidden from students), or add one of the unassigned lessons at the end.
 */
export function CourseLessonsField({ value, onChange, titles, error }: Props) {
  const { t } = useTranslation('course-wizard');
  const text = useLocalized();
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const unassigned = useQuery(unassignedLessonsQuery(''));
  const known = new Map(titles);
  for (const lesson of unassigned.data?.items ?? []) known.set(lesson.id, lesson.title);
  const titleOf = (lessonId: string) => {
    const title = known.get(lessonId);
    return title ? text(title) : t('lessons.unknown');
  };
  const choices = [...known.keys()]
    .filter((lessonId) => !value.includes(lessonId))
    .map((lessonId) => ({ value: lessonId, label: titleOf(lessonId) }));

  const move = (from: number, to: number, focus: 'up' | 'down' | null) => {
    if (to < 0 || to >= value.length) return;
    onChange(moveItem(value, from, to));
    setSaid(t('lessons.moved', { title: titleOf(value[from]!), position: to + 1 }));
    if (focus) {
      // The moved row keeps the focus: its button of the same direction, on its new row.
      // (its other button when this one is disabled at the end of the list).
      requestAnimationFrame(() => {
        const row = list.current?.querySelectorAll('li')[to];
        const same = row?.querySelector<HTMLButtonElement>(`[data-move="${focus}"]`);
        const other = row?.querySelector<HTMLButtonElement>(
          `[data-move="${focus === 'up' ? 'down' : 'up'}"]`,
        );
        (same && !same.disabled ? same : other)?.focus();
      });
    }
  };
  const onRowKey = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const up = event.key === 'ArrowUp';
    move(index, up ? index - 1 : index + 1, up ? 'up' : 'down');
  };

  return (
    <Stack
      gap="xs"
      component="fieldset"
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
      aria-describedby={`${id}-hint`}
    >
      <Text component="legend" fw={500} size="sm">
        {t('lessons.title')}
      </Text>
      <Text id={`${id}-hint`} size="xs" c="dimmed">
        {t('lessons.hint')}
      </Text>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('lessons.none')}
        </Text>
      ) : (
        <ol ref={list} aria-label={t('lessons.title')} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {value.map((lessonId, index) => {
            const title = titleOf(lessonId);
            return (
              <li key={lessonId} onKeyDown={(event) => onRowKey(event, index)} data-testid="course-lesson">
                <Paper withBorder px="xs" py={4} mb={4}>
                  <Group wrap="nowrap" justify="space-between" gap="xs">
                    <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
                      {index + 1}. {title}
                    </Text>
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        data-move="up"
                        aria-label={t('lessons.up', { title })}
                        aria-keyshortcuts="Alt+ArrowUp"
                        aria-disabled={index === 0}
                        onClick={() => move(index, index - 1, 'up')}
                      >
                        <Arrow up />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        data-move="down"
                        aria-label={t('lessons.down', { title })}
                        aria-keyshortcuts="Alt+ArrowDown"
                        aria-disabled={index === value.length - 1}
                        onClick={() => move(index, index + 1, 'down')}
                      >
                        <Arrow />
                      </ActionIcon>
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-xs"
                        aria-label={t('lessons.remove', { title })}
                        onClick={() => {
                          onChange(value.filter((other) => other !== lessonId));
                          setSaid(t('lessons.removed', { title }));
                        }}
                      >
                        {t('lessons.removeShort')}
                      </Button>
                    </Group>
                  </Group>
                </Paper>
              </li>
            );
          })}
        </ol>
      )}
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label={t('lessons.choose')}
          placeholder={choices.length ? t('lessons.choosePlaceholder') : t('lessons.noneFree')}
          data={choices}
          value={chosen}
          onChange={setChosen}
          searchable
          nothingFoundMessage={t('lessons.noneFree')}
          style={{ flex: '1 1 160px', minWidth: 0 }}
        />
        <Button
          variant="light"
          disabled={!chosen}
          onClick={() => {
            if (!chosen) return;
            onChange([...value, chosen]);
            setSaid(t('lessons.added', { title: titleOf(chosen) }));
            setChosen(null);
          }}
        >
          {t('lessons.add')}
        </Button>
      </Group>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      <div
        role="status"
        aria-live="polite"
        className="visually-hidden"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {said}
      </div>
    </Stack>
  );
}
