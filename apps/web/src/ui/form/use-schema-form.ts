import { type UseFormReturnType, useForm } from '@mantine/form';
import type { KeyboardEvent } from 'react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import classes from './form.module.css';
import { type FieldFailure, type RuleMessages, ruleText } from './rule-text';
import { schemaFailures } from './schema-failures';
import { UndoHistory, undoKey } from './undo-history';
import { type CheckStatus, type ServerCheck, useServerChecks, valueAt } from './use-server-checks';

type FormValues = Record<string, unknown>;
/** A field of the model: a top-level key, or a nested value by its dotted path (`title.es`). */
type FieldPath<T> = (keyof T & string) | `${keyof T & string}.${string}`;

export type SchemaFormOptions<T extends FormValues> = {
  /**
   * The shared zod schema that the server's route also uses; a function when the rules depend on the
   * values (e.g. card fields required only without a stored card).
   */
  schema: z.ZodType | ((values: T) => z.ZodType);
  /** What the schema checks, when it is not the values as they are (e.g. an amount fixed by auto-pay). */
  schemaInput?: (values: T) => unknown;
  /** Also show a field's error once it is left (blur), not only once it is edited. */
  validateOnBlur?: boolean;
  /** An add form's empty model, or an edit form's loaded model. */
  initialValues: T;
  /** The feature's own texts for some rule codes; the rule kit's texts otherwise. */
  messages?: RuleMessages;
  /** Server checks of text fields (e.g. `checkValue(url, 'title')`), run 500 ms after a change. */
  checks?: Partial<Record<FieldPath<T>, ServerCheck>>;
  /** Called on each edit of the user (not on undo/redo): the frame moves its transaction to InProgress. */
  onEdit?: () => void;
};

export type SchemaForm<T extends FormValues> = {
  form: UseFormReturnType<T>;
  /** The schema passes, no server check is pending or failing, and no server error is left unanswered. */
  valid: boolean;
  /** Some server check is waiting or asking. */
  pending: boolean;
  /** The fields (dotted paths) that keep the form from being valid: a rule, a server check or answer. */
  invalidPaths: string[];
  /** Whether the schema refuses the field left empty: its input shows the required mark. */
  isRequired: (path: string) => boolean;
  /** Whether the values differ from the initial ones. */
  dirty: boolean;
  /** The translated error shown on a field: server errors always, rule errors once the field was edited. */
  errorOf: (path: string) => string | undefined;
  /** Mantine's input props with the translated error (and "Checking…" while a server check runs). */
  inputProps: (
    path: FieldPath<T>,
    options?: Parameters<UseFormReturnType<T>['getInputProps']>[1] & {
      /**
       * False for a control that is not one of Mantine's labelled inputs (a segmented choice): it always
       * has a value and draws no label, and the mark's props would reach the page as unknown attributes.
       */
      requiredMark?: boolean;
    },
  ) => ReturnType<UseFormReturnType<T>['getInputProps']>;
  /** Shows every field's error, or the given fields' (after an attempt to submit). */
  showAllErrors: (fields?: string[]) => void;
  /** Hides every error again, as in a new form (after 'Clear' of a form that keeps its values). */
  resetErrors: () => void;
  /** Puts an 'invalid' answer's ModelState on its fields; false when the error carries none. */
  setServerErrors: (error: unknown) => boolean;
  /** Starts again from saved values (after Apply): not an edit, nothing to undo, not dirty. */
  rebase: (values: T) => void;
  /** Back to the initial values (an undoable edit). */
  clear: () => void;
  /** Back to the loaded (or last saved) values as they came: not an edit, nothing to undo, no errors. */
  restore: () => void;
  undo: () => void;
  redo: () => void;
  /** Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z and Ctrl+Y redo: attach to the form element. */
  onKeyDown: (event: KeyboardEvent) => void;
};

const isNode = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The paths of the values that changed between two models, down to the leaves ('title',
 * 'definition.options.1.correct'): a nested model's error shows on the part that was edited.
 */
function changedPaths(values: unknown, previous: unknown, prefix = ''): string[] {
  if (Object.is(values, previous)) return [];
  if (!isNode(values) || !isNode(previous) || Array.isArray(values) !== Array.isArray(previous))
    return [prefix];
  return Object.keys({ ...previous, ...values }).flatMap((key) =>
    changedPaths(values[key], previous[key], prefix ? `${prefix}.${key}` : key),
  );
}

