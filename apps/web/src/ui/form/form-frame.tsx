import { Alert, Button, Group, Modal, Stack, Title } from '@mantine/core';
import { QueryClientContext, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useContext, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error';
import { showDefaultError } from '../messages/show-default-error';
import { showDialog } from '../messages/show-message';
import { type PinSide, pinBoards } from '../pins/pin-board-store';
import { QueryState } from '../query-state';
import { confirmDiscard, confirmSave, type SaveQuestion } from './confirm-discard';
import { MODAL_SIZES, type ModalSize } from './modal-sizes';
import { transactionInvalid, transactionSucceeded } from './transaction-outcome';
import { TransactionPhase, type TransactionType, useTransactions } from './transaction-store';
import { type SchemaForm, type SchemaFormOptions, useSchemaForm } from './use-schema-form';

type FormValues = Record<string, unknown>;
type FormButton = 'ok' | 'apply' | 'clear' | 'cancel';

type Placement =
  /** A Mantine modal (role dialog) of one of the spec's sizes. */
  | { variant: 'dialog'; size?: ModalSize }
  /** A panel pinned into the left or right pin board, active at once. */
  | { variant: 'panel'; side: PinSide; icon: ReactNode }
  /** The screen's content. */
  | { variant: 'page' };

export type FormFrameProps<T extends FormValues> = Placement &
  Omit<SchemaFormOptions<T>, 'initialValues' | 'onEdit'> & {
    title: string;
    /** Add or Edit: the form's transaction. */
    type: typeof TransactionType.Add | typeof TransactionType.Edit;
    /** An add form's empty model. */
    initialValues?: T;
    /** An edit form's model: the form renders only once it has loaded (a loader meanwhile). */
    load?: UseQueryResult<T>;
    /** OK, Apply, Clear and Cancel unless told. */
    buttons?: FormButton[];
    /**
     * Saves the values; an object answer is the saved model (its new version) Apply goes on from. An
     * ApiError 'invalid' puts its ModelState on the fields, 'stale' keeps the input and says so.
     */
    onSubmit: (values: T) => Promise<unknown>;
    /**
     * The reason to show for a refusal that belongs to no field (e.g. a booked slot taken meanwhile);
     * undefined keeps the default message.
     */
    refusalText?: (error: unknown) => string | undefined;
    /**
     * Asked before saving, with the valid values (spec section 4, ConfirmAndCommit): a money operation
     * shows its amount and the resulting balance. Yes saves; no goes back to the form, input kept.
     */
    confirm?: (values: T) => SaveQuestion;
    /** The frame is done (saved with OK, cancelled, or changes discarded): unmount it. */
    onClose: () => void;
    /** The fields, drawn with the form's input props. */
    children: (form: SchemaForm<T>) => ReactNode;
  };

/**
 * One form as a dialog, a pinned panel or a page, with OK, Apply, Clear and Cancel. OK and Apply fire
 * only when the form is valid; Cancel or Escape with unsaved changes asks before losing them; each
 * opening is a form transaction (Add or Edit) with the default success and invalid toasts.
 */
export function FormFrame<T extends FormValues>(props: FormFrameProps<T>) {
  const { t } = useTranslation();
  const transactionId = useId();
  const requestClose = useRef<() => void>(() => undefined);
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;

  useEffect(() => {
    const transactions = useTransactions.getState();
    transactions.start(props.type, transactionId);
    return () => {
      useTransactions.getState().close(transactionId);
      useTransactions.getState().close(transactionId);
    };
  }, [props.type, transactionId]);

  // Until the form is there (an edit's model loading), closing needs no question.
  requestClose.current = () => onClose.current();
  const content = <FrameContent {...props} transactionId={transactionId} requestClose={requestClose} />;

  if (props.variant === 'dialog') {
    const size = MODAL_SIZES[props.size ?? 'medium'];
    return (
      <Modal
        opened
        onClose={() => requestClose.current()}
        title={props.title}
        size={size.width}
        styles={{ content: 'minHeight' in size ? { minHeight: size.minHeight } : {} }}
        closeButtonProps={{ 'aria-label': t('form.actions.close') }}
      >
        {content}
      </Modal>
    );
  }
  if (props.variant === 'panel') return <PinnedPanel {...props} id={transactionId} content={content} />;
  return (
    <Stack component="section" aria-label={props.title} gap="md">
      <Title order={1} size="h2">
        {props.title}
      </Title>
      {content}
    </Stack>
  );
}

/** Pins the form into a pin board, active, for as long as the frame is mounted. */
function PinnedPanel({
  id,
  side,
  icon,
  title,
  content,
}: {
  id: string;
  side: PinSide;
  icon: ReactNode;
  title: string;
  content: ReactNode;
}) {
  const board = pinBoards[side];
  // The shell draws the pin boards outside the screens' query client: the panel takes the screen's along.
  const queryClient = useContext(QueryClientContext);
  const drawn = queryClient ? (
    <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>
  ) : (
    content
  );
  useEffect(() => {
    board.getState().pin({ id, icon, title, render: () => drawn });
  });
  useEffect(() => {
    const { click, activeItem } = board.getState();
    if (activeItem !== id) click(id);
    return () => board.getState().unpin(id);
  }, [board, id]);
  return null;
}

type ContentProps<T extends FormValues> = FormFrameProps<T> & {
  transactionId: string;
  requestClose: { current: () => void };
};

function FrameContent<T extends FormValues>(props: ContentProps<T>) {
  if (!props.load) return <FrameForm {...props} model={props.initialValues ?? ({} as T)} />;
  return <QueryState query={props.load}>{(model) => <FrameForm {...props} model={model} />}</QueryState>;
}

function FrameForm<T extends FormValues>(props: ContentProps<T> & { model: T }) {
  const { t } = useTranslation();
  const { transactionId: id, buttons = ['ok', 'apply', 'clear', 'cancel'] } = props;
  const [submitting, setSubmitting] = useState(false);
  const [stale, setStale] = useState(false);
  // The confirmation is open: a second OK asks nothing more.
  const asking = useRef(false);
  const schemaForm = useSchemaForm<T>({
    schema: props.schema,
    schemaInput: props.schemaInput,
    validateOnBlur: props.validateOnBlur,
    initialValues: props.model,
    messages: props.messages,
    checks: props.checks,
    onEdit: () => useTransactions.getState().edit(id),
  });
  const { form, valid, dirty } = schemaForm;

  const close = () => {
    const transactions = useTransactions.getState();
    if (!transactions.close(id)) transactions.close(id);
    props.onClose();
  };
  const requestClose = () => {
    if (!dirty) return close();
    // In progress: the first close asks (CancelRequested), the answer closes or goes back to editing.
    useTransactions.getState().close(id);
    confirmDiscard((discard) => {
      if (discard) close();
      // The dialog can outlive the form (a navigation closes it after the form is gone): nothing to resume.
      else if (useTransactions.getState().transactions[id]) useTransactions.getState().confirm(id, false);
    });
  };
  props.requestClose.current = requestClose;

  const submit = async (then: 'close' | 'stay') => {
    if (!valid || submitting) {
      schemaForm.showAllErrors();
      return;
    }
    if (props.confirm) {
      if (asking.current) return;
      asking.current = true;
      useTransactions.getState().setPhase(id, TransactionPhase.ConfirmAndCommit);
      const yes = await confirmSave(props.confirm(form.getValues()));
      asking.current = false;
      // The form may have gone meanwhile (a navigation): nothing to save or resume.
      if (!useTransactions.getState().transactions[id]) return;
      useTransactions.getState().confirm(id, yes);
      if (!yes) return;
    }
    setSubmitting(true);
    setStale(false);
    useTransactions.getState().setPhase(id, TransactionPhase.Commit);
    try {
      const saved = await props.onSubmit(form.getValues());
      transactionSucceeded(id);
      if (then === 'close') return close();
      schemaForm.rebase(saved && typeof saved === 'object' ? (saved as T) : form.getValues());
    } catch (error) {
      if (error instanceof ApiError && error.code === 'stale') {
        setStale(true);
        transactionInvalid(id, t('form.stale'));
      } else if (schemaForm.setServerErrors(error)) transactionInvalid(id);
      else {
        useTransactions.getState().setPhase(id, TransactionPhase.Invalid);
        const reason = props.refusalText?.(error);
        if (reason) showDialog({ type: 'error', description: reason });
        else showDefaultError(error);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={props.title}
      onSubmit={(event) => {
        event.preventDefault();
        void submit('close');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && props.variant !== 'dialog') {
          event.preventDefault();
          requestClose();
        } else schemaForm.onKeyDown(event);
      }}
    >
      <Stack gap="md">
        {stale ? (
          <Alert color="orange" role="alert">
            {t('form.stale')}
          </Alert>
        ) : null}
        {props.children(schemaForm)}
        <Group justify="flex-end" gap="sm">
          {buttons.includes('clear') ? (
            <Button variant="subtle" onClick={schemaForm.clear} disabled={submitting}>
              {t('form.actions.clear')}
            </Button>
          ) : null}
          {buttons.includes('cancel') ? (
            <Button variant="default" onClick={requestClose} disabled={submitting}>
              {t('form.actions.cancel')}
            </Button>
          ) : null}
          {buttons.includes('apply') ? (
            <Button variant="outline" onClick={() => void submit('stay')} disabled={!valid || submitting}>
              {t('form.actions.apply')}
            </Button>
          ) : null}
          {buttons.includes('ok') ? (
            <Button type="submit" disabled={!valid} loading={submitting}>
              {t('form.actions.ok')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
