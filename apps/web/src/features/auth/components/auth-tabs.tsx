"use client";

import { useTranslations } from "next-intl";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { LoginForm } from "./login-form.tsx";
import { RegisterForm } from "./register-form.tsx";

const tabs = ["login", "register"] as const;
type Tab = (typeof tabs)[number];

/**
 * Login and Register as ARIA tabs: arrows move between them, as in any tab list. The sign-in page
 * and the header's sign-in window both hold them, so a shopper can register from either.
 */
export function AuthTabs({
  nextPath,
  initial = "login",
  loginIdPrefix,
}: {
  nextPath?: string | null;
  initial?: Tab;
  /** The login form's test id prefix (the header's window names its own). */
  loginIdPrefix?: string;
}) {
  const t = useTranslations("Auth");
  const [active, setActive] = useState<Tab>(initial);
  const base = useId();
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ login: null, register: null });
  const onKey = (event: KeyboardEvent) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const next: Tab =
      event.key === "Home"
        ? "login"
        : event.key === "End"
          ? "register"
          : active === "login"
            ? "register"
            : "login";
    setActive(next);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={t("accountTabs")}
        className="mb-6 flex border-b border-gray-200"
        onKeyDown={onKey}
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab}-tab`}
            aria-selected={active === tab}
            aria-controls={`${base}-${tab}-panel`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
            className="-mb-px flex-1 whitespace-nowrap border-b-2 border-transparent px-2 py-2 font-semibold text-muted aria-selected:border-brand-700 aria-selected:text-brand-800"
          >
            {t(tab === "login" ? "loginTab" : "registerTab")}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${base}-${tab}-panel`}
          aria-labelledby={`${base}-${tab}-tab`}
          hidden={active !== tab}
        >
          {active === tab &&
            (tab === "login" ? (
              <LoginForm nextPath={nextPath} idPrefix={loginIdPrefix} />
            ) : (
              <RegisterForm />
            ))}
        </div>
      ))}
    </div>
  );
}
