import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  LoadingOverlay,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceClient, Versioned } from '../../lib/resource/resource-client';
import { type ListScope, useResourceList, useResourceMutations } from '../../lib/resource/resource-queries';
import { confirmDelete } from '../form/confirm-discard';
import { InternalError } from '../form/internal-error';
import { transactionInvalid, transactionSucceeded } from '../form/transaction-outcome';
import { TransactionPhase, TransactionType, useTransactions } from '../form/transaction-store';
import { CHECK_DEBOUNCE_MS } from '../form/use-server-checks';
import { Icon } from '../icon';
import { showDefaultError } from '../messages/show-default-error';
import { showToast } from '../messages/show-message';

/** Virtual list constants of spec section 9. */
export const LIST_ROW_HEIGHT_PX = 34;
const LIST_OVERSCAN = 10;
/** The next page loads when at most this many loaded rows are left after the last drawn one. */
const LIST_LOAD_MORE_WITHIN = 5;

export type ListScreenProps<T extends Versioned, New> = {
  client: ResourceClient<T, New>;
  /** The list's accessible name. */
  title: string;
  /** A row's text (and the name its buttons and messages use). */
  rowText: (item: T) => string;
  /** Opens the add form; no Add button without it. */
  onAdd?: () => void;
  /** Opens the edit form of a row; no edit button without it. */
  onEdit?: (item: T) => void;
  /** Rows can be soft-deleted (and recovered). */
  deletable?: boolean;
  /** The list's height in pixels. */
  height?: number;
  /** Extra controls beside the filter. */
  toolbar?: ReactNode;
  /** Further list parameters (e.g. the course chosen in the toolbar). */
  scope?: ListScope;
  /** A row's second line (e.g. its type): rows stay 34 px, so keep it short. */
  rowLabel?: (item: T) => string;
  /** A row's own buttons, drawn before edit and delete (small icon buttons: rows stay 34 px). */
  rowActions?: (item: T) => ReactNode;
  /**
   * Opens a row: its name and label become one button across the row (a click anywhere on it, Enter or
   * Space). Its name is its visible text after `openPrefix`, said but not shown ('Open the account of').
   */
  onOpen?: (item: T) => void;
  openPrefix?: string;
  /** The row that is open now (its button is pressed). */
  isOpen?: (item: T) => boolean;
  /**
   * A row the reader may only read (e.g. a course a professor does not teach): its edit button opens it
   * to read ('View …') and it has no delete button. Say why in its `rowLabel`.
   */
  isReadOnly?: (item: T) => boolean;
};

const OpenIcon = () => (
  <Icon size={16}>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);

const EditIcon = () => (
  <Icon size={16}>
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
  </Icon>
);
const ViewIcon = () => (
  <Icon size={16}>
    <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);
const DeleteIcon = () => (
  <Icon size={16}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
  </Icon>
);

/**
 * A resource's list: a filter (500 ms debounce), a virtual list of 34 px rows that loads the next page
 * near its end, 'Not results' when empty, a spinner overlay while loading, and edit and delete per row.
 * A delete asks first, soft-deletes, and offers Recover.
 */
