// What the back-office wiring uses of the shell: the layout, the guard of each screen and the sidebar's sections.
export { default as AdminLayout } from './admin-layout';
export { AdminNavContext, NAV_SECTIONS, type NavLinkItem, type NavSection, type NavSectionSlot } from './admin-nav';
export { RequireScreen } from './require-screen';
