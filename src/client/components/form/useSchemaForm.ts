import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ClientErrorCode, ErrorCode } from '../../../shared/errors';
import { validate } from '../../../shared/schemas/validate';
import { isApiError } from '../../api/baseQuery';

/** A code the form shows: the API's (and the schemas') or the client's own (`network`). */
export type ShownCode = ErrorCode | ClientErrorCode;

/** The one error on screen: beside a field, or for the whole form (`field: ''`). */
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
  /** The translated message, when the shown error is this field's. */
  error?: string;
}

export interface UseSchemaFormOptions<S extends z.ZodType, V extends Record<string, unknown>> {
  /** The shared schema (src/shared/schemas): its first failing rule is the one shown. */
  schema: S;
  /** Each field's starting value. Its keys are the fields an error can be shown beside. */
  initialValues: V;
  /** Fields the form checks itself, beside the schema (a file): errors may point to them too. */
  extraFields?: readonly string[];
  /** Codes that belong to a field even when the server names none: `{ fileTooLarge: 'cv' }`. */
  codeFields?: Partial<Record<ShownCode, string>>;
  /** Translation keys replacing `errors:<code>` for a field: `{ options: { badRequest: 'forms:...' } }`. */
  messages?: Record<string, Partial<Record<ShownCode, string>>>;
}

export interface SchemaForm<V extends Record<string, unknown>, Out> {
  values: V;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Props for the field components, for a field of `initialValues`. */
  field: <K extends keyof V & string>(name: K) => FieldBinding<V[K]>;
  /** The element id of any field (also of `extraFields`), for labels and focus. */
  idOf: (name: string) => string;
  /** The error shown, or null. */
  error: ShownError | null;
  /** The translated message of a field's error (extra fields), if it is the one shown. */
  errorOf: (name: string) => string | undefined;
  /** Props for <FormAlert>: the form-level error. */
  alert: { id: string; message?: string };
  /**
   * Validates the values (plus `extra`, e.g. a constant `kind`) with the schema. Valid: the
   * parsed payload. Otherwise: null, and the first failing rule is shown beside its field,
   * which gets the focus.
   */
  check: (extra?: Record<string, unknown>) => Out | null;
  /** Shows an error the form found itself (a refused file) and focuses its field. */
  fail: (field: string, code: ShownCode) => void;
  /** Shows a failed call: beside the field the server names when the form has it, else as the form's alert. */
  failWith: (error: unknown) => void;
  /** Hides the shown error if it is this field's (or any, without a field). */
  clearError: (field?: string) => void;
  /** Moves the focus to a field once the screen shows it (after a reset, say). */
  focus: (name: string) => void;
  /** Back to the initial values, no error. */
  reset: () => void;
}

const NONE: readonly string[] = [];

/**
 * A form's state, validated with a shared schema: the first failing rule is shown beside its
 * field (or in the form's alert), that field is focused, and a field's error goes away once the
 * field is corrected. Server refusals (ApiError `code` and `fields`) are shown the same way.
 *
 *   const form = useSchemaForm({ schema: contactSchema, initialValues: { firstName: '', ... } });
 *   <form noValidate onSubmit={(e) => { e.preventDefault(); const data = form.check(); if (data) send(data).unwrap().catch(form.failWith); }}>
 *     <TextField {...form.field('firstName')} label={t('...')} autoComplete="given-name" />
 *     <FormAlert {...form.alert} />
 *     <SubmitButton busy={isLoading}>{t('...')}</SubmitButton>
 *   </form>
 */
export function useSchemaForm<S extends z.ZodType, V extends Record<string, unknown>>({
  schema,
  initialValues,
  extraFields = NONE,
  codeFields = {},
  messages = {},
}: UseSchemaFormOptions<S, V>): SchemaForm<V, z.output<S>> {
  const { t } = useTranslation();
  const prefix = useId();
  const [initial] = useState(initialValues);
  const [values, setValues] = useState<V>(initial);
  const [error, setError] = useState<ShownError | null>(null);
  // A new object each time, so that asking twice for the same field focuses it twice.
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);

  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  const idOf = (name: string) => `${prefix}${name || 'alert'}`;
  const knownFields = [...Object.keys(initial), ...extraFields];

  const show = (shown: ShownError) => {
    const field = knownFields.includes(shown.field) ? shown.field : '';
    setError({ field, code: shown.code });
    setFocusRequest({ id: idOf(field) });
  };

  const messageOf = (shown: ShownError) => t(messages[shown.field]?.[shown.code] ?? `errors:${shown.code}`);
  const errorOf = (name: string) => (error && error.field === name ? messageOf(error) : undefined);

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // While the field still breaks a rule its message follows the rule (empty, then malformed);
    // it goes once the field is right. Other fields' rules wait for the next submit.
    if (error?.field === name) {
      const result = validate(schema, { ...values, [name]: value });
      const still = result.ok ? undefined : result.errors.find((issue) => issue.field === name);
      if (!still) setError(null);
      else if (still.code !== error.code) setError({ field: name, code: still.code });
    }
  };

  const failWith = (failure: unknown) => {
    if (!isApiError(failure)) return show({ field: '', code: 'internal' });
    const fields = failure.fields ?? {};
    const named = knownFields.find((name) => fields[name] !== undefined);
    if (named) return show({ field: named, code: fields[named]! });
    show({ field: codeFields[failure.code] ?? '', code: failure.code });
  };

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
    error,
    errorOf,
    alert: { id: idOf(''), message: error && error.field === '' ? messageOf(error) : undefined },
    check: (extra = {}) => {
      const result = validate(schema, { ...values, ...extra });
      if (result.ok) {
        setError(null);
        return result.data;
      }
      show(result.first);
      return null;
    },
    fail: (field, code) => show({ field, code }),
    failWith,
    clearError: (field) => setError((current) => (field === undefined || current?.field === field ? null : current)),
    focus: (name) => setFocusRequest({ id: idOf(name) }),
    reset: () => {
      setValues(initial);
      setError(null);
    },
  };
}
