import { createContext, useContext, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';

interface TabsState {
  value: string;
  select(value: string): void;
  idFor(kind: 'tab' | 'panel', value: string): string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(component: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`<${component}> must be used inside <Tabs>`);
  return state;
}

export interface TabsProps {
  /** Controlled value; leave undefined and use defaultValue for an uncontrolled set. */
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
  className?: string;
  children: ReactNode;
}

export function Tabs({ value, defaultValue = '', onValueChange, className, children }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? own;
  const state: TabsState = {
    value: current,
    select(next) {
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    idFor: (kind, v) => `${baseId}-${kind}-${v}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div className={cx('nr-tabs', className)}>{children}</div>
    </TabsContext.Provider>
  );
}

/** Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects. */
function onListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? tabs.length - 1
        : (index + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
  tabs[next]?.focus();
  tabs[next]?.click();
}

export function TabList({ className, children, label }: { className?: string; children: ReactNode; label?: string }) {
  return (
    <div role="tablist" aria-label={label} className={cx('nr-tabs__list', className)} onKeyDown={onListKeyDown}>
      {children}
    </div>
  );
}

export function Tab({ value, children, disabled }: { value: string; children: ReactNode; disabled?: boolean }) {
  const tabs = useTabs('Tab');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idFor('tab', value)}
      aria-selected={selected}
      aria-controls={tabs.idFor('panel', value)}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      className="nr-tabs__tab"
      onClick={() => tabs.select(value)}
    >
      {children}
    </button>
  );
}

export function TabPanel({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  const tabs = useTabs('TabPanel');
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idFor('panel', value)}
      aria-labelledby={tabs.idFor('tab', value)}
      className={cx('nr-tabs__panel', className)}
    >
      {children}
    </div>
  );
}
