import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { ClientErrorCode, ErrorCode } from '../../../shared/errors';
import type { Validation } from '../../../shared/schemas/validate';
import { isApiError } from '../../api/baseQuery';
import { afterErrorTexts } from '../../lib/errorTexts';
import { usePageHydrated } from '../../lib/hydration';

/** A code the form shows: the API's (and the schemas') or the client's own (`network`). */
export type ShownCode = ErrorCode | ClientErrorCode;

/** An error on screen: beside a field, or for the whole form (`field: ''`). */
export interface ShownError {
  field: string;
  code: ShownCode;
}

/** What a field component needs (spread it: `<TextField {...form.field('email')} label=... />`). */
export interface FieldBinding<T> {
  id: string;
  name: string;
  value: T;
  onChange: (value: T) => void;
  /** The translated message, when this field is in error. */
  error?: string;
}

/**
 * The shared schema (src/shared/schemas), imported when the form is first used:
 * `() => import('../../../shared/schemas/messages').then((schemas) => schemas.contactSchema)`.
 * Showing the page needs neither the rules nor zod; they arrive while the person types.
 */
export type SchemaLoader<S extends z.core.$ZodType> = () => Promise<S>;

export interface UseSchemaFormOptions<S extends z.core.$ZodType, V extends Record<string, unknown>> {
  /** Each field shows its first failing rule of this schema. */
  schema: SchemaLoader<S>;
  /** Each field's starting value. Its keys are the fields an error can be shown beside. */
  initialValues: V;
  /** Fields the form checks itself, beside the schema (a file): errors may point to them too. */
  extraFields?: readonly string[];
  /** Codes that belong to a field even when the server names none: `{ fileTooLarge: 'cv' }`. */
  codeFields?: Partial<Record<ShownCode, string>>;
  /** Translation keys replacing `errors:<code>` for a field: `{ options: { badRequest: 'forms:...' } }`. */
  messages?: Record<string, Partial<Record<ShownCode, string>>>;
  /**
   * The schema's input, when the form holds its values otherwise: a text in two languages as the
   * fields `title.fr` and `title.en` (the path the schema's issues name), a price as typed.
   */
  toInput?: (values: V) => Record<string, unknown>;
}

export interface SchemaForm<V extends Record<string, unknown>, Out> {
  values: V;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Props for the field components, for a field of `initialValues`. */
  field: <K extends keyof V & string>(name: K) => FieldBinding<V[K]>;
  /** The element id of any field (also of `extraFields`), for labels and focus. */
  idOf: (name: string) => string;
  /**
   * The deciding error, or null: the form-level one, else the first field in error in the spec's
   * order of checks (the code the server would answer).
   */
  error: ShownError | null;
  /** The translated message of a field's error (extra fields), if it is in error. */
  errorOf: (name: string) => string | undefined;
  /** Props for <FormAlert>: the form-level error, or the summary of the fields in error. */
  alert: { id: string; message?: string };
  /**
   * Validates the values (plus `extra`, e.g. a constant `kind`) with the schema, then adds the
   * form's own findings (`own`: `{ cv: 'emptyCV' }`, null for a field that is fine). Valid: the
   * parsed payload. Otherwise null: every field in error shows its first failing rule, and the
   * first of them on screen gets the focus. Waits for the schema if it has not arrived yet; a
   * schema that cannot be loaded is the form's `network` error.
   */
  check: (extra?: Record<string, unknown>, own?: Record<string, ShownCode | null>) => Promise<Out | null>;
  /** Shows an error the form found itself (a refused file) and focuses its field. */
  fail: (field: string, code: ShownCode) => void;
  /** Shows a failed call: beside the fields the server names when the form has them, else as the form's alert. */
  failWith: (error: unknown) => void;
  /** Hides a field's error (or every error, without a field). */
  clearError: (field?: string) => void;
  /** Moves the focus to a field once the screen shows it (after a reset, say). */
  focus: (name: string) => void;
  /** Back to the initial values, no error. */
  reset: () => void;
}

/** What is on screen: the fields in error in the spec's order of checks, and the form-level error. */
interface Shown {
  fields: readonly ShownError[];
  form: ShownCode | null;
}

