import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { QueryClientContext, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useContext, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error';
import { showDefaultError } from '../messages/show-default-error';
import { showDialog } from '../messages/show-message';
import { type PinSide, pinBoards } from '../pins/pin-board-store';
import { QueryState } from '../query-state';
import { confirmDiscard, confirmSave, type SaveQuestion } from './confirm-discard';
import { MODAL_SIZES, type ModalSize } from './modal-sizes';
import { transactionInvalid, transactionSucceeded } from './transaction-outcome';
import { TransactionPhase, TransactionType, useTransactions } from './transaction-store';
import { markUnsaved } from './unsaved-changes';
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
    /**
     * The title once the form has saved a model and stays open (Apply): a new record's form then shows
     * what it saved (its title), not 'New …'.
     */
    savedTitle?: (saved: T) => string;
    /**
     * The success toast for a save: what happened, with its subject (e.g. 'Course "Grammar" saved').
     * Unless told, the frame's default for an Add or an Edit.
     */
    savedText?: (saved: T) => string;
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
  const [shownTitle, setShownTitle] = useState<string | null>(null);
  const title = shownTitle ?? props.title;

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
  const content = (
    <FrameContent
      {...props}
      title={title}
      transactionId={transactionId}
      requestClose={requestClose}
      onTitle={setShownTitle}
    />
  );

  if (props.variant === 'dialog') {
    const size = MODAL_SIZES[props.size ?? 'medium'];
    return (
      <Modal
        opened
        onClose={() => requestClose.current()}
        title={title}
        size={size.width}
        styles={{ content: 'minHeight' in size ? { minHeight: size.minHeight } : {} }}
        closeButtonProps={{ 'aria-label': t('form.actions.close') }}
      >
        {content}
      </Modal>
    );
  }
  if (props.variant === 'panel')
    return <PinnedPanel {...props} title={title} id={transactionId} content={content} />;
  return (
    <Stack component="section" aria-label={title} gap="md">
      <Title order={1} size="h2">
        {title}
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
  /** The frame's title after a save that keeps the form open. */
  onTitle: (title: string) => void;
};

/**
 * Whether an Escape belongs to a popup inside the form (an open Select or Combobox dropdown closes on
 * it): such an Escape never closes the form nor asks about unsaved changes.
 */
function escapeClosesPopup(event: { target: EventTarget | null; defaultPrevented: boolean }) {
  if (event.defaultPrevented) return true;
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return false;
  return (
    target.getAttribute('data-mantine-stop-propagation') === 'true' ||
    target.getAttribute('aria-expanded') === 'true' ||
    target.closest('[role="listbox"]') !== null
  );
}

function FrameContent<T extends FormValues>(props: ContentProps<T>) {
  if (!props.load) return <FrameForm {...props} model={props.initialValues ?? ({} as T)} />;
  return <QueryState query={props.load}>{(model) => <FrameForm {...props} model={model} />}</QueryState>;
}

function FrameForm<T extends FormValues>(props: ContentProps<T> & { model: T }) {
  const { t } = useTranslation();
  const { transactionId: id, buttons = ['ok', 'apply', 'clear', 'cancel'] } = props;
  const [submitting, setSubmitting] = useState(false);
  const [stale, setStale] = useState(false);
  const hintId = useId();
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
  const restore = useRef(schemaForm.restore);
  restore.current = schemaForm.restore;
  // A form with changes makes a navigation, a reload or a screen replacing it ask first.
  useEffect(() => markUnsaved(id, dirty ? () => restore.current() : null), [id, dirty]);
  useEffect(() => () => markUnsaved(id, null), [id]);
  const formRef = useRef<HTMLFormElement>(null);
  const missing = useMissingFields(formRef, schemaForm, valid || submitting);

  const close = () => {
    // Closing on purpose (saved with OK, cancelled, discarded) may navigate: nothing to ask about.
    markUnsaved(id, null);
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
      const answer = await props.onSubmit(form.getValues());
      const saved = answer && typeof answer === 'object' ? (answer as T) : form.getValues();
      transactionSucceeded(
        id,
        props.savedText?.(saved) ??
          t(props.type === TransactionType.Add ? 'form.saved.added' : 'form.saved.edited'),
      );
      if (then === 'close') return close();
      schemaForm.rebase(saved);
      if (props.savedTitle) props.onTitle(props.savedTitle(saved));
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
      ref={formRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && escapeClosesPopup(event)) return;
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
        {missing ? (
          <Text id={`${hintId}`} size="sm" c="dimmed" ta="end" data-testid="form-missing">
            {missing}
          </Text>
        ) : null}
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
            <Button
              variant="outline"
              onClick={() => void submit('stay')}
              disabled={!valid || submitting}
              aria-describedby={missing ? hintId : undefined}
            >
              {t('form.actions.apply')}
            </Button>
          ) : null}
          {buttons.includes('ok') ? (
            <Button
              type="submit"
              disabled={!valid}
              loading={submitting}
              aria-describedby={missing ? hintId : undefined}
            >
              {t('form.actions.ok')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** The label a field's input shows (its text, without the required mark), found by its `data-path`. */
function labelOf(root: HTMLElement, path: string): string | null {
  const escaped = path.replace(/["\\]/g, '\\$&');
  const input =
    root.querySelector<HTMLElement>(`[data-path="${escaped}"]`) ??
    root.querySelector<HTMLElement>(`[data-path^="${escaped}."]`);
  if (!input) {
    const parent = path.split('.').slice(0, -1).join('.');
    return parent ? labelOf(root, parent) : null;
  }
  const labelled = input.getAttribute('aria-labelledby');
  const label =
    (input.id ? root.querySelector(`label[for="${input.id}"]`) : null) ??
    (labelled ? document.getElementById(labelled.split(' ')[0]!) : null) ??
    input.closest('fieldset')?.querySelector('legend');
  const text = (label?.textContent ?? input.getAttribute('aria-label') ?? '').replace(/\s*\*\s*$/, '').trim();
  return text || null;
}

/**
 * Why OK and Apply are disabled, in words: the labels of the fields still to fill in or correct (read
 * from the drawn form), a server check still running, or, when no field can be named, that the form
 * needs completing. Null while the form is valid (or saving).
 */
function useMissingFields<T extends FormValues>(
  ref: { current: HTMLFormElement | null },
  schemaForm: SchemaForm<T>,
  quiet: boolean,
): string | null {
  const { t } = useTranslation();
  const [labels, setLabels] = useState<string[]>([]);
  const paths = quiet ? '' : schemaForm.invalidPaths.join('\n');
  useLayoutEffect(() => {
    const root = ref.current;
    const found = root && paths ? paths.split('\n').map((path) => labelOf(root, path)) : [];
    const next = [...new Set(found.filter((label): label is string => label !== null))];
    setLabels((previous) => (previous.join('\n') === next.join('\n') ? previous : next));
  }, [ref, paths]);
  if (quiet) return null;
  if (schemaForm.invalidPaths.length === 0) return schemaForm.pending ? t('form.missing.pending') : null;
  if (labels.length === 0) return t('form.missing.some');
  return t('form.missing.fields', { fields: labels.join(', ') });
}
