// A modal dialog on the native <dialog>: focus moves in and back, Escape closes it, the page behind is inert.
import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Opening focuses the element marked `data-autofocus` (React does not render the `autofocus` attribute that
 * showModal() looks for), else the browser's choice: the first focusable element.
 */
export function Dialog({ open, title, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="adm-dialog" aria-labelledby={titleId} onClose={onClose}>
      {open ? (
        <div className="adm-dialog-body">
          <h2 id={titleId}>{title}</h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The destructive action's words, e.g. «Удалить навсегда». */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A question before something that cannot be undone. «Отмена» has the focus when it opens: one Enter (or Escape)
 * leaves everything as it was; the destructive button has to be reached on purpose.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      {children}
      <div className="adm-actions">
        <button type="button" className="button button-danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <CancelButton onCancel={onCancel} focus />
      </div>
    </Dialog>
  );
}

/** «Отмена»: leaves a dialog or an inline editor without doing anything; `focus`: it has the focus as a dialog opens. */
export function CancelButton({
  onCancel,
  small = false,
  focus = false,
}: {
  onCancel: () => void;
  small?: boolean;
  focus?: boolean;
}) {
  return (
    <button
      type="button"
      className={small ? 'button button-small' : 'button'}
      onClick={onCancel}
      data-autofocus={focus || undefined}
    >
      Отмена
    </button>
  );
}
