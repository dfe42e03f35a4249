import { useEffect, useRef, type ReactNode } from 'react';
import type { Translate } from '../i18n/texts.js';
import { flowHref } from '../stores/flow-store.js';

/**
 * Small building blocks of the checkout's screens over core's component classes (the iframe keeps
 * hand-written equivalents of the members app's components: its byte budget).
 */

/**
 * Each step's heading takes the focus when the step shows, so a screen reader announces where the
 * guest is. Not the first screen of a framed checkout: the host page (the SDK's modal puts focus on
 * its Close button) keeps its focus until the guest moves into the frame.
 */
let screensShown = 0;
export function ScreenHeading({ children, description }: { children: ReactNode; description?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const first = screensShown === 0;
    screensShown += 1;
    if (first && window.parent !== window) return;
    heading.current?.focus();
  }, []);
  return (
    <header className="page-header">
      <div className="page-header__text">
        <h1 className="page-header__title" tabIndex={-1} ref={heading}>
          {children}
        </h1>
        {description !== undefined && <p className="page-header__description">{description}</p>}
      </div>
    </header>
  );
}

export interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled field; its error is tied to the control (aria-describedby) and read out as it appears. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const described = [hint === undefined ? '' : `${id}-hint`, error === undefined ? '' : `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={error === undefined ? 'field' : 'field field--invalid'}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(error === undefined ? {} : { 'aria-invalid': true as const }),
        ...(described === '' ? {} : { 'aria-describedby': described }),
      })}
      {hint !== undefined && (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <span className="field__error" id={`${id}-error`} aria-live="polite">
        {error}
      </span>
    </div>
  );
}

/** An error the guest must read: announced at once (role=alert). */
export function ErrorNotice({ children }: { children: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <div className="notice notice--error" role="alert">
      <p>{children}</p>
    </div>
  );
}

export function Notice({ tone, children }: { tone: 'success' | 'info' | 'warning'; children: ReactNode }) {
  return (
    <div className={`notice notice--${tone}`} role="status">
      <p>{children}</p>
    </div>
  );
}

/** Label/value rows (order summary, invoice, bank details). */
export function Summary({ rows, label }: { rows: [string, ReactNode][]; label: string }) {
  return (
    <dl className="definition-list" aria-label={label}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A busy button: disabled and aria-busy while its action runs. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy ? 'true' : undefined}>
      {children}
    </button>
  );
}

/** A value to copy (bank details, the reference): the result is announced politely. */
export function CopyValue({ label, value, t }: { label: string; value: string; t: Translate }) {
  const status = useRef<HTMLSpanElement>(null);
  const copy = () => {
    const say = (key: string) => {
      if (status.current !== null) status.current.textContent = t(key);
    };
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (clipboard === undefined) return say('checkout:copy.failed');
    clipboard.writeText(value).then(
      () => say('checkout:copy.copied'),
      () => say('checkout:copy.failed'),
    );
  };
  return (
    <div className="flow-copy">
      <code>{value}</code>
      <button
        type="button"
        className="button button--small"
        onClick={copy}
        aria-label={`${t('checkout:copy.copy')} ${label}`}
      >
        {t('checkout:copy.copy')}
      </button>
      <span className="flow-copy__status" aria-live="polite" ref={status} />
    </div>
  );
}

/** A link to another flow page, followed inside the app (no reload of the frame). */
export function FlowLink(props: {
  to: `/${string}`;
  navigation: { push(to: string): void };
  primary?: boolean;
  children: ReactNode;
}) {
  const href = flowHref(props.to);
  return (
    <a
      className={props.primary === true ? 'button button--primary' : 'button button--secondary'}
      href={href}
      onClick={(event) => {
        event.preventDefault();
        props.navigation.push(href);
      }}
    >
      {props.children}
    </a>
  );
}
