import { useId, type ReactNode } from 'react';
import './ui.css';

/** A raised section of a screen; with a title it is a labelled region for assistive tech. */
export function Card({
  title,
  headingLevel = 2,
  actions,
  className,
  children,
}: {
  title?: string;
  headingLevel?: 2 | 3;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={`card${className ? ` ${className}` : ''}`} aria-labelledby={title ? titleId : undefined}>
      {title || actions ? (
        <div className="page-header">
          {title ? (
            <Heading id={titleId} className="card__title">
              {title}
            </Heading>
          ) : null}
          {actions ? <div className="page-header__actions">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
