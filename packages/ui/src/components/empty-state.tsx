// What a list says when it has nothing to show.
import type { ReactNode } from 'react';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <svg aria-hidden="true" viewBox="0 0 48 48" width="48" height="48" className="empty-state-icon">
        <rect
          x="6"
          y="10"
          width="36"
          height="28"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <path d="M6 18h36M14 10l4 8M24 10l4 8M34 10l4 8" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      <p className="empty-state-title">{title}</p>
      {children}
    </div>
  );
}
