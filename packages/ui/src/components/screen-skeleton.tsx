// Grey placeholders a site may show while the next screen's data loads on client navigation.
export interface ScreenSkeletonProps {
  variant: 'list' | 'article' | 'afisha';
  /** Accessible label of the busy region. */
  label?: string;
}

function Lines({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="skeleton skeleton-line" style={{ width: `${92 - ((i * 17) % 40)}%` }} />
      ))}
    </>
  );
}

export function ScreenSkeleton({ variant, label = 'Загрузка…' }: ScreenSkeletonProps) {
  return (
    <div className={`container page skeleton-screen skeleton-${variant}`} aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div aria-hidden="true">
        <span className="skeleton skeleton-title" />
        {variant === 'afisha' ? (
          <div className="skeleton-tabs">
            {Array.from({ length: 7 }, (_, i) => (
              <span key={i} className="skeleton skeleton-tab" />
            ))}
          </div>
        ) : null}
        {variant === 'article' ? (
          <div className="skeleton-article">
            <span className="skeleton skeleton-media" />
            <Lines count={8} />
          </div>
        ) : variant === 'afisha' ? (
          <div className="skeleton-rows">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="skeleton-row">
                <span className="skeleton skeleton-poster" />
                <div>
                  <Lines count={3} />
                  <div className="skeleton-chips">
                    {Array.from({ length: 4 }, (_, j) => (
                      <span key={j} className="skeleton skeleton-chip" />
                    ))}
                  </div>
                </div>
              </div>
            ))}
          </div>
        ) : (
          <div className="card-grid">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="skeleton-card">
                <span className="skeleton skeleton-media" />
                <Lines count={2} />
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
