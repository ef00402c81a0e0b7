import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

type Unstyled<T> = Omit<T, 'className' | 'style'>;

/** Tabs: arrow keys move between tabs, Tab moves into the panel. Compose Tab, TabList, TabPanel. */
export function Tabs(props: Unstyled<AriaTabsProps>) {
  return <AriaTabs {...props} className={styles.tabs} />;
}

/** Needs an `aria-label` naming the set of tabs. */
export function TabList<T extends object>(props: Unstyled<AriaTabListProps<T>>) {
  return <AriaTabList {...props} className={styles.tabList} />;
}

export function Tab(props: Unstyled<AriaTabProps>) {
  return <AriaTab {...props} className={styles.tab} />;
}

export function TabPanel(props: Unstyled<AriaTabPanelProps>) {
  return <AriaTabPanel {...props} className={styles.panel} />;
}
