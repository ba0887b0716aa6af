import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Badges or buttons shown beside the title. */
  actions?: ReactNode;
}

/** The one <h1> of a page, the same in the shell and in every remote. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="nr-page-header">
      <div className="nr-page-header__text">
        <h1 className="nr-page-header__title">{title}</h1>
        {description ? <p className="nr-page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="nr-page-header__actions">{actions}</div> : null}
    </header>
  );
}
