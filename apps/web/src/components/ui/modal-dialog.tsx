"use client";

import { type CSSProperties, type KeyboardEvent, type ReactNode, useId } from "react";
import { CloseIcon } from "./icons.tsx";
import type { ModalDialogControls } from "./use-modal-dialog.ts";

interface ModalDialogProps {
  /** From `useModalDialog`: whether it is open, and the `<dialog>`'s wiring. */
  controls: ModalDialogControls;
  /** The dialog's name: its heading, or only its label when `titleAs` is "label". */
  title: string;
  titleAs?: "heading" | "label";
  /** The id of a heading the contents draw themselves (the newsletter's), which names the dialog. */
  labelledBy?: string;
  /** A line under the heading (what the message is about). */
  subtitle?: ReactNode;
  /** What stands in the header instead of the heading (the phone menu's tabs). */
  headerStart?: ReactNode;
  /** The close button's name; a dialog without one (a question) closes through its own buttons. */
  closeLabel?: string;
  /** A word on the close button instead of the cross ("Done"). */
  closeText?: string;
  /**
   * Where the close button is: in the header beside the heading, over a corner before or after
   * the contents (it keeps its place in the tab order), or nowhere: the heading alone heads a
   * question whose own buttons close it.
   */
  closeAt?: "header" | "corner-first" | "corner-last" | "heading-only";
  className: string;
  bodyClassName?: string;
  headerClassName?: string;
  titleClassName?: string;
  closeClassName?: string;
  style?: CSSProperties;
  testId?: string;
  onClose?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  /** Drawn only while open, so pages do not carry a hidden copy. */
  children: ReactNode;
}

/**
 * The storefront's one modal dialog: a native `<dialog>` (focus stays inside; Escape, a click on
 * the backdrop or the close button closes it) with its heading and close button drawn one way.
 */
export function ModalDialog({
  controls,
  title,
  titleAs = "heading",
  labelledBy,
  subtitle,
  headerStart,
  closeLabel,
  closeText,
  closeAt = "header",
  className,
  bodyClassName,
  headerClassName = "flex items-start justify-between gap-3",
  titleClassName = "text-xl font-bold",
  closeClassName,
  style,
  testId,
  onClose,
  onKeyDown,
  children,
}: ModalDialogProps) {
  const titleId = useId();
  const { open, close, dialogProps } = controls;
  const heading = titleAs === "heading" && !headerStart && !labelledBy;
  const closeButton = (
    <button
      type="button"
      onClick={close}
      aria-label={closeText ? undefined : closeLabel}
      className={
        closeClassName ??
        (closeText
          ? "rounded-md px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          : "rounded-md p-1 hover:bg-gray-100")
      }
    >
      {closeText ?? <CloseIcon />}
    </button>
  );
  const headingElement = heading && (
    <h2 id={titleId} className={titleClassName}>
      {title}
    </h2>
  );
  const header =
    closeAt === "heading-only" ? (
      headingElement
    ) : closeAt === "header" ? (
      <div className={headerClassName}>
        {headerStart ??
          (heading && (
            <div className="min-w-0">
              {headingElement}
              {subtitle}
            </div>
          ))}
        {closeButton}
      </div>
    ) : null;
  const body = (
    <>
      {header}
      {closeAt === "corner-first" && closeButton}
      {children}
      {closeAt === "corner-last" && closeButton}
    </>
  );
  return (
    <dialog
      {...dialogProps}
      onClose={() => {
        dialogProps.onClose();
        onClose?.();
      }}
      onKeyDown={onKeyDown ?? dialogProps.onKeyDown}
      aria-labelledby={labelledBy ?? (heading ? titleId : undefined)}
      aria-label={labelledBy || heading ? undefined : title}
      className={className}
      style={style}
      data-testid={testId}
    >
      {open && (bodyClassName ? <div className={bodyClassName}>{body}</div> : body)}
    </dialog>
  );
}
