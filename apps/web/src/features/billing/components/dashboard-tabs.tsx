import { useLingui } from '@lingui/react/macro';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { DASHBOARD_TABS, nextTabIndex, type DashboardTabId } from '../utils/tabs';

type DashboardTabsProps = {
  selected: DashboardTabId;
  onSelect: (tab: DashboardTabId) => void;
  panels: Record<DashboardTabId, () => ReactNode>;
};

/**
 * Accessible tabs (WAI-ARIA pattern): a tablist of buttons with roving tabindex, arrow keys and
 * Home/End move and select; the selected panel is focusable so keyboard users reach its content.
 */
export function DashboardTabs({ selected, onSelect, panels }: DashboardTabsProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = DASHBOARD_TABS.findIndex((tab) => tab.id === selected);
    const next = nextTabIndex(current, event.key, DASHBOARD_TABS.length);
    if (next === null) return;
    event.preventDefault();
    const tab = DASHBOARD_TABS[next]!;
    onSelect(tab.id);
    tabRefs.current[tab.id]?.focus();
  };

  return (
    <div className="dashboard-tabs">
      <div className="dashboard-tabs__list" role="tablist" aria-label={t({ message: 'My account', comment: 'the dashboard tab list' })} onKeyDown={onKeyDown}>
        {DASHBOARD_TABS.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                tabRefs.current[tab.id] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              className="dashboard-tabs__tab"
              onClick={() => onSelect(tab.id)}
            >
              {i18n._(tab.label)}
            </button>
          );
        })}
      </div>
      {DASHBOARD_TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== selected}
          className="dashboard-tabs__panel"
        >
          {tab.id === selected ? (
            <>
              <h2 className="dashboard-tabs__heading">{i18n._(tab.label)}</h2>
              {panels[tab.id]()}
            </>
          ) : null}
        </div>
      ))}
    </div>
  );
}
