import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';

export interface DrawerProps {
  id: string;
  className: string;
  title: string;
  closeLabel: string;
  isOpen: boolean;
  onClose: () => void;
  /** Where focus goes on close when the element that had it before opening is gone. */
  fallbackFocus: string;
  /** The heading: it takes focus when what held it inside the drawer is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/**
 * A side drawer as a modal <dialog>: the browser moves focus into it, keeps it there, makes
 * the page behind inert and closes it on Escape (WAI-ARIA APG "Dialog (Modal)"). The open
 * flag lives in client state, so the header toggles, add-to-cart and Escape agree.
 */
export function Drawer({ id, className, title, closeLabel, isOpen, onClose, fallbackFocus, headingRef, children }: DrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
    } else if (!isOpen && element.open) {
      element.close();
    }
  }, [isOpen]);

  // Fires however it closed: Escape, the close button, the backdrop or the state changing.
  const onDialogClose = () => {
    if (isOpen) onClose();
    const previous = opener.current;
    const target =
      previous instanceof HTMLElement && previous.isConnected && previous !== document.body
        ? previous
        : document.querySelector<HTMLElement>(fallbackFocus);
    target?.focus();
  };

  return (
    <dialog
      ref={dialog}
      id={id}
      className={`drawer ${className}`}
      aria-labelledby={titleId}
      onClose={onDialogClose}
      // A click on the dialog itself (not its panel) is a click on the backdrop.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="drawer-panel">
        <header className="drawer-header">
          <h2 id={titleId} ref={headingRef}>
            {title}
          </h2>
          <button type="button" className="button-icon" aria-label={closeLabel} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className="drawer-body">{children}</div>
      </div>
    </dialog>
  );
}
