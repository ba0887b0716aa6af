import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';

export interface DialogProps {
  open: boolean;
  /** Escape, the backdrop and the close button call this; the owner sets `open` to false. */
  onClose(): void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The action buttons, right-aligned under the body. */
  footer?: ReactNode;
  /** 'alertdialog' for a question that interrupts (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  /** Where focus starts; by default the first focusable element inside, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The × in the corner; a dialog whose footer already says Cancel can leave it out. */
  showCloseButton?: boolean;
  closeLabel?: string;
  className?: string;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

const focusablesIn = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));

/** Open dialogs, newest last: only the top one answers Escape and keeps focus. */
const openDialogs: object[] = [];

/** Locks the page behind while any dialog is open, keeping the scrollbar's width so nothing shifts. */
let scrollLocks = 0;
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;
function lockBodyScroll(): () => void {
  if (scrollLocks++ === 0) {
    const { body, documentElement } = document;
    savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // clientWidth is 0 where there is no layout (jsdom): then there is no scrollbar to make up for.
    const scrollbar = documentElement.clientWidth ? window.innerWidth - documentElement.clientWidth : 0;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  return () => {
    if (--scrollLocks === 0 && savedBodyStyle) {
      document.body.style.overflow = savedBodyStyle.overflow;
      document.body.style.paddingRight = savedBodyStyle.paddingRight;
      savedBodyStyle = null;
    }
  };
}

/** Tab and Shift+Tab go round the dialog's own controls and never leave it. */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const items = focusablesIn(panel);
  if (!items.length) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const outside = !active || !panel.contains(active) || active === panel;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog: labelled by its title, focus moved in on open and trapped inside, Escape and the
 * backdrop close it, focus goes back to whatever opened it, and the page behind does not scroll.
 * Rendered into document.body so no card's overflow or stacking can clip it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  size = 'md',
  initialFocusRef,
  showCloseButton = true,
  closeLabel = 'Close dialog',
  className,
}: DialogProps) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The latest callbacks, so an owner's inline onClose does not re-run the focus effect each render.
  const onCloseRef = useRef(onClose);
  const initialFocus = useRef(initialFocusRef);
  useEffect(() => {
    onCloseRef.current = onClose;
    initialFocus.current = initialFocusRef;
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const token = {};
    openDialogs.push(token);
    const unlock = lockBodyScroll();
    const isTop = () => openDialogs[openDialogs.length - 1] === token;
    (initialFocus.current?.current ?? focusablesIn(panel)[0] ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        trapTab(event, panel);
      }
    };
    // A click or script that moves focus behind the dialog brings it back in.
    const onFocusIn = (event: FocusEvent) => {
      if (isTop() && event.target instanceof Node && !panel.contains(event.target)) {
        (focusablesIn(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openDialogs.splice(openDialogs.indexOf(token), 1);
      unlock();
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="nr-dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panelRef}
        className={cx('nr-dialog', `nr-dialog--${size}`, className)}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-desc` : undefined}
        tabIndex={-1}
      >
        <div className="nr-dialog__header">
          <h2 id={`${id}-title`} className="nr-dialog__title">
            {title}
          </h2>
          {showCloseButton ? (
            <button type="button" className="nr-dialog__close" aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        {description ? (
          <div id={`${id}-desc`} className="nr-dialog__description">
            {description}
          </div>
        ) : null}
        {children ? <div className="nr-dialog__body">{children}</div> : null}
        {footer ? <div className="nr-dialog__actions">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