const NONE: readonly string[] = [];
const NOTHING_SHOWN: Shown = { fields: [], form: null };

/** The catalogue's "nothing entered" codes: when the deciding one is among them, the summary is the spec's alert. */
const isEmptinessCode = (code: ShownCode) => code.startsWith('empty');

/**
 * A form's state, validated with a shared schema. On submit every field in error shows its
 * first failing rule, the first of them on screen gets the focus, and the alert sums up (the
 * spec's "Input(s) cannot be empty." when the deciding rule is an emptiness one). A field's error
 * follows what is typed and goes once the field is right. Server refusals (ApiError `code` and
 * `fields`) are shown the same way.
 *
 *   const form = useSchemaForm({ schema: loadContactSchema, initialValues: { lastName: '', ... } });
 *   <form noValidate onSubmit={async (e) => { e.preventDefault(); const data = await form.check(); if (data) send(data).unwrap().catch(form.failWith); }}>
 *     <TextField {...form.field('lastName')} label={t('...')} autoComplete="family-name" />
 *     <FormAlert {...form.alert} />
 *     <SubmitButton busy={isLoading}>{t('...')}</SubmitButton>
 *   </form>
 */
export function useSchemaForm<S extends z.core.$ZodType, V extends Record<string, unknown>>({
  schema,
  initialValues,
  extraFields = NONE,
  codeFields = {},
  messages = {},
  toInput = (values) => values,
}: UseSchemaFormOptions<S, V>): SchemaForm<V, z.output<S>> {
  const { t, i18n } = useTranslation('forms');
  const prefix = useId();
  const [initial] = useState(initialValues);
  const [values, setValues] = useState<V>(initial);
  const [shown, setShown] = useState<Shown>(NOTHING_SHOWN);
  // A new object each time, so that asking twice for the same field focuses it twice.
  const [focusRequest, setFocusRequest] = useState<{ ids: string[] } | null>(null);
  const validator = useValidator(schema);

  useEffect(() => {
    if (!focusRequest) return;
    // The first on screen: the display order may differ from the order of checks.
    const [first] = focusRequest.ids
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    if (!first) return;
    first.focus({ preventScroll: true });
    // The whole field comes into view (its label and message too), not only the control.
    (first.closest('.form-field') ?? first).scrollIntoView?.({ block: 'nearest' });
  }, [focusRequest]);

  const idOf = (name: string) => `${prefix}${name || 'alert'}`;
  const knownFields = [...Object.keys(initial), ...extraFields];
  const isKnown = (name: string) => knownFields.includes(name);

  // An error is shown with its text: the first one of a page may wait for the texts to arrive.
  const showFields = (fields: readonly ShownError[]) =>
    afterErrorTexts(i18n, () => {
      setShown({ fields, form: null });
      setFocusRequest({ ids: fields.map(({ field }) => idOf(field)) });
    });
  const showForm = (code: ShownCode) =>
    afterErrorTexts(i18n, () => {
      setShown({ fields: [], form: code });
      setFocusRequest({ ids: [idOf('')] });
    });

  const messageOf = ({ field, code }: ShownError) => t(messages[field]?.[code] ?? `errors:${code}`);
  const codeOf = (name: string) => shown.fields.find((shownError) => shownError.field === name)?.code;
  const errorOf = (name: string) => {
    const code = codeOf(name);
    return code === undefined ? undefined : messageOf({ field: name, code });
  };
  /** Replaces a field's code (keeping its place in the order of checks), adds it, or removes it (null). */
  const withField = (fields: readonly ShownError[], name: string, code: ShownCode | null): ShownError[] => {
    if (code === null) return fields.filter(({ field }) => field !== name);
    if (fields.some(({ field }) => field === name)) return fields.map((e) => (e.field === name ? { field: name, code } : e));
    return [...fields, { field: name, code }];
  };

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // While the field still breaks a rule its message follows the rule (empty, then malformed);
    // it goes once the field is right. Other fields' messages wait for the next submit.
    const validate = validator.ready();
    if (codeOf(name) !== undefined && validate) {
      const result = validate(toInput({ ...values, [name]: value }));
      const still = result.ok ? null : (result.errors.find((issue) => issue.field === name)?.code ?? null);
      setShown((current) => ({ ...current, fields: withField(current.fields, name, still) }));
    }
  };

  const failWith = (failure: unknown) => {
    if (!isApiError(failure)) return showForm('internal');
    // The server lists each failing field with its first code, in the order of checks.
    const named = Object.entries(failure.fields ?? {})
      .filter(([name]) => isKnown(name))
      .map(([field, code]) => ({ field, code }));
    if (named.length > 0) return showFields(named);
    const field = codeFields[failure.code];
    if (field !== undefined) return showFields([{ field, code: failure.code }]);
    showForm(failure.code);
  };

  const deciding = shown.form !== null ? { field: '', code: shown.form } : (shown.fields[0] ?? null);
  const summary = deciding && deciding.field !== '' && isEmptinessCode(deciding.code) ? t('emptyInputs') : undefined;

  return {
    values,
    setValue,
    field: (name) => ({
      id: idOf(name),
      name,
      value: values[name],
      onChange: (value) => setValue(name, value),
      error: errorOf(name),
    }),
    idOf,
    error: deciding,
    errorOf,
    alert: { id: idOf(''), message: shown.form !== null ? messageOf({ field: '', code: shown.form }) : summary },
    check: (extra = {}, own = {}) => {
      const decide = (validate: Validate<z.output<S>>) => {
        const result = validate({ ...toInput(values), ...extra });
        // Each field's first failing rule: the schema's, then the form's own checks (a file comes last).
        const found = [
          ...(result.ok ? [] : result.errors),
          ...Object.entries(own).flatMap(([field, code]) => (code === null ? [] : [{ field, code }])),
        ];
        if (found.length === 0 && result.ok) {
          setShown(NOTHING_SHOWN);
          return result.data;
        }
        const fields: ShownError[] = [];
        for (const { field, code } of found) if (isKnown(field) && !fields.some((e) => e.field === field)) fields.push({ field, code });
        // A rule on a value the form does not show (a constant `kind`) can only be the form's alert.
        if (fields.length > 0) showFields(fields);
        else showForm(found[0]!.code);
        return null;
      };
      const validate = validator.ready();
      if (validate) return Promise.resolve(decide(validate));
      return validator.load().then(decide, () => {
        showForm('network');
        return null;
      });
    },
    fail: (field, code) =>
      afterErrorTexts(i18n, () => {
        setShown((current) => ({ form: null, fields: withField(current.fields, field, code) }));
        setFocusRequest({ ids: [idOf(field)] });
      }),
    failWith,
    clearError: (field) =>
      setShown((current) => (field === undefined ? NOTHING_SHOWN : { ...current, fields: withField(current.fields, field, null) })),
    focus: (name) => setFocusRequest({ ids: [idOf(name)] }),
    reset: () => {
      setValues(initial);
      setShown(NOTHING_SHOWN);
    },
  };
}