export function ListScreen<T extends Versioned, New>(props: ListScreenProps<T, New>) {
  const { t } = useTranslation();
  const { client } = props;
  const [filter, setFilter] = useState('');
  const [search] = useDebouncedValue(filter, CHECK_DEBOUNCE_MS);
  const list = useResourceList(client, search, props.scope);
  const { remove, recover } = useResourceMutations(client);
  const [deleted, setDeleted] = useState<T | null>(null);
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => LIST_ROW_HEIGHT_PX,
    overscan: LIST_OVERSCAN,
  });
  const drawn = virtualizer.getVirtualItems();
  const lastDrawn = drawn.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && rows.length - 1 - lastDrawn <= LIST_LOAD_MORE_WITHIN)
      void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastDrawn, rows.length]);

  const askDelete = (item: T) => {
    const transactions = useTransactions.getState();
    let id: string;
    try {
      id = transactions.start(TransactionType.Delete);
    } catch (error) {
      if (error instanceof InternalError) return void showDefaultError(error);
      throw error;
    }
    transactions.setPhase(id, TransactionPhase.ConfirmAndCommit);
    confirmDelete(props.rowText(item), (yes) => {
      useTransactions.getState().confirm(id, yes);
      if (!yes) return;
      remove.mutateAsync(item.id).then(
        () => {
          transactionSucceeded(id);
          useTransactions.getState().close(id);
          setDeleted(item);
        },
        (error: unknown) => {
          transactionInvalid(id);
          useTransactions.getState().close(id);
          showDefaultError(error);
        },
      );
    });
  };

  const recoverDeleted = (item: T) =>
    recover.mutateAsync(item.id).then(
      () => {
        setDeleted(null);
        showToast('success', t('form.list.recovered', { name: props.rowText(item) }));
      },
      (error: unknown) => showDefaultError(error),
    );

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('form.list.filter')}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 160 }}
        />
        {props.toolbar}
        {props.onAdd ? <Button onClick={props.onAdd}>{t('form.list.add')}</Button> : null}
      </Group>
      {deleted ? (
        <Alert color="gray" role="status">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('form.list.deleted', { name: props.rowText(deleted) })}</Text>
            <Button
              size="xs"
              variant="outline"
              onClick={() => void recoverDeleted(deleted)}
              loading={recover.isPending}
            >
              {t('form.list.recover')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Box pos="relative">
        <LoadingOverlay visible={list.isFetching} loaderProps={{ 'aria-label': t('form.list.loading') }} />
        <div
          ref={scroller}
          style={{ height: props.height ?? 400, overflowY: 'auto' }}
          data-testid="list-scroller"
        >
          {!list.isPending && rows.length === 0 ? (
            <Text c="dimmed" p="sm">
              {t('form.list.empty')}
            </Text>
          ) : (
            <ul
              aria-label={props.title}
              style={{
                height: virtualizer.getTotalSize(),
                position: 'relative',
                margin: 0,
                padding: 0,
                listStyle: 'none',
              }}
            >
              {drawn.map((row) => {
                const item = rows[row.index]!;
                const name = props.rowText(item);
                const readOnly = props.isReadOnly?.(item) ?? false;
                return (
                  <li
                    key={item.id}
                    aria-setsize={rows.length}
                    aria-posinset={row.index + 1}
                    style={{
                      position: 'absolute',
                      top: 0,
                      left: 0,
                      right: 0,
                      height: LIST_ROW_HEIGHT_PX,
                      transform: `translateY(${row.start}px)`,
                    }}
                  >
                    <Group wrap="nowrap" px="sm" gap="xs" h="100%">
                      {props.onOpen ? (
                        <RowOpenButton
                          name={name}
                          label={props.rowLabel?.(item)}
                          prefix={props.openPrefix}
                          open={props.isOpen?.(item) ?? false}
                          onOpen={() => props.onOpen?.(item)}
                        />
                      ) : (
                        <RowText name={name} label={props.rowLabel?.(item)} />
                      )}
                      <Group gap={4} wrap="nowrap">
                        {props.rowActions?.(item)}
                        {props.onEdit ? (
                          <ActionIcon
                            variant="subtle"
                            aria-label={t(readOnly ? 'form.list.view' : 'form.list.edit', { name })}
                            onClick={() => props.onEdit?.(item)}
                          >
                            {readOnly ? <ViewIcon /> : <EditIcon />}
                          </ActionIcon>
                        ) : null}
                        {props.deletable && !readOnly ? (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('form.list.delete', { name })}
                            onClick={() => askDelete(item)}
                          >
                            <DeleteIcon />
                          </ActionIcon>
                        ) : null}
                      </Group>
                    </Group>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </Box>
    </Stack>
  );
}

/** A row's name (it takes the free width: labels line up beside the actions) and its short label. */
function RowText({ name, label, prefix }: { name: string; label: string | undefined; prefix?: string }) {
  return (
    <>
      <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
        {prefix ? <VisuallyHidden>{prefix}</VisuallyHidden> : null}
        {prefix ? ' ' : null}
        {name}
      </Text>
      {label ? (
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {label}
        </Text>
      ) : null}
    </>
  );
}

/** The row as one button: a click anywhere on its text, Enter or Space opens it. */
function RowOpenButton(props: {
  name: string;
  label: string | undefined;
  prefix: string | undefined;
  open: boolean;
  onOpen: () => void;
}) {
  return (
    <UnstyledButton
      onClick={props.onOpen}
      aria-pressed={props.open}
      data-open={props.open || undefined}
      style={{
        flex: 1,
        minWidth: 0,
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        gap: 'var(--mantine-spacing-xs)',
        borderRadius: 'var(--mantine-radius-sm)',
        background: props.open ? 'var(--mantine-color-default-hover)' : undefined,
      }}
    >
      <RowText name={props.name} label={props.label} prefix={props.prefix} />
      <Box
        c={props.open ? 'var(--mantine-primary-color-filled)' : 'dimmed'}
        style={{ display: 'flex', flexShrink: 0 }}
      >
        <OpenIcon />
      </Box>
    </UnstyledButton>
  );
}
