"use client";

import { type ReactNode, useId } from "react";

interface FieldFrameProps {
  label: string;
  required: boolean;
  errors?: string[] | undefined;
  /** A line under the control saying what it takes. */
  hint?: string | undefined;
  /** Draws the control, given its id and the attributes that tie it to its label and errors. */
  children: (control: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}

const controlClass =
  "w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-ink outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-sale";

/** A label with its required mark, one control, and the control's error messages. */
function FieldFrame({ label, required, errors, hint, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", errors?.length ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-sale">
            *
          </span>
        )}
      </label>
      {children({
        id,
        "aria-invalid": errors?.length ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={errorId} className="text-xs text-sale">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

interface FieldProps {
  name: string;
  label: string;
  type?: "text" | "email" | "tel" | "password";
  autoComplete?: string;
  errors?: string[] | undefined;
  required?: boolean;
  defaultValue?: string;
  maxLength?: number;
  inputMode?: "text" | "tel" | "numeric" | "decimal" | "email";
  /** Left to right for what is read that way in both languages (numbers, codes). */
  dir?: "ltr";
  hint?: string;
}

/** A labelled input with a required mark and its error messages tied to it for screen readers. */
export function FormField({
  name,
  label,
  type = "text",
  autoComplete,
  errors,
  required = true,
  defaultValue,
  maxLength,
  inputMode,
  dir,
  hint,
}: FieldProps) {
  return (
    <FieldFrame label={label} required={required} errors={errors} hint={hint}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          required={required}
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          maxLength={maxLength}
          inputMode={inputMode}
          dir={
            dir ?? (type === "email" || type === "tel" || type === "password" ? "ltr" : undefined)
          }
          className={controlClass}
        />
      )}
    </FieldFrame>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  autoComplete?: string;
  errors?: string[] | undefined;
  required?: boolean;
  defaultValue?: string;
}

/** A labelled choice among a short list, with its error messages like FormField's. */
export function SelectField({
  name,
  label,
  options,
  autoComplete,
  errors,
  required = true,
  defaultValue,
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} required={required} errors={errors}>
      {(control) => (
        <select
          {...control}
          name={name}
          required={required}
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          className={controlClass}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

interface FileFieldProps {
  name: string;
  label: string;
  /** The file types offered in the browser's picker (the server still checks the content). */
  accept: string;
  errors?: string[] | undefined;
  hint?: string;
  /** Called with the chosen file, or null when the choice is cleared. */
  onChoose?: (file: File | null) => void;
}

/** A labelled file picker, optional, with its hint and error messages like FormField's. */
export function FileField({ name, label, accept, errors, hint, onChoose }: FileFieldProps) {
  return (
    <FieldFrame label={label} required={false} errors={errors} hint={hint}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="file"
          accept={accept}
          onChange={(event) => onChoose?.(event.currentTarget.files?.[0] ?? null)}
          className="w-full rounded-lg border border-gray-300 bg-white text-sm text-ink file:me-3 file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 aria-[invalid=true]:border-sale"
        />
      )}
    </FieldFrame>
  );
}

interface TextAreaFieldProps {
  name: string;
  label: string;
  errors?: string[] | undefined;
  required?: boolean;
  defaultValue?: string;
  maxLength?: number;
  rows?: number;
}

/** A labelled box for a longer text, with its error messages like FormField's. */
export function TextAreaField({
  name,
  label,
  errors,
  required = true,
  defaultValue,
  maxLength,
  rows = 6,
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} required={required} errors={errors}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          required={required}
          defaultValue={defaultValue}
          maxLength={maxLength}
          rows={rows}
          className={controlClass}
        />
      )}
    </FieldFrame>
  );
}

/**
 * A required text box the shopper writes into (a review, a comment, a message): its label, the
 * box written in the text's own direction, the field's problems under it and a count of what is
 * left, in one row. The problems and the count are named by `${id}-error` and `${id}-counter`.
 * Controlled: the count follows what is typed.
 */
export function CountedTextarea({
  id,
  name,
  label,
  rows,
  max,
  value,
  onChange,
  errors,
  counter,
  autoFocus = false,
  testIds = {},
}: {
  id: string;
  name: string;
  label: ReactNode;
  rows: number;
  max: number;
  value: string;
  onChange: (value: string) => void;
  errors: readonly string[] | undefined;
  /** What the counter says ("12 / 1000"), in the page's language. */
  counter: string;
  /** Marks the box for the dialog it opens in to focus (useModalDialog). */
  autoFocus?: boolean;
  testIds?: { box?: string; error?: string; counter?: string };
}) {
  const invalid = Boolean(errors?.length);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        <span aria-hidden="true" className="ms-0.5 text-sale">
          *
        </span>
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        required
        data-autofocus={autoFocus || undefined}
        maxLength={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-counter${invalid ? ` ${id}-error` : ""}`}
        dir="auto"
        className={controlClass}
        data-testid={testIds.box}
      />
      <div className="flex items-start justify-between gap-3">
        {invalid ? (
          <p id={`${id}-error`} className="text-xs text-sale" data-testid={testIds.error}>
            {errors?.join(" ")}
          </p>
        ) : (
          <span />
        )}
        <p
          id={`${id}-counter`}
          className="shrink-0 text-xs text-muted tabular-nums"
          data-testid={testIds.counter}
        >
          {counter}
        </p>
      </div>
    </div>
  );
}
