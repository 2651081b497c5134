import { Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClassOptions } from '../../../../api/class-options-query';
import { classKeys } from '../../../../api/query-keys';
import { useSession } from '../../../../lib/session';
import { confirmDelete } from '../../../../ui/form/confirm-discard';
import { showDefaultError } from '../../../../ui/messages/show-default-error';
import { QueryState } from '../../../../ui/query-state';
import { deleteClass } from '../../api/classes-query';
import { ClassDialog, ClassView } from './class-dialog';

/**
 * /admin?tab=classes — the school's classes (groups): administrators add, edit and delete them; a
 * professor sees the classes they teach and opens one to see its students.
 */
export function ClassesSection() {
  const { t } = useTranslation('admin-users');
  const isAdmin = useSession((state) => state.role === 'Administrator');
  const queryClient = useQueryClient();
  const classes = useClassOptions();
  const [open, setOpen] = useState<{ id?: string } | null>(null);
  const remove = useMutation({
    mutationFn: deleteClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.all() }),
    onError: (error) => showDefaultError(error),
  });
  return (
    <Stack component="section" gap="sm" aria-labelledby="classes-title">
      <Group justify="space-between">
        <Title order={2} size="h3" id="classes-title">
          {t('classes.title')}
        </Title>
        {isAdmin ? <Button onClick={() => setOpen({})}>{t('classes.new')}</Button> : null}
      </Group>
      <QueryState query={classes}>
        {({ items }) =>
          items.length === 0 ? (
            <Text c="dimmed">{isAdmin ? t('classes.none') : t('classes.noneTaught')}</Text>
          ) : (
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {items.map((item) => (
                <Paper component="li" key={item.id} withBorder p="sm" radius="md">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <UnstyledButton
                      onClick={() => setOpen({ id: item.id })}
                      style={{ flex: 1, minWidth: 200 }}
                    >
                      <Text fw={600}>{item.name}</Text>
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {item.teachers.map((teacher) => teacher.name).join(', ')} ·{' '}
                        {t('classes.studentCount', { count: item.studentCount })} ·{' '}
                        {t('classes.courseCount', { count: item.courseCount })}
                      </Text>
                    </UnstyledButton>
                    {isAdmin ? (
                      <Button
                        variant="default"
                        size="xs"
                        loading={remove.isPending && remove.variables === item.id}
                        aria-label={t('classes.deleteOf', { name: item.name })}
                        onClick={() =>
                          confirmDelete(item.name, (yes) => {
                            if (yes) remove.mutate(item.id);
                          })
                        }
                      >
                        {t('classes.delete')}
                      </Button>
                    ) : null}
                  </Group>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryState>
      {open && isAdmin ? <ClassDialog id={open.id} onClose={() => setOpen(null)} /> : null}
      {open?.id && !isAdmin ? <ClassView id={open.id} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