type Validate<Out> = (values: unknown) => Validation<Out>;

/**
 * The form's validator: the schema's module (zod with it) and validate.ts, chunks of their own,
 * fetched once the form is on screen (after hydration, so not before the page can be used), or
 * at the submit that finds them missing.
 */
function useValidator<S extends z.core.$ZodType>(schema: SchemaLoader<S>) {
  const loading = useRef<Promise<Validate<z.output<S>>> | null>(null);
  const loaded = useRef<Validate<z.output<S>> | null>(null);
  const load = () => {
    if (!loading.current) {
      const next = Promise.all([schema(), import('../../../shared/schemas/validate')]).then(([rules, { validate }]) => {
        loaded.current = (values: unknown) => validate(rules, values);
        return loaded.current;
      });
      // A failed load (offline) is tried again at the next submit.
      next.catch(() => {
        if (loading.current === next) loading.current = null;
      });
      loading.current = next;
    }
    return loading.current;
  };
  const hydrated = usePageHydrated();
  useEffect(() => {
    // Once the page is hydrated: an effect of the hydrating commit runs before the app is ready,
    // and the fetch would share the line with what hydration still needs.
    void hydrated.then(load).catch(() => undefined);
    // Once per form: the loader is a module-level function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { load, ready: () => loaded.current };
}
