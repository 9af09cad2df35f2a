"use client";

import { useId } from "react";

interface FieldProps {
  name: string;
  label: string;
  type?: "text" | "email" | "tel" | "password";
  autoComplete?: string;
  errors?: string[];
  required?: boolean;
  defaultValue?: string;
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
}: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
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
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
        dir={type === "email" || type === "tel" || type === "password" ? "ltr" : undefined}
        className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-ink outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-sale"
      />
      {errors?.length ? (
        <p id={errorId} className="text-xs text-sale">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