/** The codes that say a value is missing. */
const REQUIRED_CODES = new Set(['notnull', 'notempty', 'empty']);

/**
 * The model with every value left empty ('' for text, null for a number or a choice), its lists and
 * switches kept: what the schema then refuses may not stay empty.
 */
function emptied(value: unknown): unknown {
  if (typeof value === 'string') return '';
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(emptied);
  if (isNode(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, emptied(item)]));
  return null;
}

/** Whether one path holds the other (or is it): an edit of one answers an error of the other. */
const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/**
 * The form state of every management screen: `@mantine/form` validated by a shared zod schema through
 * the rule kit (errors are rule codes, translated when shown), with server checks, server field
 * errors and undo/redo.
 */
export function useSchemaForm<T extends FormValues>(options: SchemaFormOptions<T>): SchemaForm<T> {
  const { schema, schemaInput, initialValues, messages, checks } = options;
  const { t } = useTranslation();
  const failuresOf = useMemo(
    () => (values: T) =>
      schemaFailures(
        typeof schema === 'function' ? schema(values) : schema,
        schemaInput ? schemaInput(values) : values,
      ),
    [schema, schemaInput],
  );
  const validate = useMemo(
    () => (values: T) =>
      Object.fromEntries(Object.entries(failuresOf(values)).map(([path, failure]) => [path, failure.code])),
    [failuresOf],
  );
  const [serverErrors, setServerErrorState] = useState<Record<string, FieldFailure & { message?: string }>>(
    {},
  );
  const history = useRef<UndoHistory<T> | null>(null);
  history.current ??= new UndoHistory(initialValues);
  const applying = useRef(false);
  const edited = useRef(new Set<string>());
  const onEdit = useRef(options.onEdit);
  onEdit.current = options.onEdit;

  const onValuesChange = useCallback((values: T, previous: T) => {
    const changed = changedPaths(values, previous);
    if (changed.length === 0) return;
    setServerErrorState((errors) => {
      // An error of a field that changed (or of what holds it, or of a part of it) goes; so does one
      // the form has no field for (the model's).
      const left = Object.entries(errors).filter(
        ([path]) => path.split('.')[0]! in values && !changed.some((field) => related(path, field)),
      );
      return left.length === Object.keys(errors).length ? errors : Object.fromEntries(left);
    });
    if (applying.current) return;
    for (const field of changed) edited.current.add(field);
    // Every edited field again: rules across fields (a confirmation equal to the password) and values
    // set together (a card number that cuts the CVC) keep their errors current.
    queueMicrotask(() => {
      for (const field of edited.current) formRef.current?.validateField(field as never);
    });
    history.current?.record(values);
    onEdit.current?.();
  }, []);

  const formRef = useRef<UseFormReturnType<T> | null>(null);
  const form = useForm<T>({
    mode: 'controlled',
    initialValues,
    validate,
    validateInputOnChange: true,
    validateInputOnBlur: options.validateOnBlur ?? false,
    onValuesChange,
  });

  formRef.current = form;
  const failures = useMemo(() => failuresOf(form.values), [failuresOf, form.values]);
  const checkStatuses = useServerChecks(
    checks as Record<string, ServerCheck> | undefined,
    form.values,
    (field, value) => value === valueAt(form.getInitialValues(), field) || failures[field] !== undefined,
  );
  const statuses = Object.values(checkStatuses) as CheckStatus[];
  const pending = statuses.some((status) => status.state === 'pending');
  const valid =
    Object.keys(failures).length === 0 &&
    !pending &&
    !statuses.some((status) => status.state === 'failed') &&
    Object.keys(serverErrors).length === 0;

  const invalidPaths = [
    ...new Set([
      ...Object.keys(failures),
      ...Object.entries(checkStatuses)
        .filter(([, status]) => (status as CheckStatus).state === 'failed')
        .map(([path]) => path),
      ...Object.keys(serverErrors),
    ]),
  ];
  // Whether a field is required changes only with what fails (a card's fields once no stored card is
  // chosen): one check of the emptied model, again only when the failing fields change.
  const failing = Object.keys(failures).join('\n');
  const requiredCache = useRef<{ failing: string; failures: Record<string, FieldFailure> } | null>(null);
  const isRequired = (path: string): boolean => {
    if (requiredCache.current?.failing !== failing)
      requiredCache.current = { failing, failures: failuresOf(emptied(form.values) as T) };
    const empty = requiredCache.current.failures;
    // Left empty, the field itself fails (whatever the code: 'notempty', a minimum length, a feature's
    // own 'course.empty-name'), or what holds it says something is missing.
    const keys = path.split('.');
    return (
      empty[path] !== undefined ||
      keys.some((_, index) => {
        const holder = empty[keys.slice(0, index).join('.')];
        return index > 0 && holder !== undefined && REQUIRED_CODES.has(holder.code);
      })
    );
  };

  const errorOf = (path: string): string | undefined => {
    const server = serverErrors[path];
    // The server's own text (already in the user's language) when it sent one.
    if (server) return server.message || ruleText(t, server, messages);
    const check = checkStatuses[path];
    if (check?.state === 'failed') return ruleText(t, { code: check.code, params: {} }, messages);
    const code = form.errors[path];
    const failure = failures[path];
    if (typeof code !== 'string') {
      // A part of a nested model (a list of options) shows its rule once something in it was edited.
      const touched = failure && [...edited.current].some((field) => field.startsWith(`${path}.`));
      return touched ? ruleText(t, failure, messages) : undefined;
    }
    return ruleText(t, failure?.code === code ? failure : { code, params: {} }, messages);
  };

  const apply = (values: T | null | undefined) => {
    if (!values) return;
    applying.current = true;
    form.setValues(values);
    applying.current = false;
    // Setting values clears the errors: the fields the user had edited show theirs again.
    for (const field of edited.current) form.validateField(field as never);
  };
  const undo = () => apply(history.current?.undo());
  const redo = () => apply(history.current?.redo());

  return {
    form,
    valid,
    pending,
    invalidPaths,
    isRequired,
    dirty: form.isDirty(),
    errorOf,
    inputProps: (path, { requiredMark = true, ...inputOptions } = {}) => {
      const props = form.getInputProps(path, inputOptions);
      const checking = checkStatuses[path]?.state === 'pending';
      // Text, choice and number inputs that may not stay empty carry the required mark (one drawn mark:
      // the caller's own asterisk gives way).
      const mark =
        requiredMark && inputOptions.type !== 'checkbox' && isRequired(path)
          ? {
              withAsterisk: false,
              'aria-required': true,
              labelProps: { className: classes.requiredLabel, 'data-required-mark': true },
            }
          : {};
      return {
        ...props,
        ...mark,
        'data-path': path,
        error: errorOf(path),
        ...(checking ? { description: t('form.rule.pending'), 'aria-busy': true } : {}),
      };
    },
    showAllErrors: (fields) => {
      if (!fields) form.validate();
      else for (const field of fields) form.validateField(field as never);
    },
    resetErrors: () => {
      edited.current.clear();
      form.clearErrors();
      setServerErrorState({});
    },
    setServerErrors: (error) => {
      if (!(error instanceof ApiError)) return false;
      type Entry = { field: string; code: string; message?: string };
      const list = (error.body as { errorInfo?: { ModelState?: Entry[] } } | null)?.errorInfo?.ModelState;
      if (!list?.length) return false;
      setServerErrorState(
        Object.fromEntries(
          list.map((entry) => [entry.field, { code: entry.code, params: {}, message: entry.message }]),
        ),
      );
      return true;
    },
    rebase: (values) => {
      applying.current = true;
      form.setInitialValues(values);
      form.setValues(values);
      form.resetDirty(values);
      applying.current = false;
      history.current = new UndoHistory(values);
      edited.current.clear();
    },
    clear: () => {
      form.setValues(form.getInitialValues());
      edited.current.clear();
    },
    restore: () => {
      const loaded = form.getInitialValues();
      applying.current = true;
      form.setValues(loaded);
      form.resetDirty(loaded);
      applying.current = false;
      history.current = new UndoHistory(loaded);
      edited.current.clear();
      form.clearErrors();
      setServerErrorState({});
    },
    undo,
    redo,
    onKeyDown: (event) => {
      const action = undoKey(event);
      if (!action) return;
      event.preventDefault();
      if (action === 'undo') undo();
      else redo();
    },
  };
}
